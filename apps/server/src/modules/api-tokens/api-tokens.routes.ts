import { API_TOKEN_CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';

/**
 * The settings page's token management. None of these calls has `tokenAccess`, so the bearer
 * guard refuses tokens here: only a signed-in session manages tokens.
 */
export const apiTokensRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireUser, tags: ['api tokens'] };

  registerCall(app, API_TOKEN_CALLS.listApiTokens, options, async ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return listApiTokens(app.database.pool, userOf(request).id);
  });

  registerCall(app, API_TOKEN_CALLS.createApiToken, options, async ({ body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return createApiToken(app.database.pool, userOf(request), body);
  });

  registerCall(app, API_TOKEN_CALLS.revokeApiToken, options, async ({ params, request }) => {
    await revokeApiToken(app.database.pool, userOf(request).id, params.tokenId);
    return undefined;
  });
};
