import type pg from 'pg';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Maps listings are where duplicates show most; the hotel's busiest channel otherwise. */
const GOOGLE = 104;

/** The first hotels of the client with a pin, and the channel to show a duplicate on. */
export async function demoHotels(tx: Queryable, clientId: number, limit: number) {
  const { rows } = await tx.query<
    Pick<Row<typeof schema.properties>, 'id'> & { channelId: number }
  >(
    `SELECT p.id, (SELECT a.channel_id FROM audits a WHERE a.property_id = p.id
                   GROUP BY a.channel_id ORDER BY a.channel_id = $3 DESC, count(*) DESC, a.channel_id LIMIT 1) AS "channelId"
     FROM properties p
     WHERE p.client_id = $1 AND p.type = 'HOTEL' AND p.lat IS NOT NULL
       AND EXISTS (SELECT 1 FROM audits a WHERE a.property_id = p.id)
     ORDER BY p.id LIMIT $2`,
    [clientId, limit, GOOGLE],
  );
  return rows;
}

/** The first client and its first administrator (null when it has none). */
export async function firstClientAdmin(
  db: Queryable,
): Promise<{ clientId: number; userId: number } | undefined> {
  const { rows } = await db.query<{ clientId: number; userId: number }>(
    `SELECT c.id AS "clientId", (SELECT u.id FROM users u WHERE u.client_id = c.id AND u.role = 'ADMIN'
                                  ORDER BY u.id LIMIT 1) AS "userId"
     FROM clients c ORDER BY c.id LIMIT 1`,
  );
  return rows[0];
}

/** The latest capture of the property on the channel. */
export async function latestAuditId(
  db: Queryable,
  propertyId: number,
  channelId: number,
): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.audits>, 'id'>>(
    `SELECT id FROM audits WHERE property_id = $1 AND channel_id = $2 ORDER BY audit_date DESC, id DESC LIMIT 1`,
    [propertyId, channelId],
  );
  return Number(rows[0]!.id);
}
