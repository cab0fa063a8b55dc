import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

// Ids are bigint in the database but far below 2^53; calendar dates stay 'YYYY-MM-DD' strings
// rather than becoming midnight in the server's time zone.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Connections at most (10). */
  max?: number;
  /** max_parallel_workers_per_gather of each connection; PostgreSQL's own when not given. */
  parallelWorkers?: number;
}

export function connect(url: string, options: ConnectOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.parallelWorkers === undefined
      ? {}
      : { options: `-c max_parallel_workers_per_gather=${options.parallelWorkers}` }),
  });
  // A dropped idle connection must not crash the process: the pool replaces it on next use.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
