import { benchApi } from './api.bench.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchBundle } from './bundle.bench.ts';
import { benchDashboard } from './dashboard.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchGenerator } from './generator.bench.ts';
import { benchImport } from './import.bench.ts';
import { benchLoad } from './load.bench.ts';
import { benchReAudit } from './re-audit.bench.ts';
import { benchTruth } from './truth.bench.ts';
import { benchUrlCodec } from './url-codec.bench.ts';
import { benchWeb } from './web.bench.ts';

// BENCH_ONLY=dashboard,load runs just those parts (names as below), to iterate on one figure.
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

console.log(`ListingLens benchmarks on Node ${process.version}\n`);
if (wanted('truth')) benchTruth();
if (wanted('codec')) benchUrlCodec();
if (wanted('bundle')) benchBundle();
if (wanted('engine')) benchEngine();
if (wanted('generator')) benchGenerator();
if (wanted('import')) await benchImport();
if (wanted('web')) await benchWeb();
if (['dashboard', 'api', 'load', 'reaudit'].some(wanted)) {
  const bench = await openBenchDatabase();
  try {
    if (wanted('dashboard')) await benchDashboard(bench);
    if (wanted('api')) await benchApi(bench);
    if (wanted('load')) await benchLoad(bench);
    // Last: it rewrites audits (to the same results), which the other figures should not follow.
    if (wanted('reaudit')) await benchReAudit(bench);
  } finally {
    await bench.close();
  }
}
