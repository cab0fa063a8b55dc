import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './connection.ts';

// In the source tree migrations sit beside this file; the bundle copies them to dist/migrations.
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(db, { migrationsFolder });
}
