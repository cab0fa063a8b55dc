import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { recomputeClientRollups, refreshPairStates, ROLLUP_TABLES } from './pair-states.queries.ts';

/**
 * Every rollup row of the client's `month` as sorted text, sums rounded: the same rows summed in
 * another order may differ in a float's last bits.
 */
async function rollupRows(db: Pick<PoolClient, 'query'>, clientId: number, month: string) {
  const tables: Record<string, string[]> = {};
  for (const table of ROLLUP_TABLES) {
    const { rows } = await db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(r) AS row FROM ${table} r WHERE client_id = $1 AND month = $2`,
      [clientId, month],
    );
    tables[table] = rows
      .map(({ row }) =>
        JSON.stringify(
          Object.entries(row)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, value]) => [key, typeof value === 'number' ? value.toFixed(2) : value]),
        ),
      )
      .sort();
  }
  return tables;
}

describe('pair states and their rollups', () => {
  let database: Database;
  let clientId: number;
  beforeAll(async () => {
    database = testDatabase();
    ({ clientId } = await demoViews(database));
  });
  afterAll(() => database.close());

  it('carries a month forward with every rollup equal to its definition over the states', async () => {
    const tx = await database.pool.connect();
    try {
      await tx.query('BEGIN');
      const { rows } = await tx.query<{ month: string; property_id: number; id: number }>(
        `SELECT s.month::text, s.property_id, s.audit_id AS id FROM pair_states s
         WHERE s.client_id = $1 AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = $1)
         ORDER BY s.property_id, s.site_id LIMIT 1`,
        [clientId],
      );
      const { month, property_id: propertyId, id } = rows[0]!;
      // One pair captured and audited again in the next month: every other pair is carried into it.
      const next = await tx.query<{ id: number; month: string }>(
        `WITH a AS (SELECT * FROM audits WHERE property_id = $1 AND id = $3),
         snapshot AS (
           INSERT INTO channel_snapshots (property_id, site_id, captured_at, content, content_hash)
           SELECT cs.property_id, cs.site_id, $2::date + interval '1 month' + interval '9 days', cs.content,
                  cs.content_hash
           FROM channel_snapshots cs JOIN a ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
           RETURNING property_id, id, captured_at
         )
         INSERT INTO audits (property_id, site_id, snapshot_id, audit_date, accuracy, knockout, knockout_reasons)
         SELECT a.property_id, a.site_id, snapshot.id, snapshot.captured_at::date, a.accuracy, a.knockout,
                a.knockout_reasons
         FROM a JOIN snapshot ON snapshot.property_id = a.property_id
         RETURNING id, date_trunc('month', audit_date)::date::text AS month`,
        [propertyId, month, id],
      );
      await refreshPairStates(tx, clientId, [{ propertyId, auditId: next.rows[0]!.id }]);
      const carried = next.rows[0]!.month;
      const written = await rollupRows(tx, clientId, carried);
      expect(written.property_rollups!.length).toBeGreaterThan(20);

      // The same month summed from scratch over its states.
      await recomputeClientRollups(tx, clientId);
      expect(written).toEqual(await rollupRows(tx, clientId, carried));
    } finally {
      await tx.query('ROLLBACK');
      tx.release();
    }
    // Summing every month of the demo again takes a while.
  }, 90_000);
});
