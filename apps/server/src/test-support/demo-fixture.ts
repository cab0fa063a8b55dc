import type { Database } from '../db/connection.ts';
import { HOTEL_CHAIN_VIEW, STANDARD_VIEW } from '../demo/index.ts';
import type { ViewContext } from '../modules/dashboard-data/pair-scope.queries.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

/** The seeded demo client and its views, as the API tests use them. */
export async function demoViews(
  database: Database,
): Promise<{ clientId: number; standard: ViewContext; chain: ViewContext }> {
  const { rows } = await database.pool.query<
    Pick<Row<typeof schema.views>, 'id' | 'client_id' | 'scope' | 'all_channels' | 'name'>
  >('SELECT id, client_id, scope, all_channels, name FROM views WHERE name = ANY($1)', [
    [STANDARD_VIEW, HOTEL_CHAIN_VIEW],
  ]);
  const context = (name: string): ViewContext => {
    const row = rows.find((r) => r.name === name)!;
    return { id: row.id, clientId: row.client_id, scope: row.scope, allChannels: row.all_channels };
  };
  const standard = context(STANDARD_VIEW);
  return { clientId: standard.clientId, standard, chain: context(HOTEL_CHAIN_VIEW) };
}
