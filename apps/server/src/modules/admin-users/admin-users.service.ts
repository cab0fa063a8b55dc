import type {
  AdminUser,
  CreatedUser,
  SessionUser,
  userInputSchema,
  userListQuerySchema,
  UserListResponse,
} from '@lens/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { pageOf } from '../../db/paging.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { clientExists, missingIds } from '../admin-clients/admin-clients.queries.ts';
import { issuePasswordLink, type AuthDeps } from '../auth/auth.service.ts';
import { expireUnusedPasswordTokens } from '../auth/password-tokens.queries.ts';
import { deleteUserSessions } from '../auth/session.queries.ts';
import {
  findUser,
  insertUser,
  listUsers as selectUsers,
  lockUser,
  replaceUserViews,
  setUserActive as writeUserActive,
  updateUserFields,
} from './admin-users.queries.ts';

export type UserListFilters = z.output<typeof userListQuerySchema>;
export type UserData = z.output<typeof userInputSchema>;

/** What the user services need: the auth flows' dependencies and a log for mail failures. */
export interface AdminUserDeps extends AuthDeps {
  log: { warn(details: object, message: string): void };
}

const USER_NOT_FOUND = 'No user with this id.';

export async function listUsers(deps: AuthDeps, query: UserListFilters): Promise<UserListResponse> {
  const { items, total } = await selectUsers(deps.database.pool, query, query);
  return pageOf(items, total, query);
}

export async function getUser(deps: AuthDeps, id: number): Promise<AdminUser> {
  const user = await findUser(deps.database.pool, id);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return user;
}

/** The client must exist and every granted view must be one of its views. */
async function checkReferences(tx: Tx, input: UserData): Promise<void> {
  if (!(await clientExists(tx, input.clientId)))
    throw new HttpError(400, 'clientId: no client has this id', 'clientId');
  const foreign = await missingIds(tx, 'views', input.viewIds, input.clientId);
  if (foreign.length)
    throw new HttpError(
      400,
      `viewIds: view ${foreign.join(', ')} is not a view of the chosen client`,
      'viewIds',
    );
}

function emailTaken(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_key'))
    throw new HttpError(409, 'email: another user already has this email', 'email');
  throw error;
}

const fields = (input: UserData) => ({
  name: input.name,
  email: input.email,
  role: input.role,
  clientId: input.clientId,
});

/**
 * Creates the user and their grants in one transaction, then emails the password-creation link.
 * A mail failure does not undo the user: the answer says so and the link can be sent again.
 */
export async function createUser(deps: AdminUserDeps, data: UserData): Promise<CreatedUser> {
  const id = await withTransaction(deps.database.pool, async (tx) => {
    await checkReferences(tx, data);
    const userId = await insertUser(tx, fields(data)).catch(emailTaken);
    await replaceUserViews(tx, userId, data.viewIds);
    return userId;
  });
  let passwordLinkSent = true;
  try {
    await issuePasswordLink(deps, id, 'create');
  } catch (error) {
    deps.log.warn({ err: error, userId: id }, 'the password-creation email could not be sent');
    passwordLinkSent = false;
  }
  return { ...(await getUser(deps, id)), passwordLinkSent };
}

/** An administrator may change anything of their own account but their ADMIN role. */
export async function updateUser(
  deps: AuthDeps,
  actor: SessionUser,
  id: number,
  data: UserData,
): Promise<AdminUser> {
  if (id === actor.id && data.role !== 'ADMIN')
    throw new HttpError(400, 'role: you cannot remove your own administrator role', 'role');
  await withTransaction(deps.database.pool, async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) throw new HttpError(404, USER_NOT_FOUND);
    await checkReferences(tx, data);
    await updateUserFields(tx, id, fields(data)).catch(emailTaken);
    await replaceUserViews(tx, id, data.viewIds);
    // A link sent to the old address must not open the account any more.
    if (before.email.toLowerCase() !== data.email.toLowerCase())
      await expireUnusedPasswordTokens(tx, id);
  });
  return getUser(deps, id);
}

/** Deactivating signs the user out everywhere and voids their links; nobody deactivates themself. */
export async function setUserActive(
  deps: AuthDeps,
  actor: SessionUser,
  id: number,
  active: boolean,
): Promise<AdminUser> {
  if (id === actor.id && !active)
    throw new HttpError(400, 'active: you cannot deactivate your own account', 'active');
  await withTransaction(deps.database.pool, async (tx) => {
    if (!(await lockUser(tx, id))) throw new HttpError(404, USER_NOT_FOUND);
    await writeUserActive(tx, id, active);
    if (!active) {
      await deleteUserSessions(tx, id);
      await expireUnusedPasswordTokens(tx, id);
    }
  });
  return getUser(deps, id);
}

/** A new link: to create the password while there is none, else to restore it. */
export async function sendPasswordLink(deps: AdminUserDeps, id: number): Promise<void> {
  const user = await getUser(deps, id);
  if (!user.active)
    throw new HttpError(409, 'The user is deactivated: reactivate them to send a link.');
  try {
    await issuePasswordLink(deps, id, user.passwordSet ? 'restore' : 'create');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The mail server, not the request, failed: the administrator can simply try again.
    deps.log.warn({ err: error, userId: id }, 'the password email could not be sent');
    throw new HttpError(503, 'The email could not be sent. Please try again in a moment.');
  }
}
