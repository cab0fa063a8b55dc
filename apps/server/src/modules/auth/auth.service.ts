import { randomBytes } from 'node:crypto';
import type {
  LoginRequest,
  PasswordLink,
  PasswordPurpose,
  PasswordRequest,
  SessionUser,
} from '@lens/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordEmail } from './password-email.ts';
import {
  consumePasswordToken,
  isPasswordTokenUsable,
  expireUnusedPasswordTokens,
  insertPasswordToken,
} from './password-tokens.queries.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { countRequest } from './rate-limit-counters.queries.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  revokeUserTokens,
} from './session.queries.ts';
import {
  claimSignInAttempt,
  clearSignInAttempts,
  clearSignInAttemptsOfUser,
} from './sign-in-throttle.queries.ts';
import { TooMany, waitText } from './too-many.ts';
import { findAccountByEmail, findAccountById, setPasswordHash } from './users.queries.ts';

/** What the account flows need; a FastifyInstance has all of it. */
export interface AuthDeps {
  database: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

export const BAD_CREDENTIALS = 'Email or password is incorrect.';
export const LINK_GONE =
  'This link has expired or has already been used. Please ask for a new one.';

/**
 * Restore emails per client address and per email address within an hour: enough to retry a lost
 * email, too few to flood a mailbox or the mail server.
 */
export const RESTORE_LIMITS = { perAddress: 5, perEmail: 3, windowSeconds: 3600 } as const;

const LINK_VALIDITY: Record<PasswordPurpose, { hours: number; text: string }> = {
  restore: { hours: 2, text: '2 hours' },
  create: { hours: 7 * 24, text: '7 days' },
};

// Unknown, inactive and password-less accounts are verified against this hash, so a wrong email
// takes as long as a wrong password and the timing tells nothing.
const dummyHash = hashPassword(randomBytes(32).toString('base64url'));

export interface SignedIn {
  user: SessionUser;
  token: string;
  csrfToken: string;
}

export async function login(
  database: Database,
  { email, password }: LoginRequest,
): Promise<SignedIn> {
  // Counted per email whatever address the guesses come from, and for unknown emails alike, so
  // a lock tells nothing about whether the account exists.
  const lockedFor = await claimSignInAttempt(database.pool, email);
  if (lockedFor !== null) {
    throw new TooMany(
      lockedFor,
      `Too many failed sign-ins for this account. Try again in ${waitText(lockedFor)}.`,
    );
  }
  const account = await findAccountByEmail(database.pool, email);
  const usable = account?.active && account.passwordHash ? account : null;
  const valid = await verifyPassword(usable?.passwordHash ?? (await dummyHash), password);
  if (!usable || !valid) throw new HttpError(401, BAD_CREDENTIALS);
  await clearSignInAttempts(database.pool, email);
  return { user: usable.user, ...(await createSession(database.pool, usable.user.id)) };
}

export async function logout(database: Database, token: string | undefined): Promise<void> {
  if (token) await deleteSession(database.pool, token);
}

/**
 * Emails a restore link to an active account; any other address gets nothing, silently, and so
 * does an email that had its share of links this hour (counted for unknown emails alike).
 */
export async function requestPasswordRestore(deps: AuthDeps, email: string): Promise<void> {
  const { count } = await countRequest(
    deps.database.pool,
    `restore-email:${email.toLowerCase()}`,
    RESTORE_LIMITS.windowSeconds,
  );
  if (count > RESTORE_LIMITS.perEmail) return;
  const account = await findAccountByEmail(deps.database.pool, email);
  if (account?.active) await issuePasswordLink(deps, account.user.id, 'restore');
}

/**
 * Emails a one-time link to /login/{purpose}/user/{id}/token/{token}: restore links last 2 hours,
 * create links (for new users) 7 days. Only the newest link of a user works.
 */
export async function issuePasswordLink(
  deps: AuthDeps,
  userId: number,
  purpose: PasswordPurpose,
): Promise<void> {
  const account = await findAccountById(deps.database.pool, userId);
  if (!account?.active) throw new HttpError(404, 'No active user with this id.');
  const validity = LINK_VALIDITY[purpose];
  const token = await withTransaction(deps.database.pool, async (tx) => {
    await expireUnusedPasswordTokens(tx, userId);
    return insertPasswordToken(tx, userId, purpose, validity.hours);
  });
  await deps.mailer.send(
    passwordEmail({
      to: account.user.email,
      name: account.user.name,
      purpose,
      link: `${deps.config.publicUrl}/login/${purpose}/user/${userId}/token/${token}`,
      validFor: validity.text,
    }),
  );
}

/**
 * Sets the password from an emailed link. Unknown, used and expired tokens all answer the same
 * 410, so a probe learns nothing. Every session of the user ends and their API tokens are revoked:
 * whoever knew the old password, and whatever they made with it, is locked out. A sign-in lock
 * kept on the account by someone guessing ends.
 */
/** Refuses a link that is used, expired, of another purpose or of an inactive user. */
export async function checkPasswordLink(
  database: Database,
  { userId, token, purpose }: PasswordLink,
): Promise<void> {
  if (!(await isPasswordTokenUsable(database.pool, userId, purpose, token))) {
    throw new HttpError(410, LINK_GONE);
  }
}

export async function setPassword(
  database: Database,
  { userId, token, password, purpose }: PasswordRequest,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const changed = await withTransaction(database.pool, async (tx) => {
    if (!(await consumePasswordToken(tx, userId, purpose, token))) return false;
    await setPasswordHash(tx, userId, passwordHash);
    await expireUnusedPasswordTokens(tx, userId);
    await deleteUserSessions(tx, userId);
    await revokeUserTokens(tx, userId);
    await clearSignInAttemptsOfUser(tx, userId);
    return true;
  });
  if (!changed) throw new HttpError(410, LINK_GONE);
}
