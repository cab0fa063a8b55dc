import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@lens/contracts';
import type pg from 'pg';

const SESSION_DAYS = 7;

/** A pool or a transaction's client. */
export type Queryable = Pick<pg.Pool, 'query'>;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface SessionRecord {
  user: SessionUser;
  csrfToken: string;
}

/** Opens a session; returns the cookie token (stored hashed) and the CSRF token. */
export async function createSession(
  pool: pg.Pool,
  userId: number,
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [tokenHash(token), userId, csrfToken, SESSION_DAYS],
  );
  return { token, csrfToken };
}

/** The live session of a cookie token: its user must still be active. Extends it as it is used. */
export async function findSession(pool: pg.Pool, token: string): Promise<SessionRecord | null> {
  const { rows } = await pool.query<SessionUser & { csrfToken: string }>(
    `UPDATE sessions s SET last_seen_at = now(), expires_at = now() + make_interval(days => $2)
     FROM users u JOIN clients c ON c.id = u.client_id
     WHERE s.token_hash = $1 AND s.expires_at > now() AND u.id = s.user_id AND u.active
     RETURNING u.id, u.email, u.name, u.role, u.client_id AS "clientId", c.name AS "clientName", s.csrf_token AS "csrfToken"`,
    [tokenHash(token), SESSION_DAYS],
  );
  const row = rows[0];
  if (!row) return null;
  const { csrfToken, ...user } = row;
  return { user, csrfToken };
}

export async function deleteSession(pool: pg.Pool, token: string): Promise<void> {
  await pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
