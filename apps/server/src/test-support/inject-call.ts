import { fillPath, type ApiCall } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestSession } from './sessions.ts';

export interface CallRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Sends one call of the contract through `app.inject`, as `session` (anonymous without one). */
export function injectCall(
  app: FastifyInstance,
  session: TestSession | null,
  call: ApiCall,
  { params = {}, query, body }: CallRequest = {},
) {
  return app.inject({
    method: call.method,
    url: fillPath(call.path, params),
    ...(query ? { query } : {}),
    headers: session?.headers ?? {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}
