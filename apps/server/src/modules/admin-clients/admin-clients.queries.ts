import type { AdminClient, AdminProperty, ClientPortfolio } from '@lens/contracts';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import type { Queryable } from '../auth/session.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

const SELECT_CLIENT = `SELECT c.id, c.name, c.settings->>'loginPath' AS "loginPath",
    EXISTS (SELECT 1 FROM client_sso s WHERE s.client_id = c.id AND s.enabled) AS "ssoEnabled",
    (SELECT count(*)::int FROM users u WHERE u.client_id = c.id) AS "userCount",
    (SELECT count(*)::int FROM views v WHERE v.client_id = c.id) AS "viewCount",
    (SELECT count(*)::int FROM properties p WHERE p.client_id = c.id) AS "propertyCount",
    to_json(c.created_at) #>> '{}' AS "createdAt"
  FROM clients c`;

export async function clientExists(db: Queryable, clientId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clients WHERE id = $1', [clientId]);
  return rows.length > 0;
}

export async function listClients(
  db: Queryable,
  search: string | undefined,
  page: PageRequest,
): Promise<{ items: AdminClient[]; total: number }> {
  const pattern = containsPattern(search);
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<AdminClient>(
      `${SELECT_CLIENT} WHERE ($1::text IS NULL OR c.name ILIKE $1)
       ORDER BY lower(c.name), c.id LIMIT $2 OFFSET $3`,
      [pattern, limit, offset],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clients c WHERE ($1::text IS NULL OR c.name ILIKE $1)',
      [pattern],
    ),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

export async function findClient(db: Queryable, id: number): Promise<AdminClient | null> {
  const { rows } = await db.query<AdminClient>(`${SELECT_CLIENT} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Client names are unique whatever their case, as the command-line tools look them up. */
export async function clientNameTaken(db: Queryable, name: string, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM clients WHERE lower(name) = lower($1) AND id <> $2',
    [name, id],
  );
  return rows.length > 0;
}

/** Locks the client's row for the rest of the transaction; false when there is none. */
export async function lockClient(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clients WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

export async function updateClient(
  db: Queryable,
  id: number,
  name: string,
  loginPath: string | null,
): Promise<void> {
  await db.query(
    `UPDATE clients SET name = $2, settings = settings || jsonb_build_object('loginPath', $3::text)
     WHERE id = $1`,
    [id, name, loginPath],
  );
}

export async function clientPortfolio(db: Queryable, clientId: number): Promise<ClientPortfolio> {
  const [types, chains, brands, companies, countries] = await Promise.all([
    db.query<Pick<Row<typeof schema.properties>, 'type'> & { count: number }>(
      `SELECT type, count(*)::int AS count FROM properties WHERE client_id = $1
       GROUP BY type ORDER BY type`,
      [clientId],
    ),
    db.query<Pick<Row<typeof schema.chains>, 'id' | 'name' | 'code'>>(
      'SELECT id, name, code FROM chains WHERE client_id = $1 ORDER BY lower(name)',
      [clientId],
    ),
    db.query<Pick<Row<typeof schema.brands>, 'id' | 'name' | 'code'> & { chainId: number }>(
      `SELECT id, name, code, chain_id AS "chainId" FROM brands WHERE client_id = $1
       ORDER BY lower(name)`,
      [clientId],
    ),
    db.query<Pick<Row<typeof schema.managementCompanies>, 'id' | 'name' | 'code'>>(
      'SELECT id, name, code FROM management_companies WHERE client_id = $1 ORDER BY lower(name)',
      [clientId],
    ),
    db.query<{ id: number; name: string; isoCode: string; count: number }>(
      `SELECT co.id, co.name, co.iso_code AS "isoCode", count(*)::int AS count
       FROM properties p JOIN cities ci ON ci.id = p.city_id
       JOIN sub_regions sr ON sr.id = ci.sub_region_id JOIN regions r ON r.id = sr.region_id
       JOIN countries co ON co.id = r.country_id
       WHERE p.client_id = $1 GROUP BY co.id ORDER BY co.name`,
      [clientId],
    ),
  ]);
  return {
    propertyCount: types.rows.reduce((sum, row) => sum + row.count, 0),
    propertyTypes: types.rows,
    chains: chains.rows,
    brands: brands.rows,
    managementCompanies: companies.rows,
    countries: countries.rows,
  };
}

export async function listClientProperties(
  db: Queryable,
  clientId: number,
  filters: { search?: string; ids?: number[] },
  page: PageRequest,
): Promise<{ items: AdminProperty[]; total: number }> {
  const params = [clientId, containsPattern(filters.search), filters.ids ?? null];
  const from = `FROM properties p JOIN cities ci ON ci.id = p.city_id
    JOIN sub_regions sr ON sr.id = ci.sub_region_id JOIN regions r ON r.id = sr.region_id
    JOIN countries co ON co.id = r.country_id
    WHERE p.client_id = $1
      AND ($2::text IS NULL OR p.name ILIKE $2 OR p.code ILIKE $2 OR ci.name ILIKE $2)
      AND ($3::int[] IS NULL OR p.id = ANY($3::int[]))`;
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<AdminProperty>(
      `SELECT p.id, p.code, p.name, p.type, ci.name AS city, co.iso_code AS "countryCode"
       ${from} ORDER BY lower(p.name), p.id LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

type ClientTable = 'brands' | 'chains' | 'management_companies' | 'properties' | 'views';

/**
 * The ids among `ids` that are not rows of `table` belonging to the client (or, for the tables
 * shared by all clients, not rows at all). `table` is one of the fixed names above, never input.
 */
export async function missingIds(
  db: Queryable,
  table: ClientTable | 'countries' | 'channels',
  ids: readonly number[],
  clientId?: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const clientCondition = clientId === undefined ? '' : 'AND t.client_id = $2';
  const { rows } = await db.query<{ id: number }>(
    `SELECT wanted.id FROM unnest($1::int[]) AS wanted(id)
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = wanted.id ${clientCondition})`,
    clientId === undefined ? [ids] : [ids, clientId],
  );
  return rows.map((row) => row.id);
}
