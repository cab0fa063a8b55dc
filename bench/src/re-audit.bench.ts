import { withTransaction } from '../../apps/server/src/db/transaction.ts';
import {
  countCategoryAudits,
  createRun,
  findRun,
} from '../../apps/server/src/modules/hotel-chain-admin/audit-limits.queries.ts';
import { reAuditJob } from '../../apps/server/src/modules/hotel-chain-admin/re-audit.job.ts';
import type { BenchDatabase } from './bench-database.ts';
import { report } from './measure.ts';

const SECONDS = Number(process.env.BENCH_REAUDIT_SECONDS ?? 60);
export const FULL_REAUDIT_TARGET_MINUTES = 10;

/**
 * The re-audit a limits change starts, at bench scale: the real job runs on the channel type with
 * the most audits for a bounded time, then its run is superseded (the job stops at its next
 * batch, as it does when a newer save arrives). The limits are unchanged, so results come out as
 * they were, but every audit is evaluated, rewritten and checked against its pair state as in a
 * real run. The rate gives the time a re-audit of the whole stored history would take, and of the
 * current audits (each pair's latest).
 */
export async function benchReAudit(bench: BenchDatabase): Promise<void> {
  const pool = bench.database.pool;
  const { rows } = await pool.query<{ category_id: number }>(
    `SELECT s.category_id FROM pair_states ps JOIN channels s ON s.id = ps.channel_id
     WHERE ps.client_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [bench.clientId],
  );
  const channelType = rows[0]!.category_id;
  const counts = await pool.query<{ audits: number; current: number }>(
    `SELECT (SELECT count(*)::int FROM audits a JOIN properties p ON p.id = a.property_id WHERE p.client_id = $1) AS audits,
            (SELECT count(*)::int FROM pair_states WHERE client_id = $1
               AND month = (SELECT max(month) FROM pair_states WHERE client_id = $1)) AS current`,
    [bench.clientId],
  );
  const { audits, current } = counts.rows[0]!;
  // The run names who started it; a bench database loaded for this part alone has no user yet.
  const user = await pool.query<{ id: number }>(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, 'Re-audit bench', 'ADMIN')
     ON CONFLICT (lower(email)) DO UPDATE SET client_id = excluded.client_id RETURNING id`,
    [bench.clientId, `reaudit-${bench.clientId}@bench.local`],
  );
  const runId = await withTransaction(pool, async (tx) =>
    createRun(
      tx,
      bench.clientId,
      channelType,
      await countCategoryAudits(tx, bench.clientId, channelType),
      user.rows[0]!.id,
    ),
  );
  const started = performance.now();
  const job = reAuditJob.run(
    { runId },
    // The job logs only a failed batch, and a failure ends the bench anyway.
    { pool, log: { error: console.error } } as unknown as Parameters<typeof reAuditJob.run>[1],
  );
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  await pool.query(
    `UPDATE re_audit_runs SET status = 'SUPERSEDED', finished_at = now() WHERE id = $1`,
    [runId],
  );
  await job;
  const seconds = (performance.now() - started) / 1000;
  const done = (await findRun(pool, runId))!.done;
  const rate = done / seconds;
  console.log(`\nRe-audit job (${SECONDS} s on the largest channel type, then superseded)`);
  report('re-audit throughput', rate, 'audits/s');
  const fullMinutes = audits / rate / 60;
  report(
    `whole history (${audits.toLocaleString('en-US')} audits), projected`,
    fullMinutes,
    'min',
    `< ${FULL_REAUDIT_TARGET_MINUTES} min${fullMinutes < FULL_REAUDIT_TARGET_MINUTES ? '' : ': MISSED'}`,
  );
  report(
    `current audits (${current.toLocaleString('en-US')}), projected`,
    current / rate / 60,
    'min',
  );
}
