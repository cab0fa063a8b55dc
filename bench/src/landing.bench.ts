import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../apps/server/src/db/connection.ts';
import { startEmbeddedServer } from '../../apps/server/src/db/embedded-server.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { syncCatalog } from '../../apps/server/src/modules/catalog/catalog.queries.ts';
import { createBenchClient, landCycle } from './bench-database.ts';
import { BENCH_SCALE, generateBenchPortfolio } from './generate-bench-portfolio.ts';
import { percentile, report } from './measure.ts';

/** The whole 10,000-property portfolio (13 cycles) is to land within this. */
export const PORTFOLIO_TARGET_MINUTES = 20;

/**
 * Every monthly cycle of the bench portfolio landed into a fresh embedded database, as a chain's
 * monthly imports arrive: audits/s per cycle, whether any cycle is slower than half the median
 * (the history must not slow landing down), and what the rate means for the whole 10,000-property
 * portfolio. BENCH_LANDING_PROPERTIES picks the scale (default 1,000: a full run at 10,000 takes
 * about an hour; the bench database of the other parts is loaded the same way).
 */
export async function benchLanding(): Promise<void> {
  const properties = Number(process.env.BENCH_LANDING_PROPERTIES ?? 1_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lens-bench-landing-'));
  const server = await startEmbeddedServer(dir, console.error);
  const database = connect(server.url, { max: 4 });
  try {
    await runMigrations(database.db);
    await syncCatalog(database.pool);
    const portfolio = generateBenchPortfolio({ properties });
    const clientId = await createBenchClient(database, portfolio, 'Landing bench');
    console.log(
      `\nLanding (${properties.toLocaleString('en-US')} properties x ${BENCH_SCALE.channelsPerProperty} channels, ${portfolio.months.length} monthly cycles, one transaction each)`,
    );
    const rates: number[] = [];
    let audits = 0;
    let seconds = 0;
    for (const month of portfolio.months) {
      const cycle = await landCycle(database, clientId, portfolio, month);
      rates.push(cycle.audits / cycle.seconds);
      audits += cycle.audits;
      seconds += cycle.seconds;
      report(`cycle ${month}`, cycle.audits / cycle.seconds, 'audits/s');
    }
    const median = percentile(rates, 50);
    const slowest = Math.min(...rates);
    report('slowest cycle / median', slowest / median, 'x', '>= 0.50');
    if (slowest < median / 2) process.exitCode = 1;
    const rate = audits / seconds;
    report('all cycles', rate, 'audits/s');
    const fullAudits =
      BENCH_SCALE.properties * BENCH_SCALE.channelsPerProperty * portfolio.months.length;
    report(
      `10,000-property portfolio at this rate (a projection: slower at scale)`,
      fullAudits / rate / 60,
      'min',
      `<= ${PORTFOLIO_TARGET_MINUTES} min`,
    );
  } finally {
    await database.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
