import type { AdminUser, UserListQuery, UserRole } from '@lens/contracts';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import type { Queryable } from '../auth/session.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

const SELECT_USER = `SELECT u.id, u.name, u.email, u.role, u.client_id AS "clientId", c.name AS "clientName",
    u.active, u.password_hash IS NOT NULL AS "passwordSet",
    COALESCE((SELECT array_agg(uv.view_id ORDER BY uv.view_id) FROM user_views uv WHERE uv.user_id = u.id), '{}') AS "viewIds",
    (SELECT to_json(max(s.last_seen_at)) #>> '{}' FROM sessions s WHERE s.user_id = u.id) AS "lastSeenAt",
    to_json(u.created_at) #>> '{}' AS "createdAt"
  FROM users u JOIN clients c ON c.id = u.client_id`;

type ListFilters = Pick<UserListQuery, 'search' | 'clientId' | 'role' | 'status'>;

function listConditions(filters: ListFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [
    containsPattern(filters.search),
    filters.clientId ?? null,
    filters.role ?? null,
    filters.status ? filters.status === 'active' : null,
  ];
  return {
    where: `($1::text IS NULL OR u.name ILIKE $1 OR u.email ILIKE $1)
      AND ($2::int IS NULL OR u.client_id = $2)
      AND ($3::role IS NULL OR u.role = $3)
      AND ($4::boolean IS NULL OR u.active = $4)`,
    params,
  };
}

export async function listUsers(
  db: Queryable,
  filters: ListFilters,
  page: PageRequest,
): Promise<{ items: AdminUser[]; total: number }> {
  const { where, params } = listConditions(filters);
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<AdminUser>(
      `${SELECT_USER} WHERE ${where} ORDER BY lower(u.name), u.id LIMIT $5 OFFSET $6`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, params),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

export async function findUser(db: Queryable, id: number): Promise<AdminUser | null> {
  const { rows } = await db.query<AdminUser>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The user's row, locked until the transaction ends, so concurrent edits apply one by one. */
export async function lockUser(
  db: Queryable,
  id: number,
): Promise<{ id: number; email: string } | null> {
  const { rows } = await db.query<Pick<Row<typeof schema.users>, 'id' | 'email'>>(
    'SELECT id, email FROM users WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

export interface UserFields {
  name: string;
  email: string;
  role: UserRole;
  clientId: number;
}

export async function insertUser(db: Queryable, user: UserFields): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.users>, 'id'>>(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, $3, $4) RETURNING id`,
    [user.clientId, user.email, user.name, user.role],
  );
  return rows[0]!.id;
}

export async function updateUserFields(db: Queryable, id: number, user: UserFields): Promise<void> {
  await db.query(
    'UPDATE users SET client_id = $2, email = $3, name = $4, role = $5 WHERE id = $1',
    [id, user.clientId, user.email, user.name, user.role],
  );
}

export async function replaceUserViews(
  db: Queryable,
  userId: number,
  viewIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM user_views WHERE user_id = $1', [userId]);
  if (viewIds.length) {
    await db.query(
      'INSERT INTO user_views (user_id, view_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [userId, viewIds],
    );
  }
}

export async function setUserActive(db: Queryable, id: number, active: boolean): Promise<void> {
  await db.query('UPDATE users SET active = $2 WHERE id = $1', [id, active]);
}
