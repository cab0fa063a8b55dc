import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { CLIENT_SSO_CALLS as CALLS } from '@lens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { limitedBy, setSessionCookies } from '../auth/auth.routes.ts';
import { rateLimitInDatabase } from '../auth/rate-limit-store.ts';
import { requireAdmin, userOf } from '../auth/session-plugin.ts';
import {
  getClientSso,
  lookupSso,
  SSO_CALLBACK_PATH,
  testDiscovery,
  updateClientSso,
} from './client-sso.service.ts';
import {
  finishSso,
  SSO_ATTEMPT_MINUTES,
  SsoRejected,
  startSso,
  type SsoDeps,
} from './sso-login.service.ts';

/** Binds a sign-in to the browser that started it; only the callback reads it. */
export const SSO_STATE_COOKIE = 'lens_sso_state';

/**
 * OpenID Connect sign-in per client: the admin settings and discovery test, the lookup of a work
 * email, and the two browser legs of the flow (GET /sso/{slug} to the provider, GET
 * /auth/sso/callback back), which answer with redirects, never with an error page: every failure
 * lands on /login?sso_error={code}.
 */
export async function clientSsoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, rateLimitInDatabase(app.database.pool));
  const box = secretBox(app.config.secretsKey);
  if (!box.encrypts) {
    app.log.warn('SECRETS_KEY is not set: single sign-on client secrets are stored unencrypted.');
  }
  // The provider is reached like a connector's page: private addresses only for the test hosts.
  const deps: SsoDeps = {
    pool: app.database.pool,
    box,
    fetchPolicy: { allowHosts: app.config.connectorAllowHosts },
  };
  const admin = { onRequest: requireAdmin, tags: ['administration'] };

  registerCall(app, CALLS.getClientSso, admin, ({ params }) =>
    getClientSso(deps.pool, params.clientId),
  );
  registerCall(app, CALLS.updateClientSso, admin, ({ params, body, request }) =>
    updateClientSso(deps.pool, box, params.clientId, body, userOf(request).id),
  );
  registerCall(app, CALLS.testSsoDiscovery, admin, ({ body }) =>
    testDiscovery(body.issuer, deps.fetchPolicy),
  );

  // Each start stores an attempt, so anonymous callers may not start them without limit.
  const perMinute = (name: string) =>
    limitedBy(
      app.createRateLimit({
        max: 30,
        timeWindow: '1 minute',
        keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
      }),
    );
  const lookupLimit = perMinute('sso-lookup');
  const startLimit = perMinute('sso-start');
  registerCall(app, CALLS.lookupSso, { preHandler: lookupLimit, tags: ['account'] }, ({ body }) =>
    lookupSso(deps.pool, body.email),
  );

  const stateCookie = {
    path: SSO_CALLBACK_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET from its own site.
    sameSite: 'lax',
    secure: app.config.cookieSecure,
  } as const;

  app.get('/sso/*', { schema: { hide: true }, preHandler: startLimit }, async (request, reply) => {
    const entryPath = request.url.split('?')[0]!.replace(/\/+$/, '');
    const hint = (request.query as Record<string, unknown>).login_hint;
    try {
      const { location, state } = await startSso(
        deps,
        decodedPath(entryPath),
        `${request.protocol}://${request.host}`,
        typeof hint === 'string' && hint.length <= 320 ? hint : null,
      );
      reply.setCookie(SSO_STATE_COOKIE, state, {
        ...stateCookie,
        maxAge: SSO_ATTEMPT_MINUTES * 60,
      });
      return redirect(reply, location);
    } catch (error) {
      return failed(request, reply, error);
    }
  });

  app.get(SSO_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.clearCookie(SSO_STATE_COOKIE, stateCookie);
    try {
      const query = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const signedIn = await finishSso(deps, query, request.cookies[SSO_STATE_COOKIE]);
      setSessionCookies(app, reply, signedIn);
      // The web's /login route sends a signed-in visitor on to the page they wanted.
      return redirect(reply, '/login?sso=complete');
    } catch (error) {
      return failed(request, reply, error);
    }
  });
}

// A malformed escape matches no client's entry path, which then says "unavailable".
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function redirect(reply: FastifyReply, location: string) {
  return reply.header('Cache-Control', 'no-store').redirect(location, 302);
}

function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof SsoRejected)) {
    request.log.error({ err: error }, 'single sign-on failed unexpectedly');
    return redirect(reply, '/login?sso_error=provider');
  }
  request.log.warn({ err: error.cause, reason: error.message }, `single sign-on: ${error.failure}`);
  return redirect(reply, `/login?sso_error=${error.failure}`);
}
