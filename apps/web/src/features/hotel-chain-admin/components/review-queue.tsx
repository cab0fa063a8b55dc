import type { AwaitingResult, ReviewAudit, ReviewDecision } from '@lens/contracts';
import { Check, Clock, X } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/feedback-states.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { diffValues, type Fragment } from '../state/value-diff.ts';
import styles from './review-queue.module.css';

function Marked({ fragments, kind }: { fragments: Fragment[]; kind: 'source' | 'channel' }) {
  if (fragments.length === 0) return <span className={styles.none}>not shown</span>;
  return (
    <>
      {fragments.map((fragment, index) =>
        fragment.changed ? (
          <mark key={index} className={styles[kind]}>
            {fragment.text}
          </mark>
        ) : (
          <span key={index}>{fragment.text}</span>
        ),
      )}
    </>
  );
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (isoDate: string) => DAY.format(new Date(`${isoDate}T00:00:00Z`));

function Comparison({ result }: { result: AwaitingResult }) {
  const diff = diffValues(result.sourceValue ?? '', result.channelValue ?? '');
  return (
    <div className={styles.comparison}>
      <p className={styles.resultLabel}>
        {result.label}
        {result.similarity !== null && (
          <span className={styles.similarity}>
            {percent(result.similarity)} similar
            {typeof result.threshold === 'number' && ` · review from ${percent(result.threshold)}`}
          </span>
        )}
      </p>
      <dl className={styles.values}>
        <dt>Reference</dt>
        <dd>
          <Marked fragments={diff.source} kind="source" />
        </dd>
        <dt>Channel</dt>
        <dd>
          <Marked fragments={diff.channel} kind="channel" />
        </dd>
      </dl>
    </div>
  );
}

/**
 * The audits awaiting review, one row each: the property and channel, what the engine could not
 * decide (reference against channel, their differences marked), the audit's accuracy, and the
 * decision buttons. A row being decided shows it at once and leaves when the server confirms.
 */
export function ReviewQueue({
  audits,
  selected,
  deciding,
  onToggle,
  onDecide,
}: {
  audits: readonly ReviewAudit[];
  selected: ReadonlySet<number>;
  deciding: ReadonlyMap<number, ReviewDecision>;
  onToggle(auditId: number): void;
  onDecide(decision: ReviewDecision, audits: ReviewAudit[]): void;
}) {
  return (
    <>
      {/* Column titles for sighted users; each row names its own parts to assistive technology. */}
      <div className={styles.columns} aria-hidden="true">
        <span />
        <span>Property and channel</span>
        <span>Awaiting review</span>
        <span>Accuracy</span>
        <span className={styles.decisionTitle}>Decision</span>
      </div>
      <ul className={styles.queue} aria-label="Audits awaiting review" data-testid="review-queue">
        {audits.map((audit) => {
          const decision = deciding.get(audit.auditId);
          const name = `${audit.propertyName} on ${audit.siteName}`;
          return (
            <li
              key={audit.auditId}
              className={styles.row}
              data-deciding={decision ?? undefined}
              data-testid="review-row"
              data-audit-id={audit.auditId}
            >
              <input
                type="checkbox"
                className={styles.check}
                checked={selected.has(audit.auditId)}
                disabled={!!decision}
                onChange={() => onToggle(audit.auditId)}
                aria-label={`Select ${name}`}
              />
              <div className={styles.subject}>
                <p className={styles.property}>{audit.propertyName}</p>
                <p className={styles.meta}>
                  <span>{audit.propertyCode}</span>
                  <span>{audit.siteName}</span>
                  <span>
                    <time dateTime={audit.auditDate}>{day(audit.auditDate)}</time>
                  </span>
                </p>
                {audit.current && (
                  <span
                    className={styles.latest}
                    title="The latest audit of this property on this channel: deciding moves today’s scores"
                  >
                    <Clock size={12} aria-hidden /> Latest audit
                  </span>
                )}
              </div>
              <div className={styles.results}>
                {audit.results.map((result) => (
                  <Comparison key={result.characteristic} result={result} />
                ))}
              </div>
              <div className={styles.score}>
                <ScoreBadge value={audit.accuracy} label="Audit accuracy" />
                {audit.knockout && <span className={styles.knockout}>Knockout</span>}
              </div>
              <div className={styles.actions}>
                {decision ? (
                  <span className={styles.deciding}>
                    <Spinner label="Saving" />
                    {decision === 'ACCEPT' ? 'Accepting…' : 'Rejecting…'}
                  </span>
                ) : (
                  <>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => onDecide('ACCEPT', [audit])}
                      aria-label={`Accept ${name}`}
                    >
                      <Check size={15} aria-hidden /> Accept
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      onClick={() => onDecide('REJECT', [audit])}
                      aria-label={`Reject ${name}`}
                    >
                      <X size={15} aria-hidden /> Reject
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
