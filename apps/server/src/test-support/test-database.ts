import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../db/connection.ts';
import { copyDatabase, databaseName, dropDatabase, urlOfDatabase } from './database-copies.ts';

/** A connection to the suite's database (migrated, catalog synced by the global setup). */
export function testDatabase(): Database {
  return connect(inject('databaseUrl'), { max: 4 });
}

/** A client of its own per test file, so files never see each other's portfolios. */
export async function createClient(database: Database, name: string): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    'INSERT INTO clients (name) VALUES ($1) RETURNING id',
    [`${name} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`],
  );
  return rows[0]!.id;
}

/**
 * A copy of the freshly seeded demo database for one file that writes freely (hostile input,
 * process faults): nothing it does reaches the shared database, and it sees nothing the files
 * before it wrote. `drop` removes it.
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
