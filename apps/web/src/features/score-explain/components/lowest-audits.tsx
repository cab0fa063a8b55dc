import type { ScoreExplanation } from '@lens/contracts';
import { encodeFilterPath, type FilterSelection } from '@lens/domain';
import { Link } from 'react-router';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import styles from './score-explain.module.css';

/** The audits pulling the number down, each a link to its listing under the same filters. */
export function LowestAudits({
  e,
  selection,
  onLeave,
}: {
  e: ScoreExplanation;
  selection: FilterSelection;
  onLeave(): void;
}) {
  const knockout = e.figure === 'knockout';
  return (
    <section aria-labelledby="why-lowest">
      <h3 id="why-lowest" className={styles.heading}>
        {knockout ? 'Knocked-out audits' : 'Lowest audits'}
      </h3>
      {e.lowestAudits.length === 0 ? (
        <p className={styles.note}>No audit is behind this number.</p>
      ) : (
        <ul className={styles.audits} data-testid="lowest-audits">
          {e.lowestAudits.map((audit) => (
            <li key={audit.auditId}>
              <Link
                to={encodeFilterPath({
                  ...selection,
                  property: [audit.propertyId],
                  site: [audit.siteId],
                })}
                onClick={onLeave}
                className={styles.audit}
              >
                <span className={styles.auditText}>
                  <span className={styles.auditName}>{audit.propertyName}</span>
                  <span className={styles.auditMeta}>
                    {audit.siteName} · {audit.auditDate}
                    {audit.knockoutReasons.length > 0 && ` · ${audit.knockoutReasons.join(', ')}`}
                  </span>
                </span>
                <ScoreBadge value={audit.accuracy} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
