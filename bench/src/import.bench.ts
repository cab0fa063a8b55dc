import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { connect } from '../../apps/server/src/db/connection.ts';
import { startEmbeddedServer } from '../../apps/server/src/db/embedded-server.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { syncCatalog } from '../../apps/server/src/modules/catalog/catalog.queries.ts';
import { importFile } from '../../apps/server/src/modules/imports/import.service.ts';
import { generateBenchPortfolio } from './generate-bench-portfolio.ts';
import { report } from './measure.ts';

const PROPERTIES = 1_000;

async function writeNdjson(file: string, records: Iterable<unknown>): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  for (const record of records) {
    if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
    count += 1;
  }
  out.end();
  await once(out, 'finish');
  return count;
}

/** Import throughput through the product's importer: files on disk, a fresh embedded database. */
export async function benchImport(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lens-bench-import-'));
  const server = await startEmbeddedServer(dir, console.error);
  const database = connect(server.url);
  try {
    await runMigrations(database.db);
    await syncCatalog(database.pool);
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO clients (name) VALUES ('Import bench') RETURNING id`,
    );
    const clientId = rows[0]!.id;
    const portfolio = generateBenchPortfolio({ properties: PROPERTIES });
    const key = portfolio.clients[0]!.key;
    const referenceFile = path.join(dir, 'reference.ndjson');
    const snapshotFile = path.join(dir, 'snapshots.ndjson');
    const referenceRows = await writeNdjson(referenceFile, portfolio.referenceRecords(key));
    const snapshotRows = await writeNdjson(
      snapshotFile,
      portfolio.snapshotRecords(key, portfolio.months.at(-1)!),
    );

    console.log(`\nImport (${PROPERTIES.toLocaleString('en-US')} properties, NDJSON)`);
    let started = performance.now();
    await importFile(database.pool, { clientId, kind: 'REFERENCE', filePath: referenceFile });
    report(
      `reference import (${referenceRows} rows)`,
      referenceRows / ((performance.now() - started) / 1000),
      'rows/s',
    );
    started = performance.now();
    await importFile(database.pool, { clientId, kind: 'SNAPSHOTS', filePath: snapshotFile });
    report(
      `snapshot import + audit (${snapshotRows.toLocaleString('en-US')} rows)`,
      snapshotRows / ((performance.now() - started) / 1000),
      'rows/s',
    );
  } finally {
    await database.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
