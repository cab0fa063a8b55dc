import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  startServer,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import type { BenchDatabase } from './bench-database.ts';

/**
 * The built server (apps/server/dist/main.js, `npm run build` first) in its own process on the
 * bench database, as `npm start` runs it: without the demo seed, and with a data folder of its
 * own (the server empties its upload folder at start).
 */
export async function startBenchServer(
  bench: BenchDatabase,
): Promise<{ server: ServerProcess; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-bench-server-'));
  const server = await startServer({
    DATABASE_URL: bench.url,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
  });
  return {
    server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
