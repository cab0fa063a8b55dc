import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ACCOUNT_CALLS, type LoginRequest } from '@lens/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/error-handler.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  login,
  logout,
  requestPasswordRestore,
  setPassword,
  type SignedIn,
} from './auth.service.ts';
import { csrfGuard } from './csrf-guard.ts';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  requireAdmin,
  requireUser,
  userOf,
} from './session-plugin.ts';

const TAGS = ['account'];

/**
 * Sign-in, sign-out, password links and the route guards of SPEC.md section 6, plus the CSRF
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
  await app.register(rateLimit, { global: false });
  // Keys name their limit, so limiters stay apart should they ever share a store (Redis).
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const loginLimit = limitedBy(
    app.createRateLimit({
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (request) => `login:${address(request)}`,
    }),
    app.createRateLimit({
      max: 10,
      timeWindow: '1 minute',
      keyGenerator: (request) =>
        `login:${address(request)}:${(request.body as LoginRequest).email.toLowerCase()}`,
    }),
  );
  const restoreLimit = limitedBy(
    app.createRateLimit({
      max: 5,
      timeWindow: '15 minutes',
      keyGenerator: (request) => `restore:${address(request)}`,
    }),
  );

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
    const wait = seconds < 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute');
    throw new HttpError(429, `Too many attempts. Please try again in ${wait}.`);
  };
}

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
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
