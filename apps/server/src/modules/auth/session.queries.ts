import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@lens/contracts';
import type pg from 'pg';
import { publishSessionsEnded } from '../../realtime/notify-bridge.ts';

/** A session ends after this many days unused; each use moves the end on. */
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

/**
 * How often a session's use is written down. Written on every request, it was a write and a WAL
 * flush per request, and a user's parallel calls queued on their session's row lock
 * (docs/performance.md, "Load"); the sliding end moves on with a minute's granularity instead.
 */
const TOUCH_SECONDS = 60;

/**
 * The live session of a cookie token: its user must still be active. Extends it as it is used
 * (at most once a TOUCH_SECONDS), but never past `maxDays` after sign-in (SESSION_MAX_DAYS), so a
 * stolen cookie used daily still dies.
 */
export async function findSession(
  pool: pg.Pool,
  token: string,
  maxDays: number,
): Promise<SessionRecord | null> {
  const { rows } = await pool.query<SessionUser & { csrfToken: string }>(
    `WITH found AS (
       SELECT s.token_hash, s.last_seen_at, u.id, u.email, u.name, u.role, u.client_id,
              c.name AS client_name, s.csrf_token
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN clients c ON c.id = u.client_id
       WHERE s.token_hash = $1 AND s.expires_at > now()
         AND s.created_at > now() - make_interval(days => $3) AND u.active
     ), touched AS (
       UPDATE sessions s SET last_seen_at = now(),
         expires_at = least(now() + make_interval(days => $2), s.created_at + make_interval(days => $3))
       FROM found f
       WHERE s.token_hash = f.token_hash AND f.last_seen_at < now() - make_interval(secs => $4)
     )
     SELECT id, email, name, role, client_id AS "clientId", client_name AS "clientName",
            csrf_token AS "csrfToken"
     FROM found`,
    [tokenHash(token), SESSION_DAYS, maxDays, TOUCH_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  const { csrfToken, ...user } = row;
  return { user, csrfToken };
}

/** Ends the session of a cookie token, and closes the sockets opened with it. */
export async function deleteSession(pool: pg.Pool, token: string): Promise<void> {
  const hash = tokenHash(token);
  const { rows } = await pool.query<{ userId: number }>(
    'DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id AS "userId"',
    [hash],
  );
  if (rows[0]) await publishSessionsEnded(pool, rows[0].userId, hash);
}

/** Ends every session of the user, and closes all their sockets. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await publishSessionsEnded(db, userId, null);
}

/**
 * Revokes every API token of the user still unrevoked: a credential change ends every way in,
 * so it lives with the sessions rather than in api-tokens, which builds on auth.
 */
export async function revokeUserTokens(db: Queryable, userId: number): Promise<void> {
  await db.query(
    'UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}
