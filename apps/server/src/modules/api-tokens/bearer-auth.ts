import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { ApiTokenScope } from '@lens/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/error-handler.ts';
import { limitedBy } from '../auth/auth.routes.ts';
import { rateLimitInDatabase } from '../auth/rate-limit-store.ts';
import { authenticateToken } from './api-tokens.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerCall on the routes of the contract: their call id and token scope. */
    callId?: string;
    tokenAccess?: ApiTokenScope;
  }
}

/**
 * `Authorization: Bearer <token>` on the calls whose contract has `tokenAccess`: the token's user
 * becomes the request's user, so every call keeps its own view checks. Other calls refuse the
 * header with 403. A session resolved from a cookie keeps its CSRF token, so a request carrying
 * both still has to pass the CSRF guard; a bearer-only request carries no ambient credential a
 * foreign site could ride, hence needs none. Runs after the session plugin, before that guard.
 */
export const bearerAuthPlugin = fp(
  async (app: FastifyInstance) => {
    let limit: preHandlerAsyncHookHandler | undefined;
    // Encapsulated, like the account calls' limiter, so the two plugins' decorators do not clash.
    await app.register(async (scope) => {
      await scope.register(rateLimit, rateLimitInDatabase(app.database.pool));
      limit = limitedBy(
        scope.createRateLimit({
          max: 300,
          timeWindow: '1 minute',
          keyGenerator: (request) => `api-token:${tokenPrefix(request.headers.authorization)}`,
        }),
        scope.createRateLimit({
          max: 600,
          timeWindow: '1 minute',
          keyGenerator: (request) => `api-token-ip:${normalizeIP(request.ip)}`,
        }),
      );
    });

    app.addHook('onRequest', async function (request, reply) {
      const header = request.headers.authorization;
      const { callId, tokenAccess } = request.routeOptions.config;
      // Pages, assets and the docs are not calls of the contract: a header there changes nothing.
      if (header === undefined || callId === undefined) return;
      if (tokenAccess === undefined) {
        throw new HttpError(
          403,
          `API tokens are accepted only by the read and import calls marked in /docs; ${callId} needs a signed-in session.`,
          'authorization',
        );
      }
      await limit!.call(this, request, reply);
      const signIn = await authenticateToken(app.database.pool, header);
      if (!signIn.scopes.includes(tokenAccess)) {
        throw new HttpError(
          403,
          `This API token lacks the ${tokenAccess} scope ${callId} needs.`,
          'authorization',
        );
      }
      request.user = signIn.user;
    });
  },
  { name: 'bearer-auth' },
);

// The public part of the token: it keys the limit before the token is looked up.
function tokenPrefix(header: string | undefined): string {
  return /lens_[0-9a-f]{8}/.exec(header ?? '')?.[0] ?? 'none';
}
