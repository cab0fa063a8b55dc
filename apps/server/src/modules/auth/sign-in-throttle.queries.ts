import type pg from 'pg';
import { withTransaction } from '../../db/transaction.ts';
import type { Queryable } from './session.queries.ts';
import { countSignInAttempt, SIGN_IN_THROTTLE, type SignInThrottle } from './sign-in-throttle.ts';

/** The key of an account: whatever the case it was typed in, and whether or not it exists. */
const accountKey = (email: string) => email.toLowerCase();

/**
 * Counts a sign-in attempt for the email before its password is checked; answers how many seconds
 * the account stays locked, or null to go ahead. The row is locked while it is counted, so
 * attempts from several processes at once are counted one after the other.
 */
export async function claimSignInAttempt(pool: pg.Pool, email: string): Promise<number | null> {
  // Rows go as new attempts come, once they are old enough to be forgotten.
  await pool.query(
    `DELETE FROM sign_in_throttles WHERE last_attempt_at < now() - make_interval(secs => $1)`,
    [SIGN_IN_THROTTLE.forgetAfterMs / 1000],
  );
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<SignInThrottle & { now: Date }>(
      `INSERT INTO sign_in_throttles (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING attempts, window_started_at AS "windowStartedAt", lockouts,
         locked_until AS "lockedUntil", last_attempt_at AS "lastAttemptAt", now()`,
      [accountKey(email)],
    );
    const { now, ...stored } = rows[0]!;
    const { state, refusedUntil } = countSignInAttempt(stored, now);
    await tx.query(
      `UPDATE sign_in_throttles SET attempts = $2, window_started_at = $3, lockouts = $4,
         locked_until = $5, last_attempt_at = $6
       WHERE email = $1`,
      [
        accountKey(email),
        state.attempts,
        state.windowStartedAt,
        state.lockouts,
        state.lockedUntil,
        state.lastAttemptAt,
      ],
    );
    return refusedUntil && Math.ceil((refusedUntil.getTime() - now.getTime()) / 1000);
  });
}

/** A successful sign-in forgets the account's failures and locks. */
export async function clearSignInAttempts(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_throttles WHERE email = $1', [accountKey(email)]);
}

/**
 * A password set through an emailed link proves the owner holds the mailbox: a lock others kept on
 * the account by guessing ends with it.
 */
export async function clearSignInAttemptsOfUser(db: Queryable, userId: number): Promise<void> {
  await db.query(
    'DELETE FROM sign_in_throttles WHERE email = (SELECT lower(email) FROM users WHERE id = $1)',
    [userId],
  );
}
