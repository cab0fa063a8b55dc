import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { countRequest } from './rate-limit-counters.queries.ts';
import type { Queryable } from './session.queries.ts';

/**
 * @fastify/rate-limit options that count in the database (rate_limit_counters) instead of each
 * process's memory, so a limit holds as set however many server processes share the load. Keys
 * name their limit (`login:<address>`), as every limiter of the app shares the table.
 */
export function rateLimitInDatabase(db: Queryable): RateLimitPluginOptions {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRequest(db, key, timeWindow / 1000).then(
        ({ count, resetInSeconds }) =>
          callback(null, { current: count, ttl: resetInSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  const store: FastifyRateLimitStoreCtor = DatabaseStore;
  return { global: false, store };
}
