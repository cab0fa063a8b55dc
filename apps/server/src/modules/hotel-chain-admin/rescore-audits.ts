import type { Tx } from '../../db/transaction.ts';
import { ENGINE_VERSION } from '../../engine/index.ts';
import { AuditLander } from '../audits/landing.service.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';
import { scoreAudit } from '../audits/audit-score.ts';
import { carryOver, statusesDiffer } from './re-audit-merge.ts';
import {
  loadBatchAudits,
  replaceResults,
  updateAuditOutcomes,
  type ReauditedAudit,
  type ResultKey,
} from './re-audit.queries.ts';
import { resultChanges, sameOutcome } from './result-changes.ts';

/** Scores are stored as `real`; differences below this are the float conversion, not a change. */
const EPSILON = 1e-4;
/** Audits read at a time; the engine scores one part while the next is read. */
const READ_PART = 50;

const parts = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

const moved = (a: number | null, b: number | null) =>
  a === null || b === null ? a !== b : Math.abs(a - b) > EPSILON;

/**
 * Re-scores stored audits of one client in place with the current engine and the client's current
 * limits, in the caller's transaction: what people decided about the old verdicts is carried over,
 * only what changed is written (an audit whose outcome and results come out as stored is left
 * alone, unless an older engine scored it: then it is stamped with this one), and the pair states
 * and rollups of the audits whose verdicts moved are brought up to date. Returns how many audits
 * changed score.
 */
export async function rescoreAudits(
  tx: Tx,
  clientId: number,
  keys: readonly AuditKey[],
): Promise<number> {
  const lander = await AuditLander.open(tx, clientId);
  const inputs = await lander.inputsFor(keys.map((key) => key.propertyId));
  // Every part's read is queued at once: the connection answers them one after another while
  // the engine scores the parts already in, so the database and the engine work side by side.
  const reads = parts(keys, READ_PART).map((part) => loadBatchAudits(tx, part));
  for (const read of reads) read.catch(() => undefined);
  const rewritten: ReauditedAudit[] = [];
  const removed: ResultKey[] = [];
  const added: Parameters<typeof replaceResults>[2] = [];
  const touched: AuditKey[] = [];
  let changed = 0;
  for (const read of reads) {
    const batch = await read;
    const { outcomes } = lander.score(
      batch.map(({ snapshotId, propertyId, record }) => ({ snapshotId, propertyId, record })),
      inputs,
    );
    batch.forEach((audit, index) => {
      const outcome = outcomes[index]!;
      const merged = carryOver(outcome.results, audit.results);
      // Results a person had set aside stay ignored.
      const results = merged.results.map((result) =>
        result.ignored !== true && merged.ignored.includes(result.characteristic)
          ? { ...result, ignored: true }
          : result,
      );
      const key = { propertyId: audit.propertyId, auditId: audit.auditId };
      const fresh: ReauditedAudit = {
        ...key,
        ...scoreAudit(
          results.map((result) => ({ ...result, ignored: result.ignored === true })),
          outcome.knockoutReasons,
        ),
        contentScore: outcome.contentScore,
        contentScoreComponents: outcome.contentScoreComponents.length
          ? outcome.contentScoreComponents
          : null,
      };
      if (!sameOutcome(fresh, audit) || audit.engineVersion !== ENGINE_VERSION)
        rewritten.push(fresh);
      const changes = resultChanges(key, results, audit.results);
      removed.push(...changes.removed);
      for (const result of changes.added) added.push({ ...key, result });

      const scoreMoved = moved(fresh.accuracy, audit.accuracy) || fresh.knockout !== audit.knockout;
      if (scoreMoved) changed += 1;
      if (
        scoreMoved ||
        moved(outcome.contentScore, audit.contentScore) ||
        statusesDiffer(results, audit.results)
      ) {
        touched.push(key);
      }
    });
  }
  if (rewritten.length > 0) await updateAuditOutcomes(tx, rewritten);
  await replaceResults(tx, removed, added);
  await scoresChanged(tx, clientId, { kind: 'rescored', audits: touched });
  return changed;
}
