import path from 'node:path';
import { connect, type Database } from '../../apps/server/src/db/connection.ts';
import { startEmbeddedServer } from '../../apps/server/src/db/embedded-server.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { withTransaction } from '../../apps/server/src/db/transaction.ts';
import { AuditLander } from '../../apps/server/src/modules/audits/landing.service.ts';
import {
  storeAndLand,
  type SnapshotEntry,
} from '../../apps/server/src/modules/audits/snapshot-landing.service.ts';
import { syncCatalog } from '../../apps/server/src/modules/catalog/catalog.queries.ts';
import { propertyIds } from '../../apps/server/src/modules/reference/reference.queries.ts';
import { writeReferenceRecords } from '../../apps/server/src/modules/reference/reference-import.service.ts';
import { materializeViewProperties } from '../../apps/server/src/modules/views/view-scope.queries.ts';
import { BENCH_SCALE, generateBenchPortfolio } from './generate-bench-portfolio.ts';
import { report } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CHUNK = 5_000;

export interface BenchDatabase {
  database: Database;
  /** Where a separate server process reaches the same database. */
  url: string;
  clientId: number;
  viewId: number;
  endDate: string;
  close(): Promise<void>;
}

/**
 * The bench portfolio in its own embedded PostgreSQL (BENCH_DATA_DIR, default .bench-data/), loaded
 * through the product's own landing pipeline, one monthly cycle per transaction. Loading resumes
 * where it stopped and is skipped when complete, because at full scale it takes a long while.
 * BENCH_PROPERTIES picks a smaller scale (its own client).
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const properties = Number(process.env.BENCH_PROPERTIES ?? BENCH_SCALE.properties);
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.bench-data');
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedServer(dataDir, console.error);
  const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const database = connect(url, { max: 4 });
  await runMigrations(database.db);
  await syncCatalog(database.pool);
  const portfolio = generateBenchPortfolio({ properties });
  const clientName = `Bench Hospitality ${properties}`;
  const endDate = '2026-11-22';

  let { rows } = await database.pool.query<{ id: number }>(
    'SELECT id FROM clients WHERE name = $1',
    [clientName],
  );
  if (!rows[0]) {
    const started = performance.now();
    await createBenchClient(database, portfolio, clientName);
    report('bench reference data loaded', (performance.now() - started) / 1000, 's');
    ({ rows } = await database.pool.query<{ id: number }>(
      'SELECT id FROM clients WHERE name = $1',
      [clientName],
    ));
  }
  const clientId = rows[0]!.id;
  const view = await database.pool.query<{ id: number }>(
    `SELECT id FROM views WHERE client_id = $1 AND name = 'All properties'`,
    [clientId],
  );
  await landMissingMonths(database, clientId, portfolio);
  return {
    database,
    url,
    clientId,
    viewId: view.rows[0]!.id,
    endDate,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}

/** The portfolio's first client with its reference data and an all-properties view. */
export async function createBenchClient(
  database: Database,
  portfolio: BenchPortfolio,
  clientName: string,
): Promise<number> {
  return withTransaction(database.pool, async (tx) => {
    const client = await tx.query<{ id: number }>(
      'INSERT INTO clients (name) VALUES ($1) RETURNING id',
      [clientName],
    );
    const clientId = client.rows[0]!.id;
    await writeReferenceRecords(tx, clientId, [
      ...portfolio.referenceRecords(portfolio.clients[0]!.key),
    ]);
    const view = await tx.query<{ id: number }>(
      `INSERT INTO views (client_id, name) VALUES ($1, 'All properties') RETURNING id`,
      [clientId],
    );
    await materializeViewProperties(tx, view.rows[0]!.id);
    return clientId;
  });
}

async function landMissingMonths(
  database: Database,
  clientId: number,
  portfolio: BenchPortfolio,
): Promise<void> {
  const { rows } = await database.pool.query<{ month: string }>(
    `SELECT DISTINCT to_char(audit_date, 'YYYY-MM') AS month FROM audits
     WHERE property_id = (SELECT min(id) FROM properties WHERE client_id = $1)`,
    [clientId],
  );
  const landed = new Set(rows.map((row) => row.month));
  for (const month of portfolio.months.filter((m) => !landed.has(m))) {
    const { audits, seconds } = await landCycle(database, clientId, portfolio, month);
    report(
      `landed cycle ${month} (${audits.toLocaleString('en-US')} audits)`,
      audits / seconds,
      'audits/s',
    );
  }
}

type BenchPortfolio = ReturnType<typeof generateBenchPortfolio>;

/**
 * Lands one monthly cycle of the portfolio's first client through the product's landing, in one
 * transaction, in chunks of 5,000 and one flush, as a chain's monthly import does.
 */
export async function landCycle(
  database: Database,
  clientId: number,
  portfolio: BenchPortfolio,
  month: string,
): Promise<{ audits: number; seconds: number }> {
  const key = portfolio.clients[0]!.key;
  const started = performance.now();
  const audits = await withTransaction(database.pool, async (tx) => {
    const codes = await propertyIds(
      tx,
      clientId,
      (
        await tx.query<{ code: string }>('SELECT code FROM properties WHERE client_id = $1', [
          clientId,
        ])
      ).rows.map((row) => row.code),
    );
    const lander = await AuditLander.open(tx, clientId);
    let count = 0;
    let chunk: SnapshotEntry[] = [];
    for (const record of portfolio.snapshotRecords(key, month)) {
      chunk.push({ propertyId: codes.get(record.propertyCode)!, record });
      if (chunk.length >= CHUNK) {
        count += (await storeAndLand(tx, lander, chunk)).audited;
        chunk = [];
      }
    }
    count += (await storeAndLand(tx, lander, chunk)).audited;
    await lander.flush();
    return count;
  });
  return { audits, seconds: (performance.now() - started) / 1000 };
}
