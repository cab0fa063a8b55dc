import { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import {
  findRun,
  lockCategory,
  lockRun,
  recordFailure,
  recordProgress,
} from './audit-limits.queries.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import { nextBatch } from './re-audit.queries.ts';
import { rescoreAudits } from './rescore-audits.ts';

/** Small enough that a batch's locks are short and progress moves often. */
const BATCH_SIZE = 200;

/**
 * Re-audits every stored snapshot of a channel category with the client's current limits, one batch
 * per transaction: each batch rewrites its audits' results and scores and brings the pair states
 * and rollups up to date, so the dashboard is consistent between batches. A retried job resumes
 * after the last committed batch; a run superseded by a newer save stops at its next batch.
 */
export const reAuditJob = defineJob({
  // The name queued jobs carry in the database: kept from before the module's rename, so runs
  // queued by an older server still run.
  name: 'chain-admin-re-audit',
  payload: z.object({ runId: z.number().int().positive() }),
  run: async ({ runId }, { pool, log }) => {
    try {
      while (await retryConflicts(() => reAuditBatch(pool, runId)));
    } catch (error) {
      log.error({ err: error, runId }, 're-audit batch failed');
      await recordFailure(pool, runId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  },
});

export function reAuditJobKey(clientId: number, categoryId: number): string {
  return `${reAuditJob.name}:${clientId}:${categoryId}`;
}

/** Re-audits the next batch; false once the run is finished, superseded or gone. */
async function reAuditBatch(pool: Parameters<typeof withTransaction>[0], runId: number) {
  return withTransaction(pool, async (tx) => {
    const unlocked = await findRun(tx, runId);
    if (!unlocked) return false;
    await lockCategory(tx, unlocked.clientId, unlocked.categoryId);
    const run = await lockRun(tx, runId);
    if (!run || (run.status !== 'QUEUED' && run.status !== 'RUNNING')) return false;
    const cursor: AuditKey | null =
      run.cursorPropertyId === null
        ? null
        : { propertyId: run.cursorPropertyId, auditId: run.cursorAuditId! };
    const batch = await nextBatch(tx, run.clientId, run.categoryId, cursor, BATCH_SIZE);
    if (batch.length === 0) {
      await recordProgress(tx, runId, { done: 0, changed: 0, cursor: null });
      return false;
    }

    const changed = await rescoreAudits(tx, run.clientId, batch);
    const last = batch.at(-1)!;
    await recordProgress(tx, runId, {
      done: batch.length,
      changed,
      cursor: { propertyId: last.propertyId, auditId: last.auditId },
    });
    return true;
  });
}
