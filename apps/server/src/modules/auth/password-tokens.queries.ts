import type { PasswordPurpose } from '@lens/contracts';
import { newToken, tokenHash, type Queryable } from './session.queries.ts';

/** Stores a new emailed-link token (hashed, like session tokens) and returns it in the clear. */
export async function insertPasswordToken(
  db: Queryable,
  userId: number,
  purpose: PasswordPurpose,
  validHours: number,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO password_tokens (user_id, token_hash, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [userId, tokenHash(token), purpose, validHours],
  );
  return token;
}

/** Ends every link of the user that is still usable. */
export async function expireUnusedPasswordTokens(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE password_tokens SET expires_at = now()
     WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
    [userId],
  );
}

/** A token `t` of user `u` that can be used: $1 user, $2 purpose, $3 token hash. */
const USABLE_TOKEN = `t.user_id = $1 AND t.purpose = $2 AND t.token_hash = $3
  AND t.used_at IS NULL AND t.expires_at > now() AND u.id = t.user_id AND u.active`;

/** Whether the token would be taken now, without taking it (the page checks before the form). */
export async function isPasswordTokenUsable(
  db: Queryable,
  userId: number,
  purpose: PasswordPurpose,
  token: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM password_tokens t, users u WHERE ${USABLE_TOKEN}`,
    [userId, purpose, tokenHash(token)],
  );
  return rowCount === 1;
}

/**
 * Marks the token used if it is unused, unexpired, of this purpose and of an active user. One
 * statement, so two requests racing with the same link cannot both succeed.
 */
export async function consumePasswordToken(
  db: Queryable,
  userId: number,
  purpose: PasswordPurpose,
  token: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE password_tokens t SET used_at = now() FROM users u WHERE ${USABLE_TOKEN}`,
    [userId, purpose, tokenHash(token)],
  );
  return rowCount === 1;
}
