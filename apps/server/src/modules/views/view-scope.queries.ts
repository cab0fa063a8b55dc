import { SqlParams } from '../../db/sql-params.ts';
import type { Tx } from '../../db/transaction.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

/**
 * Resolves a view's scope into view_properties, so every dashboard query joins one table instead
 * of re-evaluating filters. Called when a view is saved and after properties are imported.
 */
export async function materializeViewProperties(tx: Tx, viewId: number): Promise<number> {
  const { rows } = await tx.query<Pick<Row<typeof schema.views>, 'client_id' | 'scope'>>(
    'SELECT client_id, scope FROM views WHERE id = $1',
    [viewId],
  );
  const view = rows[0];
  if (!view) return 0;
  const scope = view.scope;
  const params = new SqlParams();
  const conditions = [`p.client_id = ${params.add(view.client_id)}`];
  const add = (sql: string, value: unknown) => {
    conditions.push(sql.replace('?', params.add(value)));
  };
  if (scope.kind === 'LIST') add('p.id = ANY(?::int[])', scope.propertyIds);
  if (scope.kind === 'FILTER') {
    if (scope.propertyTypes?.length) add('p.type::text = ANY(?::text[])', scope.propertyTypes);
    if (scope.brandIds?.length) add('p.brand_id = ANY(?::int[])', scope.brandIds);
    if (scope.chainIds?.length) add('b.chain_id = ANY(?::int[])', scope.chainIds);
    if (scope.managementCompanyIds?.length)
      add('p.management_company_id = ANY(?::int[])', scope.managementCompanyIds);
    if (scope.countryIds?.length) add('r.country_id = ANY(?::int[])', scope.countryIds);
  }
  await tx.query('DELETE FROM view_properties WHERE view_id = $1', [viewId]);
  const result = await tx.query(
    `INSERT INTO view_properties (view_id, property_id)
     SELECT ${params.add(viewId)}, p.id FROM properties p
     LEFT JOIN brands b ON b.id = p.brand_id
     JOIN cities ci ON ci.id = p.city_id JOIN sub_regions sr ON sr.id = ci.sub_region_id
     JOIN regions r ON r.id = sr.region_id
     WHERE ${conditions.join(' AND ')}`,
    params.values,
  );
  return result.rowCount ?? 0;
}

/** Re-resolves every view of a client; its portfolio changed. */
export async function materializeClientViews(tx: Tx, clientId: number): Promise<void> {
  const { rows } = await tx.query<Pick<Row<typeof schema.views>, 'id'>>(
    'SELECT id FROM views WHERE client_id = $1',
    [clientId],
  );
  for (const { id } of rows) await materializeViewProperties(tx, id);
}
