import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ACCOUNT_CALLS } from '@lens/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.ts';
import {
  checkPasswordLink,
  login,
  logout,
  requestPasswordRestore,
  RESTORE_LIMITS,
  setPassword,
  type SignedIn,
} from './auth.service.ts';
import { csrfGuard } from './csrf-guard.ts';
import { countRequest } from './rate-limit-counters.queries.ts';
import { rateLimitInDatabase } from './rate-limit-store.ts';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  requireAdmin,
  requireUser,
  userOf,
} from './session-plugin.ts';
import { TooMany, waitText } from './too-many.ts';

const TAGS = ['account'];

/**
 * Sign-in, sign-out, password links and the route guards (docs/product-rules.md, "Routes and page levels"), plus the CSRF
 * guard, which covers every route of the app (hence fastify-plugin).
 */
export const authRoutes = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', csrfGuard(app.config.publicUrl));
    // Encapsulated, so the rate limiter's decorators do not clash with another module's.
    await app.register(accountCalls);
  },
  { name: 'auth-routes' },
);

async function accountCalls(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, rateLimitInDatabase(app.database.pool));
  // Keys name their limit: every limiter counts in the one table, shared by all processes.
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  // Guesses at one account are bounded by its lock (auth.service.ts); this bounds one address
  // trying many accounts.
  const loginLimit = limitedBy(
    app.createRateLimit({
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (request) => `login:${address(request)}`,
    }),
  );
  // Counted in the database, so restarts and several processes do not multiply the emails.
  const restoreLimit: preHandlerAsyncHookHandler = async (request) => {
    const { count, resetInSeconds } = await countRequest(
      app.database.pool,
      `restore-address:${address(request)}`,
      RESTORE_LIMITS.windowSeconds,
    );
    if (count > RESTORE_LIMITS.perAddress) throw tooManyAttempts(resetInSeconds);
  };
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooMany) reply.header('Retry-After', error.retryAfterSeconds);
  });

  // Restore answers before the email goes out, so its timing cannot tell known addresses from
  // unknown ones; closing the app waits for emails still on their way.
  const sending = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled(sending);
  });

  registerCall(
    app,
    ACCOUNT_CALLS.login,
    { preHandler: loginLimit, tags: TAGS },
    async ({ body, reply }) => {
      const signedIn = await login(app.database, body);
      setSessionCookies(app, reply, signedIn);
      reply.header('Cache-Control', 'no-store');
      return { user: signedIn.user };
    },
  );

  registerCall(app, ACCOUNT_CALLS.logout, { tags: TAGS }, async ({ request, reply }) => {
    await logout(app.database, request.cookies[SESSION_COOKIE]);
    clearSessionCookies(app, reply);
    return undefined;
  });

  registerCall(
    app,
    ACCOUNT_CALLS.requestPasswordRestore,
    { preHandler: restoreLimit, tags: TAGS },
    async ({ body, request }) => {
      const mail: Promise<void> = requestPasswordRestore(app, body.email)
        .catch((err: unknown) => request.log.error({ err }, 'password restore email failed'))
        .finally(() => sending.delete(mail));
      sending.add(mail);
      return undefined;
    },
  );

  registerCall(app, ACCOUNT_CALLS.setPassword, { tags: TAGS }, async ({ body }) => {
    await setPassword(app.database, body);
    return undefined;
  });

  registerCall(app, ACCOUNT_CALLS.checkPasswordLink, { tags: TAGS }, async ({ body }) => {
    await checkPasswordLink(app.database, body);
    return undefined;
  });

  registerCall(
    app,
    ACCOUNT_CALLS.checkCredentials,
    { onRequest: requireUser, tags: TAGS },
    async ({ request, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return { user: userOf(request) };
    },
  );

  registerCall(
    app,
    ACCOUNT_CALLS.checkUserRights,
    { onRequest: requireAdmin, tags: TAGS },
    async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return { admin: true as const };
    },
  );
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A preHandler counting the request against every limiter and answering 429 when any is exceeded.
 * The plugin's own route hooks cannot be stacked: the first one marks the request as limited.
 */
export function limitedBy(...limiters: Limiter[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const results = await Promise.all(limiters.map((limiter) => limiter(request)));
    const waits = results.flatMap((result) =>
      !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
    );
    if (waits.length === 0) return;
    const seconds = Math.max(1, ...waits);
    reply.header('Retry-After', seconds);
    throw tooManyAttempts(seconds);
  };
}

function tooManyAttempts(seconds: number): TooMany {
  return new TooMany(seconds, `Too many attempts. Please try again in ${waitText(seconds)}.`);
}

function cookieOptions(app: FastifyInstance) {
  return { path: '/', sameSite: 'lax', secure: app.config.cookieSecure } as const;
}

// The CSRF cookie is readable on purpose: the web echoes it in the x-csrf-token header.
export function setSessionCookies(
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedIn,
): void {
  reply.setCookie(SESSION_COOKIE, signedIn.token, { ...cookieOptions(app), httpOnly: true });
  reply.setCookie(CSRF_COOKIE, signedIn.csrfToken, { ...cookieOptions(app), httpOnly: false });
}

function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(app));
}
