import type pg from 'pg';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Every server process LISTENs here to drop the versions it keeps in memory. */
export const DATA_VERSION_CHANNEL = 'lens_data_version';
/** The notification payload that says every client's version changed. */
export const EVERY_CLIENT = '*';

/**
 * Marks that a client's data changed, so every answer cached for it (the ETags browsers hold and
 * the bodies each server process keeps) stops matching. Call it inside the transaction that
 * changes the data: the new version commits with it, and every server process hears of it then.
 */
export async function bumpDataVersion(db: Queryable, clientId: number): Promise<void> {
  await db.query(
    `WITH bumped AS (
       INSERT INTO client_data_versions (client_id) VALUES ($1)
       ON CONFLICT (client_id) DO UPDATE SET version = gen_random_uuid()
     )
     SELECT pg_notify($2, $1::text)`,
    [clientId, DATA_VERSION_CHANNEL],
  );
}

/** As bumpDataVersion, for a change that may reach any client (an administrator's edit). */
export async function bumpEveryDataVersion(db: Queryable): Promise<void> {
  await db.query(
    `WITH bumped AS (UPDATE client_data_versions SET version = gen_random_uuid())
     SELECT pg_notify($1, $2)`,
    [DATA_VERSION_CHANNEL, EVERY_CLIENT],
  );
}

/** The client's current data version; a client never bumped gets its first one here. */
export async function readDataVersion(db: Queryable, clientId: number): Promise<string> {
  // A concurrent first read may insert the row after this statement's snapshot was taken: then
  // neither half sees a row, and the next statement does.
  for (let attempt = 1; ; attempt++) {
    const { rows } = await db.query<Pick<Row<typeof schema.clientDataVersions>, 'version'>>(
      `WITH added AS (
         INSERT INTO client_data_versions (client_id) VALUES ($1)
         ON CONFLICT (client_id) DO NOTHING
         RETURNING version
       )
       SELECT version FROM added
       UNION ALL
       SELECT version FROM client_data_versions WHERE client_id = $1`,
      [clientId],
    );
    if (rows[0]) return rows[0].version;
    if (attempt === 3) throw new Error(`No data version could be read for client ${clientId}`);
  }
}
