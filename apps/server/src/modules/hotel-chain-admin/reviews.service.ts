import type { reviewBodySchema, ReviewResponse } from '@lens/contracts';
import { CHARACTERISTIC_LABELS } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { statusAccuracy } from '../../engine/index.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';
import { insertActivities } from '../activity/activity.queries.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import { scoreAudit } from '../audits/audit-score.ts';
import type { ChainAccess } from './chain-access.ts';
import { AWAITING_REVIEW, reviewedStatus } from './review-outcome.ts';
import {
  loadAuditsWithResults,
  lockReviewTargets,
  setResultStatuses,
  updateAuditScores,
  upsertReviews,
  type ReviewTarget,
} from './reviews.queries.ts';

type Review = z.output<typeof reviewBodySchema>;

const keyOf = (auditId: number, characteristic: string) => `${auditId}|${characteristic}`;

/**
 * Accepts or rejects results awaiting review, all or none (a manager's only in their hotel-chain
 * views; another result answers 404 as if it did not exist): their statuses, their audits' accuracy
 * and knockout, the pair states and rollups of every month the audits count in, the decisions and
 * the activity entries commit together.
 */
export async function reviewResults(
  pool: pg.Pool,
  { user, viewIds }: ChainAccess,
  { decision, items }: Review,
): Promise<ReviewResponse> {
  return retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const targets = await lockReviewTargets(tx, user.clientId, viewIds, items);
      const found = new Map(targets.map((t) => [keyOf(t.auditId, t.characteristic), t]));
      items.forEach((item, index) => {
        const target = found.get(keyOf(item.auditId, item.characteristic));
        if (!target) {
          throw new HttpError(
            404,
            `items.${index}.auditId: audit ${item.auditId} has no ${CHARACTERISTIC_LABELS[item.characteristic]} result`,
            `items.${index}.auditId`,
          );
        }
        if (target.status !== AWAITING_REVIEW) {
          throw new HttpError(
            409,
            `items.${index}: ${CHARACTERISTIC_LABELS[item.characteristic]} of audit ${item.auditId} is ${target.status}, no longer awaiting review. Refresh the list.`,
            `items.${index}`,
          );
        }
      });

      const status = reviewedStatus(decision);
      await setResultStatuses(
        tx,
        targets.map((t) => ({ ...t, status, accuracy: statusAccuracy(status) })),
      );
      const byAudit = groupByAudit(targets);
      const audits = await loadAuditsWithResults(
        tx,
        [...byAudit.values()].map((group) => group[0]!),
      );
      const scored = audits.map((audit) => ({
        ...audit,
        before: { accuracy: audit.accuracy, knockout: audit.knockout },
        ...scoreAudit(audit.results, audit.knockoutReasons),
      }));
      await updateAuditScores(tx, scored);
      await upsertReviews(
        tx,
        targets.map((t) => ({ ...t, decision, fromStatus: t.status, status, reviewedBy: user.id })),
      );
      await insertActivities(
        tx,
        scored.map((audit) => ({
          clientId: user.clientId,
          userId: user.id,
          action: decision === 'ACCEPT' ? 'ACCEPT_REVIEW' : 'REJECT_REVIEW',
          propertyId: audit.propertyId,
          siteId: audit.channelId,
          auditId: audit.auditId,
          details: {
            characteristics: byAudit.get(audit.auditId)!.map((t) => t.characteristic),
            from: AWAITING_REVIEW,
            to: status,
            accuracyBefore: audit.before.accuracy,
            accuracyAfter: audit.accuracy,
            knockoutBefore: audit.before.knockout,
            knockoutAfter: audit.knockout,
          },
        })),
      );
      await scoresChanged(tx, user.clientId, { kind: 'rescored', audits: scored });
      return {
        decision,
        reviewed: targets.length,
        audits: scored.map((audit) => ({
          auditId: audit.auditId,
          propertyId: audit.propertyId,
          accuracy: audit.accuracy,
          knockout: audit.knockout,
        })),
      };
    }),
  );
}

function groupByAudit(targets: readonly ReviewTarget[]): Map<number, ReviewTarget[]> {
  const groups = new Map<number, ReviewTarget[]>();
  for (const target of targets) {
    groups.set(target.auditId, [...(groups.get(target.auditId) ?? []), target]);
  }
  return groups;
}
