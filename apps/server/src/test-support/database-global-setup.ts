import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connection.ts';
import { copyDatabase, databaseName, dropDatabases } from './database-copies.ts';
import { startEmbeddedServer } from '../db/embedded-server.ts';
import { runMigrations } from '../db/migrate.ts';
import { syncCatalog } from '../modules/catalog/catalog.queries.ts';
import { seedDemo } from '../demo/demo-seed.service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseMode: 'embedded' | 'server';
    /** A copy of the seeded database that nobody connects to, for files that need their own. */
    templateDatabase: string;
  }
}

/**
 * Gives the API suite a fresh, migrated database. `TEST_DB=server` uses the PostgreSQL server at
 * TEST_DATABASE_URL (CI installs Debian's); anything else starts the embedded engine in a temp dir.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mode = process.env.TEST_DB === 'server' ? 'server' : 'embedded';
  const { url, dispose } = mode === 'server' ? await serverDatabase() : await embeddedDatabase();
  const database = connect(url, { max: 2 });
  try {
    await runMigrations(database.db);
    await syncCatalog(database.pool);
    // The demo portfolio is the API suite's fixture: every call answers real data from it.
    const seeded = await seedDemo(database.pool, { today: new Date().toISOString().slice(0, 10) });
    console.log(`Demo portfolio seeded: ${seeded.audits} audits in ${seeded.seconds.toFixed(0)} s`);
  } finally {
    await database.close();
  }
  // Copied while nothing is connected to the seeded database, which CREATE DATABASE requires.
  const template = await copyDatabase(url, `${databaseName(url)}_template`);
  project.provide('databaseUrl', url);
  project.provide('databaseMode', mode);
  project.provide('templateDatabase', template);
  console.log(
    `API tests run on the ${mode === 'server' ? 'PostgreSQL server' : 'embedded PostgreSQL'}`,
  );
  return async () => {
    await dropDatabases(url, databaseName(url)).catch(() => {});
    await dispose();
  };
}

/**
 * The suite's cluster is deleted after the run, so it need not survive a crash: without flushes to
 * disk the seed, each file's copy of the database (a checkpoint each) and every commit cost less.
 * CI's PostgreSQL server cluster is started with the same settings.
 */
const THROWAWAY_CLUSTER = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

async function embeddedDatabase() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lens-api-test-'));
  const server = await startEmbeddedServer(dir, (message) => console.error(message), {
    settings: THROWAWAY_CLUSTER,
  });
  return {
    url: server.url,
    dispose: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function serverDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB=server needs TEST_DATABASE_URL (a role that may CREATE DATABASE).');
  }
  const name = `lens_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
