import { formatDay } from '@lens/domain';
import type { AuditDetails } from '@lens/contracts';
import { formatDateTime } from './format.ts';

/**
 * Which version of the audit engine gave the verdicts, and when: verdicts change with the engine,
 * so a manager comparing two audits, or an audit with a colleague's screenshot, can tell why.
 */
export function ScoredWith({
  engineVersion,
  scoredAt,
  className,
}: Pick<AuditDetails, 'engineVersion' | 'scoredAt'> & { className?: string }) {
  const day = scoredAt ? formatDay(scoredAt) : null;
  const label =
    engineVersion > 0
      ? `Scored with engine v${engineVersion}${day ? ` on ${day}` : ''}`
      : day
        ? `Scored on ${day}, engine version not recorded`
        : 'Scored before engine versions were recorded';
  return (
    <span className={className} data-testid="audit-engine">
      {scoredAt ? (
        <time dateTime={scoredAt} title={formatDateTime(scoredAt)}>
          {label}
        </time>
      ) : (
        label
      )}
    </span>
  );
}
