import { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { refreshPairStates, type AuditKey } from '../audits/pair-states.queries.ts';
import {
  findRun,
  lockChannelType,
  lockRun,
  recordFailure,
  recordProgress,
} from './audit-limits.queries.ts';
import { scoreAudit } from './audit-score.ts';
import { retryConflicts } from '../audits/retry-conflicts.ts';
import { carryOver, statusesDiffer } from './re-audit-merge.ts';
import {
  nextBatch,
  rewriteChangedResults,
  updateAuditOutcomes,
  type ReauditedAudit,
} from './re-audit.queries.ts';

/** Small enough that a batch's locks are short and progress moves often. */
const BATCH_SIZE = 200;

/** Scores are stored as `real`; differences below this are the float conversion, not a change. */
const EPSILON = 1e-4;
const moved = (a: number | null, b: number | null) =>
  a === null || b === null ? a !== b : Math.abs(a - b) > EPSILON;

/**
 * Re-audits every stored snapshot of a channel type with the client's current limits, one batch
 * per transaction: each batch rewrites its audits' results and scores and brings the pair states
 * and rollups up to date, so the dashboard is consistent between batches. A retried job resumes
 * after the last committed batch; a run superseded by a newer save stops at its next batch.
 */
export const reAuditJob = defineJob({
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

export function reAuditJobKey(clientId: number, channelTypeId: number): string {
  return `${reAuditJob.name}:${clientId}:${channelTypeId}`;
}

/** Re-audits the next batch; false once the run is finished, superseded or gone. */
async function reAuditBatch(pool: Parameters<typeof withTransaction>[0], runId: number) {
  return withTransaction(pool, async (tx) => {
    const unlocked = await findRun(tx, runId);
    if (!unlocked) return false;
    await lockChannelType(tx, unlocked.clientId, unlocked.channelTypeId);
    const run = await lockRun(tx, runId);
    if (!run || (run.status !== 'QUEUED' && run.status !== 'RUNNING')) return false;
    const cursor: AuditKey | null =
      run.cursorPropertyId === null
        ? null
        : { propertyId: run.cursorPropertyId, auditId: run.cursorAuditId! };
    const batch = await nextBatch(tx, run.clientId, run.channelTypeId, cursor, BATCH_SIZE);
    if (batch.length === 0) {
      await recordProgress(tx, runId, { done: 0, changed: 0, cursor: null });
      return false;
    }

    const lander = await AuditLander.open(tx, run.clientId);
    const { outcomes } = await lander.evaluate(
      batch.map(({ snapshotId, propertyId, record }) => ({ snapshotId, propertyId, record })),
    );
    const rewritten: ReauditedAudit[] = [];
    const fresh: Parameters<typeof rewriteChangedResults>[2] = [];
    const touched: AuditKey[] = [];
    let changed = 0;
    batch.forEach((audit, index) => {
      const outcome = outcomes[index]!;
      const merged = carryOver(outcome.results, audit.results);
      const score = scoreAudit(
        merged.results.map((result) => ({
          ...result,
          ignored: result.ignored === true || merged.ignored.includes(result.characteristic),
        })),
        outcome.knockoutReasons,
      );
      const key = { propertyId: audit.propertyId, auditId: audit.auditId };
      rewritten.push({
        ...key,
        ...score,
        contentScore: outcome.contentScore,
        contentScoreComponents: outcome.contentScoreComponents.length
          ? outcome.contentScoreComponents
          : null,
      });
      // Results a person had set aside stay ignored.
      fresh.push(
        ...merged.results.map((result) => ({
          ...key,
          result: {
            ...result,
            ignored: result.ignored === true || merged.ignored.includes(result.characteristic),
          },
        })),
      );
      const scoreMoved = moved(score.accuracy, audit.accuracy) || score.knockout !== audit.knockout;
      if (scoreMoved) changed += 1;
      if (
        scoreMoved ||
        moved(outcome.contentScore, audit.contentScore) ||
        statusesDiffer(merged.results, audit.results)
      ) {
        touched.push(key);
      }
    });
    await updateAuditOutcomes(tx, rewritten);
    await rewriteChangedResults(tx, rewritten, fresh);
    await refreshPairStates(tx, run.clientId, touched);
    const last = batch.at(-1)!;
    await recordProgress(tx, runId, {
      done: batch.length,
      changed,
      cursor: { propertyId: last.propertyId, auditId: last.auditId },
    });
    return true;
  });
}
