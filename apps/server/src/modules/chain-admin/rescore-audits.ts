import type { Tx } from '../../db/transaction.ts';
import { AuditLander } from '../audits/landing.service.ts';
import type { AuditKey } from '../scoring/pair-states.queries.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';
import { scoreAudit } from './audit-score.ts';
import { carryOver, statusesDiffer } from './re-audit-merge.ts';
import {
  rewriteChangedResults,
  updateAuditOutcomes,
  type BatchAudit,
  type ReauditedAudit,
} from './re-audit.queries.ts';

/** Scores are stored as `real`; differences below this are the float conversion, not a change. */
const EPSILON = 1e-4;
const moved = (a: number | null, b: number | null) =>
  a === null || b === null ? a !== b : Math.abs(a - b) > EPSILON;

/**
 * Re-scores stored audits of one client in place with the current engine and the client's current
 * limits, in the caller's transaction: what people decided about the old verdicts is carried over,
 * only the results that changed are rewritten, every audit is stamped with the engine that scored
 * it, and the pair states and rollups of the audits whose verdicts moved are brought up to date.
 * Returns how many audits changed score.
 */
export async function rescoreAudits(
  tx: Tx,
  clientId: number,
  batch: readonly BatchAudit[],
): Promise<number> {
  const lander = await AuditLander.open(tx, clientId);
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
  await scoresChanged(tx, clientId, { kind: 'rescored', audits: touched });
  return changed;
}
