import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What a log line about a stray failure needs to name the request it came from. */
export interface RequestContext {
  reqId: string;
  method: string;
  url: string;
}

/**
 * The request whose work is running. Node keeps the store on every promise made inside it, so an
 * `unhandledRejection` listener still sees the request that started the rejected promise. Fastify
 * runs body parsing in the request's own async scope, so the handler is still inside it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ reqId: request.id, method: request.method, url: request.url }, done);
  });
}
