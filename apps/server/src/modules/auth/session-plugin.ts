import type { SessionUser } from '@lens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/error-handler.ts';
import { findSession } from './session.queries.ts';

export const SESSION_COOKIE = 'lens_session';
export const CSRF_COOKIE = 'lens_csrf';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null when anonymous. */
    user: SessionUser | null;
    csrfToken: string | null;
  }
}

/**
 * Resolves the session cookie once per request. Routes choose their guard: `requireUser` (401
 * when anonymous) or `requireAdmin` (403 for non-admins).
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('csrfToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(app.database.pool, token, app.config.sessionMaxDays);
    if (session) {
      request.user = session.user;
      request.csrfToken = session.csrfToken;
    }
  });
});

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new HttpError(401, 'Please sign in.');
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user!.role !== 'ADMIN') throw new HttpError(403, 'Administrators only.');
}

/** The signed-in user of a guarded route. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Please sign in.');
  return request.user;
}
