import type { Tx } from '../../db/transaction.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';
import { scoreAudit } from '../audits/audit-score.ts';
import { loadAuditsWithResults, updateAuditScores } from '../hotel-chain-admin/reviews.queries.ts';

/**
 * Scores the audits again from their results by the engine's rules and brings the pair states and
 * rollups up to date; returns the origin audit's accuracy before and after.
 */
export async function rescore(
  tx: Tx,
  clientId: number,
  keys: readonly AuditKey[],
  origin?: AuditKey,
) {
  const unique = [...new Map(keys.map((k) => [`${k.propertyId}|${k.auditId}`, k])).values()];
  const audits = await loadAuditsWithResults(tx, unique);
  const scored = audits.map((audit) => ({
    ...audit,
    before: audit.accuracy,
    ...scoreAudit(audit.results, audit.knockoutReasons),
  }));
  await updateAuditScores(tx, scored);
  await scoresChanged(tx, clientId, { kind: 'rescored', audits: scored });
  const own = scored.find((a) => a.auditId === origin?.auditId);
  return {
    rescored: scored.length,
    accuracyBefore: own?.before ?? null,
    accuracyAfter: own?.accuracy ?? null,
  };
}
