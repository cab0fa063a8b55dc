import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify refuses a bare hop count, since it cannot tell
 * the proxy from a client that reaches the server directly; a hop count is the deployment's word
 * that nothing does, so it becomes a function trusting that many hops, whatever their address.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
