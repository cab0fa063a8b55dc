import { errorResponseSchema, type ApiCall } from '@lens/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { apiTokenSecurity } from '../modules/api-tokens/api-token-docs.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface CallInput<C extends ApiCall> {
  query: Out<C['query']>;
  params: Out<C['params']>;
  body: Out<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends ApiCall> = (
  input: CallInput<C>,
) => Promise<z.input<C['response']>>;

const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 413, 415, 429, 503] as const;

/**
 * Registers one call of the contract: its method, path and schemas come from packages/contracts,
 * so the server validates requests and answers with the very schemas the web parses with and the
 * OpenAPI document shows.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: {
    /** Guards (sign-in, rights) run before the body is read, so an anonymous bad request is a 401. */
    onRequest?: onRequestHookHandler | onRequestHookHandler[];
    /** Hooks that need the parsed request, such as a rate limit keyed by a body field. */
    preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
    tags?: string[];
    /**
     * A read whose answer depends only on the client's data, the user and the query string:
     * answered with an ETag per data version, a 304 or a kept body (modules/data-version).
     */
    cachedPerDataVersion?: boolean;
  },
  handler: CallHandler<C>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    onRequest: options.onRequest,
    preHandler: options.preHandler,
    // The bearer guard (modules/api-tokens) reads which calls accept a token and with which scope.
    config: {
      callId: call.id,
      tokenAccess: call.tokenAccess,
      cachedPerDataVersion: options.cachedPerDataVersion,
    },
    schema: {
      operationId: call.id,
      summary: call.description,
      tags: options.tags,
      ...(call.tokenAccess ? apiTokenSecurity(call.tokenAccess) : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.body && call.bodyType !== 'multipart' ? { body: call.body } : {}),
      response: {
        ...(call.responseType === 'file' ? {} : { [call.status]: call.response }),
        ...Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorResponseSchema])),
        ...(call.rejection ? { 400: call.rejection } : {}),
      },
    },
    handler: async (request, reply) => {
      const result = await handler({
        query: request.query as Out<C['query']>,
        params: request.params as Out<C['params']>,
        body: request.body as Out<C['body']>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      reply.status(call.status);
      return call.status === 204 ? undefined : result;
    },
  });
}
