import { benchApi } from './api.bench.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchBundle } from './bundle.bench.ts';
import { benchDashboard } from './dashboard.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchGenerator } from './generator.bench.ts';
import { benchImport } from './import.bench.ts';
import { benchUrlCodec } from './url-codec.bench.ts';

console.log(`ListingLens benchmarks on Node ${process.version}\n`);
benchUrlCodec();
benchBundle();
benchEngine();
benchGenerator();
await benchImport();
const bench = await openBenchDatabase();
try {
  await benchDashboard(bench);
  await benchApi(bench);
} finally {
  await bench.close();
}
