import type { ApiToken, ApiTokenScope, SessionUser } from '@lens/contracts';
import type { Queryable } from '../auth/session.queries.ts';

// Timestamps leave as ISO text with offset, as the contract's isoDateTimeSchema wants them.
const TOKEN_COLUMNS = `t.id, t.name, t.prefix, t.scopes,
  to_json(t.created_at) #>> '{}' AS "createdAt",
  to_json(t.last_used_at) #>> '{}' AS "lastUsedAt",
  to_json(t.expires_at) #>> '{}' AS "expiresAt"`;

/** Tokens neither revoked nor expired, which count against the limit. */
const LIVE = 't.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())';

export async function listTokens(db: Queryable, userId: number): Promise<ApiToken[]> {
  const { rows } = await db.query<ApiToken>(
    `SELECT ${TOKEN_COLUMNS} FROM api_tokens t
     WHERE t.user_id = $1 AND t.revoked_at IS NULL ORDER BY t.created_at DESC, t.id DESC`,
    [userId],
  );
  return rows;
}

/** Locks the user's row first, so two concurrent creations cannot both pass the limit. */
export async function countLiveTokensForUpdate(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM api_tokens t WHERE t.user_id = $1 AND ${LIVE}`,
    [userId],
  );
  return rows[0]!.count;
}

export interface NewToken {
  userId: number;
  name: string;
  prefix: string;
  tokenHash: string;
  scopes: ApiTokenScope[];
  expiresInDays: number | null;
}

export async function insertToken(db: Queryable, token: NewToken): Promise<ApiToken> {
  const { rows } = await db.query<ApiToken>(
    `INSERT INTO api_tokens AS t (user_id, name, prefix, token_hash, scopes, expires_at)
     VALUES ($1, $2, $3, $4, $5::text[],
       CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(days => $6::int) END)
     RETURNING ${TOKEN_COLUMNS}`,
    [token.userId, token.name, token.prefix, token.tokenHash, token.scopes, token.expiresInDays],
  );
  return rows[0]!;
}

/** True when a live-or-expired token of the user was revoked now. */
export async function revokeToken(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [id, userId],
  );
  return rowCount === 1;
}

export interface TokenHolder {
  id: number;
  scopes: ApiTokenScope[];
  revoked: boolean;
  expiresAt: string | null;
  expired: boolean;
  /** Null when the user is deactivated. */
  user: SessionUser | null;
  /** Whether last_used_at is older than a minute (or unset), i.e. worth writing. */
  stale: boolean;
}

export async function findTokenHolder(
  db: Queryable,
  tokenHash: string,
): Promise<TokenHolder | null> {
  const { rows } = await db.query<
    Omit<TokenHolder, 'user'> & SessionUser & { active: boolean; userId: number }
  >(
    `SELECT t.id, t.scopes, t.revoked_at IS NOT NULL AS revoked,
       to_json(t.expires_at) #>> '{}' AS "expiresAt",
       coalesce(t.expires_at <= now(), false) AS expired,
       coalesce(t.last_used_at < now() - interval '1 minute', true) AS stale,
       u.id AS "userId", u.email, u.name, u.role, u.active,
       u.client_id AS "clientId", c.name AS "clientName"
     FROM api_tokens t JOIN users u ON u.id = t.user_id JOIN clients c ON c.id = u.client_id
     WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const { userId, email, name, role, active, clientId, clientName, ...token } = row;
  return {
    ...token,
    user: active ? { id: userId, email, name, role, clientId, clientName } : null,
  };
}

/** The guard keeps concurrent requests of the same minute from writing the row again. */
export async function touchToken(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE api_tokens SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}
