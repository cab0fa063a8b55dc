import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { testDatabase } from '../test-support/test-database.ts';

/**
 * Tables a monthly import grows by about a thirteenth are analysed again after each month landed
 * (docs/performance.md, "Statistics of the newest month"): under autovacuum's default 10 % the
 * planner kept estimating the newest month, the one every default view reads, at one row.
 */
describe('statistics of month-keyed tables', () => {
  let database: Database;
  beforeAll(() => {
    database = testDatabase();
  });
  afterAll(() => database.close());

  it('analyses every table keyed by month, and the audits, after 2 % of their rows changed', async () => {
    const { rows } = await database.pool.query<{ table: string; options: string[] | null }>(
      `SELECT c.relname AS table, c.reloptions AS options
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
         AND (c.relname = 'audits' OR EXISTS (
           SELECT 1 FROM pg_attribute a
           WHERE a.attrelid = c.oid AND a.attname = 'month' AND NOT a.attisdropped))
       ORDER BY 1`,
    );
    expect(rows.map((row) => row.table)).toEqual(
      expect.arrayContaining(['audits', 'pair_states', 'characteristic_property_rollups']),
    );
    for (const { table, options } of rows)
      expect(options ?? [], table).toContain('autovacuum_analyze_scale_factor=0.02');
  });
});
