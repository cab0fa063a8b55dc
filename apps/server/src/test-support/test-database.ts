import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../db/connection.ts';
import { copyDatabase, databaseName, dropDatabase, urlOfDatabase } from './database-copies.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

// Set by the api project's setup file before each test file runs (file-database-setup.ts).
const fileDatabaseKey = Symbol.for('lens.test.fileDatabaseUrl');
type WithFileDatabase = { [fileDatabaseKey]?: string };

/** Records the database the running test file owns. */
export function useFileDatabase(url: string): void {
  (globalThis as WithFileDatabase)[fileDatabaseKey] = url;
}

/**
 * The running test file's own copy of the seeded demo database: files run in parallel, and none
 * sees another's writes.
 */
export function fileDatabaseUrl(): string {
  const url = (globalThis as WithFileDatabase)[fileDatabaseKey];
  if (!url) throw new Error('No database for this file: the api project gives each file one.');
  return url;
}

/** A connection to the file's own database (migrated, catalog synced, demo seeded). */
export function testDatabase(): Database {
  return connect(fileDatabaseUrl(), { max: 4 });
}

/** A client of its own per test file, so files never see each other's portfolios. */
export async function createClient(database: Database, name: string): Promise<number> {
  const { rows } = await database.pool.query<Pick<Row<typeof schema.clients>, 'id'>>(
    'INSERT INTO clients (name) VALUES ($1) RETURNING id',
    [`${name} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`],
  );
  return rows[0]!.id;
}

/**
 * A fresh copy of the seeded demo database, taken from the template nobody connects to: each
 * test file gets one, and a file that starts a server process on a database of its own (hostile
 * input, process faults) takes another. `drop` removes it.
 */
export async function ownDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = inject('databaseUrl');
  const name = `${databaseName(shared)}_${label}_${randomBytes(3).toString('hex')}`;
  await copyDatabase(shared, name, inject('templateDatabase'));
  const url = urlOfDatabase(shared, name);
  return {
    url,
    drop: () => dropDatabase(shared, name),
  };
}
