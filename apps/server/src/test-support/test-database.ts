import { inject } from 'vitest';
import { connect, type Database } from '../db/connection.ts';

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
