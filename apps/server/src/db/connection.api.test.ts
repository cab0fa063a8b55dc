import { describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../test-support/test-database.ts';
import { connect } from './connection.ts';

describe('database connections', () => {
  const setting = async (parallelWorkers?: number) => {
    const database = connect(fileDatabaseUrl(), { max: 1, parallelWorkers });
    try {
      const { rows } = await database.pool.query<{ workers: string; configured: string }>(
        `SELECT current_setting('max_parallel_workers_per_gather') AS workers, reset_val AS configured
         FROM pg_settings WHERE name = 'max_parallel_workers_per_gather'`,
      );
      return rows[0]!;
    } finally {
      await database.close();
    }
  };

  it("gives each connection the parallel workers asked for, and PostgreSQL's own otherwise", async () => {
    expect((await setting(0)).workers).toBe('0');
    expect((await setting(3)).workers).toBe('3');
    const { workers, configured } = await setting();
    expect(workers).toBe(configured);
    expect(Number(workers)).toBeGreaterThan(0);
  });
});
