import type { FastifyBaseLogger } from 'fastify';
import { requestContext } from './request-context.ts';

/**
 * A promise that rejects with no handler ends a Node process by default: one bad request would
 * stop the service for every client. The rejection is logged, with the request it came from, and
 * the process goes on; the request itself has already been answered by the error handler or by
 * its own awaited work. Lint (no-floating-promises) keeps such promises rare; this is the net.
 */
export function installProcessGuards(log: FastifyBaseLogger): () => void {
  const onRejection = (reason: unknown) => {
    log.error({ err: reason, request: requestContext.getStore() }, 'unhandled promise rejection');
  };
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('unhandledRejection', onRejection);
  };
}
