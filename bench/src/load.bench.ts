import { addDays, addMonths } from '@lens/domain';
import { Random } from '../../apps/server/src/demo/random.ts';
import type { BenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import type { BenchView } from './bench-views.ts';
import {
  benchSession,
  filterChoices,
  lastDays,
  overviewCalls,
  propertyCalls,
  propertyPages,
  type PropertyPage,
  type Selection,
} from './dashboard-calls.ts';
import { BenchClient, type DashboardCall } from './http-client.ts';
import { heading, percentile, report } from './measure.ts';

const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
export const LOAD_TARGET = { requestsPerSecond: 200, p99Ms: 300 };

interface Sample {
  call: string;
  ms: number;
  status: number;
  wireBytes: number;
  /** Sent with the ETag of an earlier answer to the same URL. */
  returning: boolean;
}

/**
 * Mixed dashboard load on the built server in its own process: 16 clients over keep-alive
 * sockets, each a manager (a user of their own, granted that view) working in one view (the
 * clients spread over every view shape). A
 * session opens the overview of the view's last 30 days, changes the filters twice (another range,
 * a region, city, language, ...) and opens two property pages. Each client keeps the ETags it got,
 * as a browser does, so the overview it opens again is a return visit. The load runs here, so its
 * own work shares the machine's two cores with the server and PostgreSQL.
 */
export async function benchLoad(bench: BenchDatabase, views: BenchView[]): Promise<void> {
  // Each client is a manager granted its view alone: the server shares a cached answer among
  // users who may open the same views, so the clients of one view meet each other's answers (as
  // colleagues do) and those of other views never do.
  const sessions = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) =>
      benchSession(bench, `bench-load-${index + 1}`, [views[index % views.length]!.view.id]),
    ),
  );
  const pages = new Map<BenchView, PropertyPage[]>();
  for (const view of views) pages.set(view, await propertyPages(bench, view.sampleProperties));
  const ranges = [
    (view: BenchView) => lastDays(bench, view, 30),
    (view: BenchView) => lastDays(bench, view, 90),
    (view: BenchView) => lastDays(bench, view, 365),
    (view: BenchView): Selection => {
      const monthStart = `${bench.endDate.slice(0, 7)}-01`;
      return { view, startDate: addMonths(monthStart, -1), endDate: addDays(monthStart, -1) };
    },
  ];
  const { server, stop } = await startBenchServer(bench);
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let seconds: number;
  try {
    const clients = Array.from({ length: CLIENTS }, (_, index) => {
      const view = views[index % views.length]!;
      const random = new Random(index + 1);
      const etags = new Map<string, string>();
      const http = new BenchClient(server.baseUrl, sessions[index]!);
      const run = async (calls: DashboardCall[]) => {
        for (const call of calls) {
          if (performance.now() > deadline) return;
          const etag = etags.get(call[1]);
          const answer = await http.send(call, etag).catch(() => null);
          if (answer?.etag) etags.set(call[1], answer.etag);
          samples.push({
            call: call[0],
            ms: answer?.ms ?? Number.POSITIVE_INFINITY,
            status: answer?.status ?? 0,
            wireBytes: answer?.wireBytes ?? 0,
            returning: etag !== undefined,
          });
        }
      };
      const session = async () => {
        const home = lastDays(bench, view, 30);
        const changed = (): Selection => ({
          ...random.pick(ranges)(view),
          filter: random.pick(filterChoices(view)),
        });
        await run(overviewCalls(home));
        await run(overviewCalls(changed()));
        await run(propertyCalls(home, random.pick(pages.get(view)!)));
        await run(overviewCalls(changed()));
        await run(propertyCalls(home, random.pick(pages.get(view)!)));
      };
      return (async () => {
        while (performance.now() < deadline) await session();
        http.close();
      })();
    });
    await Promise.all(clients);
    seconds = (performance.now() - started) / 1000;
  } finally {
    await stop();
  }
  summarise(samples, seconds, views);
}

function summarise(samples: Sample[], seconds: number, views: BenchView[]): void {
  heading(
    `Mixed dashboard load (${CLIENTS} clients over ${views.length} view shapes, ${seconds.toFixed(0)} s, varied sessions)`,
  );
  const ok = samples.filter((sample) => sample.status > 0 && sample.status < 400);
  const throughput = ok.length / seconds;
  const ms = (subset: Sample[]) => subset.map((sample) => sample.ms);
  const all = ms(samples);
  const first = samples.filter((sample) => !sample.returning);
  const back = samples.filter((sample) => sample.returning);
  const failed = samples.length - ok.length;
  const mean = (subset: Sample[]) =>
    subset.reduce((sum, sample) => sum + sample.wireBytes, 0) / Math.max(1, subset.length) / 1000;
  report('requests per second', throughput, 'req/s', `>= ${LOAD_TARGET.requestsPerSecond}`);
  report('latency p50 / p95', percentile(all, 50), `ms / ${percentile(all, 95).toFixed(1)} ms`);
  report('latency p99', percentile(all, 99), 'ms', `<= ${LOAD_TARGET.p99Ms} ms`);
  report(
    `first visits (${first.length}): p95 / p99`,
    percentile(ms(first), 95),
    `ms / ${percentile(ms(first), 99).toFixed(1)} ms, ${mean(first).toFixed(1)} kB a call on the wire`,
  );
  report(
    `return visits (${back.length}, ${back.filter((s) => s.status === 304).length} answered 304): p95 / p99`,
    percentile(ms(back), 95),
    `ms / ${percentile(ms(back), 99).toFixed(1)} ms, ${mean(back).toFixed(1)} kB a call on the wire`,
  );
  report('errors, timeouts and answers >= 400', failed, 'responses', '0');
  const byCall = new Map<string, Sample[]>();
  for (const sample of samples) {
    const group = byCall.get(sample.call);
    if (group) group.push(sample);
    else byCall.set(sample.call, [sample]);
  }
  const slowest = [...byCall]
    .map(([call, subset]) => [call, percentile(ms(subset), 99), subset.length] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  for (const [call, p99, count] of slowest) report(`  p99 of ${call} (${count})`, p99, 'ms');
  const missed = [
    throughput < LOAD_TARGET.requestsPerSecond
      ? `${throughput.toFixed(0)} req/s < ${LOAD_TARGET.requestsPerSecond}`
      : '',
    percentile(all, 99) > LOAD_TARGET.p99Ms
      ? `p99 ${percentile(all, 99).toFixed(0)} ms > ${LOAD_TARGET.p99Ms} ms`
      : '',
    failed > 0 ? `${failed} failed` : '',
  ].filter(Boolean);
  if (missed.length) console.log(`  MISSED: ${missed.join(', ')}`);
}
