import { defineCall } from './api-call.ts';
import {
  adminUserSchema,
  createdUserSchema,
  userActiveBodySchema,
  userInputSchema,
  userListQuerySchema,
  userListResponseSchema,
  userParamsSchema,
} from './admin-users.ts';
import { noContentSchema } from './common.ts';

/** Administration of users: every call answers 403 to a USER. */
export const ADMIN_USER_CALLS = {
  listUsers: defineCall({
    id: 'listUsers',
    method: 'GET',
    path: '/dashboard/admin/users',
    query: userListQuerySchema,
    status: 200,
    response: userListResponseSchema,
    errors: [403],
    description: 'Users of every client, searched by name or email, one page at a time',
  }),
  getUser: defineCall({
    id: 'getUser',
    method: 'GET',
    path: '/dashboard/admin/users/:userId',
    params: userParamsSchema,
    status: 200,
    response: adminUserSchema,
    errors: [403, 404],
    description: 'One user with the views granted to them',
  }),
  createUser: defineCall({
    id: 'createUser',
    method: 'POST',
    path: '/dashboard/admin/users',
    body: userInputSchema,
    status: 200,
    response: createdUserSchema,
    errors: [403, 409],
    description:
      'Create a user and email them the link to create their password; 409 for a used email',
  }),
  updateUser: defineCall({
    id: 'updateUser',
    method: 'PUT',
    path: '/dashboard/admin/users/:userId',
    params: userParamsSchema,
    body: userInputSchema,
    status: 200,
    response: adminUserSchema,
    errors: [403, 404, 409],
    description: "Change a user's name, email, role, client and granted views",
  }),
  setUserActive: defineCall({
    id: 'setUserActive',
    method: 'PUT',
    path: '/dashboard/admin/users/:userId/active',
    params: userParamsSchema,
    body: userActiveBodySchema,
    status: 200,
    response: adminUserSchema,
    errors: [403, 404],
    description: 'Deactivate (signs the user out everywhere) or reactivate a user; never oneself',
  }),
  sendUserPasswordLink: defineCall({
    id: 'sendUserPasswordLink',
    method: 'POST',
    path: '/dashboard/admin/users/:userId/password-link',
    params: userParamsSchema,
    status: 202,
    response: noContentSchema,
    errors: [403, 404, 409, 503],
    description:
      'Email the user a new password link: create when they have no password yet, else restore',
  }),
} as const;
