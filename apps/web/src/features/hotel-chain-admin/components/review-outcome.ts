import type { ReviewAudit, ReviewDecision } from '@lens/contracts';
import { formatAccuracy } from '@lens/domain';

/** What a decision did: for one audit its accuracy before and after, for several the counts. */
export function outcomeText(
  decision: ReviewDecision,
  audits: ReviewAudit[],
  after: Map<number, number | null>,
) {
  const verb = decision === 'ACCEPT' ? 'Accepted' : 'Rejected';
  const results = audits.flatMap((audit) => audit.results);
  if (audits.length === 1) {
    const audit = audits[0]!;
    const labels = audit.results.map((result) => result.label).join(', ');
    return `${verb} ${labels} of ${audit.propertyName} on ${audit.siteName}: audit accuracy ${formatAccuracy(audit.accuracy)} → ${formatAccuracy(after.get(audit.auditId))}. Scores are up to date.`;
  }
  return `${verb} ${results.length} results of ${audits.length} audits; their scores are up to date.`;
}
