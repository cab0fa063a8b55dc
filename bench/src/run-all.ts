import { benchApi } from './api.bench.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchBundle } from './bundle.bench.ts';
import { benchDashboard } from './dashboard.bench.ts';
import { benchDuckDb } from './duckdb.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchGenerator } from './generator.bench.ts';
import { benchImport } from './import.bench.ts';
import { benchLanding } from './landing.bench.ts';
import { benchLoad } from './load.bench.ts';
import { benchReAudit } from './re-audit.bench.ts';
import { benchTruth } from './truth.bench.ts';
import { benchUrlCodec } from './url-codec.bench.ts';
import { benchViews } from './bench-views.ts';
import { loadAverage } from './measure.ts';
import { benchWeb } from './web.bench.ts';

// BENCH_ONLY=dashboard,load runs just those parts (names as below), to iterate on one figure.
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
/** Whether to run a part; if so, prints the load average it starts under: the machine is shared. */
const starting = (name: string) => {
  if (wanted(name)) console.log(`\n[${name}: ${loadAverage()}]`);
  return wanted(name);
};

console.log(`ListingLens benchmarks on Node ${process.version}`);
if (starting('truth')) benchTruth();
if (starting('codec')) benchUrlCodec();
if (starting('bundle')) benchBundle();
if (starting('engine')) benchEngine();
if (starting('generator')) benchGenerator();
if (starting('import')) await benchImport();
if (starting('landing')) await benchLanding();
if (starting('web')) await benchWeb();
if (['dashboard', 'api', 'load', 'duckdb', 'reaudit'].some(wanted)) {
  const bench = await openBenchDatabase();
  try {
    const views = await benchViews(bench);
    if (starting('dashboard')) await benchDashboard(bench, views);
    if (starting('duckdb')) await benchDuckDb(bench, views);
    if (starting('api')) await benchApi(bench, views);
    if (starting('load')) await benchLoad(bench, views);
    // Last: it rewrites audits (to the same results), which the other figures should not follow.
    if (starting('reaudit')) await benchReAudit(bench);
  } finally {
    await bench.close();
  }
}
