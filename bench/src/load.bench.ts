import autocannon from 'autocannon';
import { startServer } from '../../apps/server/src/test-support/server-process.ts';
import { benchSession, sessionCalls } from './api.bench.ts';
import type { BenchDatabase } from './bench-database.ts';
import { report } from './measure.ts';

const CONNECTIONS = 16;
const PROPERTY_PAGES = 5;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
export const LOAD_TARGET = { requestsPerSecond: 200, p99Ms: 300 };

/**
 * Mixed dashboard load: 16 clients on loopback, each repeating a session (the overview's calls,
 * then five property pages with a channel audit each: 19 + 5 x 8 calls), against
 * the built server in its own process (as `npm start` runs it) on the bench database. autocannon
 * runs here, so the load tool's own work shares the machine's two cores with the server and
 * PostgreSQL, as it would on a small production box behind a proxy.
 */
export async function benchLoad(bench: BenchDatabase): Promise<void> {
  const headers = await benchSession(bench);
  const calls = await sessionCalls(bench, PROPERTY_PAGES);
  const server = await startServer({ DATABASE_URL: bench.url, SEED_DEMO: 'false' });
  try {
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: calls.map(([, path, method = 'GET', payload]) => ({
        method: method as 'GET' | 'POST',
        path,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      })),
    });
    console.log(
      `\nMixed dashboard load (${CONNECTIONS} clients, ${SECONDS} s, sessions of ${calls.length} calls)`,
    );
    const throughput = result.requests.average;
    const failed = result.errors + result.timeouts + result.non2xx;
    report('requests per second', throughput, 'req/s', `>= ${LOAD_TARGET.requestsPerSecond}`);
    report('latency p50', result.latency.p50, 'ms');
    report('latency p99', result.latency.p99, 'ms', `<= ${LOAD_TARGET.p99Ms} ms`);
    report('errors, timeouts and non-2xx answers', failed, 'responses', '0');
    if (
      throughput < LOAD_TARGET.requestsPerSecond ||
      result.latency.p99 > LOAD_TARGET.p99Ms ||
      failed > 0
    ) {
      console.log('  MISSED');
    }
  } finally {
    await server.stop();
  }
}
