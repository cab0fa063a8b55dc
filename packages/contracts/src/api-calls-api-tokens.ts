import { defineCall } from './api-call.ts';
import {
  apiTokenListSchema,
  apiTokenParamsSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from './api-tokens.ts';
import { noContentSchema } from './common.ts';

/**
 * The signed-in user's personal API tokens (the settings page). Managing tokens needs the
 * session: a token cannot mint or revoke tokens, so these calls answer 403 to bearer requests.
 */
export const API_TOKEN_CALLS = {
  listApiTokens: defineCall({
    id: 'listApiTokens',
    method: 'GET',
    path: '/dashboard/user/api-tokens',
    status: 200,
    response: apiTokenListSchema,
    errors: [401, 403],
    description: "The signed-in user's API tokens that are not revoked, newest first",
  }),
  createApiToken: defineCall({
    id: 'createApiToken',
    method: 'POST',
    path: '/dashboard/user/api-tokens',
    body: createApiTokenBodySchema,
    status: 200,
    response: createdApiTokenSchema,
    errors: [401, 403, 409],
    description:
      'Create a token; its secret is in this answer only. 409 at the limit of live tokens, 403 for the import scope without import rights',
  }),
  revokeApiToken: defineCall({
    id: 'revokeApiToken',
    method: 'DELETE',
    path: '/dashboard/user/api-tokens/:tokenId',
    params: apiTokenParamsSchema,
    status: 204,
    response: noContentSchema,
    errors: [401, 403, 404],
    description: 'Revoke one of your tokens at once; 404 when it is not yours or already revoked',
  }),
} as const;
