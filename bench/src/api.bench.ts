import { addDays } from '@lens/domain';
import type { BenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import type { BenchView, ViewShape } from './bench-views.ts';
import {
  benchSession,
  lastDays,
  overviewCalls,
  propertyCalls,
  propertyPages,
} from './dashboard-calls.ts';
import { BenchClient, decodedBody, type Answer, type DashboardCall } from './http-client.ts';
import { heading, percentile, timings } from './measure.ts';

const RUNS = 15;
/** The overview of each; the property page on the all-properties view only. */
const SHAPES: ViewShape[] = ['all', 'list', 'management'];

/**
 * Every dashboard call over a real socket to the built server, one at a time, with
 * `Accept-Encoding: br, gzip`. A first visit asks with a start date not asked before (shifted a
 * day further back each run), so no cache can hold its answer; a return visit repeats the first
 * URL with the ETag it got (a 304 answers it), or without one when no ETag came.
 */
export async function benchApi(bench: BenchDatabase, views: BenchView[]): Promise<void> {
  const headers = await benchSession(bench);
  const { server, stop } = await startBenchServer(bench);
  const client = new BenchClient(server.baseUrl, headers);
  try {
    for (const shape of SHAPES) {
      const view = views.find((candidate) => candidate.shape === shape)!;
      const selection = lastDays(bench, view, 30);
      const [page] = await propertyPages(bench, view.sampleProperties.slice(0, 1));
      const calls = [
        ...overviewCalls(selection),
        ...(shape === 'all' && page ? propertyCalls(selection, page) : []),
      ];
      heading(
        `Dashboard calls over HTTP, view "${view.name}" (up to ${RUNS} runs each; target first-visit p95 <= ${view.targetMs} ms)`,
      );
      console.log(
        `${''.padEnd(36)} first visit: p50 / p95 / p99 ms, wire kB of kB    return: p50 / p95 / p99 ms, answer`,
      );
      for (const call of calls) await benchCall(client, call, view.targetMs);
    }
    console.log(
      '  * same URL every run (no date in it): a server-side cache may answer its first visits',
    );
  } finally {
    client.close();
    await stop();
  }
}

async function benchCall(client: BenchClient, call: DashboardCall, targetMs: number) {
  const [name] = call;
  const dated = call[1].includes('startDate=') || call[3] !== undefined;
  const first = await timings((run) => checked(client, shifted(call, run + 2)), { runs: RUNS });
  const answer = await checked(client, call);
  const json = decodedBody(answer);
  JSON.parse(json.toString('utf8'));
  const returns: Answer[] = [];
  const back = await timings(
    async () => returns.push(await checked(client, call, answer.etag ?? undefined)),
    { runs: RUNS },
  );
  const last = returns.at(-1)!;
  const ms = (samples: number[]) =>
    [50, 95, 99].map((p) => percentile(samples, p).toFixed(1).padStart(6)).join(' /');
  const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
  const p95 = percentile(first, 95);
  console.log(
    `${`${name}${dated ? '' : ' *'}`.padEnd(36)} ${ms(first)} ${kB(answer.wireBytes)} ${(answer.encoding ?? 'raw').padEnd(4)} of ${kB(json.length)}` +
      `    ${ms(back)} ${answer.etag ? String(last.status) : 'no ETag'} ${kB(last.wireBytes)} kB` +
      `${p95 > targetMs ? `   MISSED (p95 ${p95.toFixed(0)} ms > ${targetMs} ms)` : ''}`,
  );
}

/** The call with its range starting `days` earlier. */
function shifted([name, path, method, payload]: DashboardCall, days: number): DashboardCall {
  const earlier = (date: string) => addDays(date, -days);
  return [
    name,
    path.replace(
      /startDate=(\d{4}-\d{2}-\d{2})/,
      (_, date: string) => `startDate=${earlier(date)}`,
    ),
    method,
    payload && typeof payload === 'object' && 'startDate' in payload
      ? { ...payload, startDate: earlier(String(payload.startDate)) }
      : payload,
  ];
}

async function checked(client: BenchClient, call: DashboardCall, etag?: string): Promise<Answer> {
  const answer = await client.send(call, etag);
  if (answer.status >= 400) {
    throw new Error(
      `${call[0]}: ${answer.status} ${decodedBody(answer).toString('utf8').slice(0, 200)}`,
    );
  }
  return answer;
}
