import type pg from 'pg';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { ENGINE_VERSION } from '../../engine/index.ts';
import { defineJob, enqueue } from '../../jobs/job-queue.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import {
  engineReAuditProgress,
  lockEngineReAudit,
  recordEngineReAudit,
} from './engine-re-audit.queries.ts';
import { nextStaleBatch, type LockedAudit } from './re-audit.queries.ts';
import { rescoreAudits } from './rescore-audits.ts';

/** As the hotel-chain admin's re-audit: short locks, and a crash loses at most this much work. */
const BATCH_SIZE = 200;

/**
 * Re-scores every stored audit an older engine scored with this server's ENGINE_VERSION, so the
 * dashboard does not mix verdicts of two rule sets after a deploy. One batch per transaction,
 * walking the audits' key from where the last committed batch stopped: each batch rewrites only
 * the results that changed, stamps its audits and brings pair states and rollups up to date, so
 * data is consistent between batches and a crash or a second run resumes rather than redoes.
 *
 * The task is named after the version: a worker of an older release, still up during a rolling
 * deploy, does not take it (graphile-worker runs only the tasks it knows).
 */
export const engineReAuditJob = defineJob({
  name: `engine-re-audit-v${ENGINE_VERSION}`,
  payload: z.object({}),
  run: async (_payload, { pool, log }) => {
    while (await retryConflicts(() => engineReAuditBatch(pool)));
    const progress = await engineReAuditProgress(pool, ENGINE_VERSION);
    log.info({ engineVersion: ENGINE_VERSION, ...progress }, 'engine re-audit finished');
  },
});

/**
 * Queues the engine re-audit unless it is done for this version: at every start, so the first
 * server of a release starts it and a later one resumes it. One job at a time, whoever queues it.
 */
export async function queueEngineReAudit(pool: pg.Pool): Promise<boolean> {
  if ((await engineReAuditProgress(pool, ENGINE_VERSION))?.finished) return false;
  await enqueue(pool, engineReAuditJob, {}, { jobKey: 'engine-re-audit' });
  return true;
}

/** Re-scores the next batch of stale audits; false once none is left. */
export async function engineReAuditBatch(pool: pg.Pool): Promise<boolean> {
  return withTransaction(pool, async (tx) => {
    const reAudit = await lockEngineReAudit(tx, ENGINE_VERSION);
    if (reAudit.finished) return false;
    const batch = await nextStaleBatch(tx, ENGINE_VERSION, reAudit.cursor, BATCH_SIZE);
    if (batch.length === 0) {
      await recordEngineReAudit(tx, ENGINE_VERSION, { done: 0, changed: 0, cursor: null });
      return false;
    }
    let changed = 0;
    for (const [clientId, audits] of byClient(batch))
      changed += await rescoreAudits(tx, clientId, audits);
    const last = batch.at(-1)!;
    await recordEngineReAudit(tx, ENGINE_VERSION, {
      done: batch.length,
      changed,
      cursor: { propertyId: last.propertyId, auditId: last.auditId },
    });
    return true;
  });
}

function byClient(batch: readonly LockedAudit[]): Map<number, LockedAudit[]> {
  const grouped = new Map<number, LockedAudit[]>();
  for (const audit of batch) {
    const audits = grouped.get(audit.clientId);
    if (audits) audits.push(audit);
    else grouped.set(audit.clientId, [audit]);
  }
  return grouped;
}
