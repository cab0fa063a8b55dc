import { timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CALLS, CLIENT_SSO_CALLS } from '@lens/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/error-handler.ts';
import { CSRF_COOKIE, CSRF_HEADER } from './session-plugin.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Signing in, asking for a link and using it happen before there is a session the page can read
// a token from; a stale session cookie must not block them.
const ANONYMOUS_CALLS = new Set<string>([
  ACCOUNT_CALLS.login.path,
  ACCOUNT_CALLS.requestPasswordRestore.path,
  ACCOUNT_CALLS.setPassword.path,
  ACCOUNT_CALLS.checkPasswordLink.path,
  CLIENT_SSO_CALLS.lookupSso.path,
]);

/**
 * Defence against cross-site writes, as an onRequest hook for the whole app: an unsafe request
 * from another origin is refused outright, and one authenticated by the session cookie must echo
 * the session's CSRF token in a header, which another site cannot read. Requests without a session
 * are left alone: they are anonymous and get 401 wherever a session is required.
 */
export function csrfGuard(publicUrl: string): onRequestAsyncHookHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const from = originOf(origin);
      if (from === null || (from !== publicOrigin && from !== originOf(ownOrigin(request)))) {
        throw new HttpError(403, 'Requests from other sites are not allowed.');
      }
    }
    if (request.csrfToken === null || ANONYMOUS_CALLS.has(request.routeOptions.url ?? '')) return;
    if (!sameToken(request.headers[CSRF_HEADER], request.csrfToken)) {
      throw new HttpError(
        403,
        `The ${CSRF_HEADER} header must carry the CSRF token of your session (the ${CSRF_COOKIE} cookie).`,
      );
    }
  };
}

// The origin the request was addressed to, also behind a proxy or the web's dev server.
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
