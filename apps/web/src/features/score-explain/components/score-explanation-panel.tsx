import type { ScoreExplanation } from '@lens/contracts';
import { encodeFilterPath, formatAccuracy, type FilterSelection } from '@lens/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import styles from './score-explain.module.css';

const points = (value: number) => `+${value < 0.05 ? value.toFixed(2) : value.toFixed(1)} pts`;
const percent = (value: number | null) => (value == null ? 'N/A' : `${value.toFixed(1)}%`);
const count = (value: number) => value.toLocaleString('en-GB');
const audits = (value: number) => `${count(value)} ${value === 1 ? 'audit' : 'audits'}`;

/** The explanation of one number: formula, counts, characteristics, gains and the lowest audits. */
export function ScoreExplanationPanel({
  query,
  selection,
  onLeave,
}: {
  query: Pick<UseQueryResult<ScoreExplanation>, 'data' | 'isPending' | 'isError'>;
  selection: FilterSelection;
  /** Following an audit link leaves the page the sheet explains. */
  onLeave(): void;
}) {
  if (query.isError)
    return <EmptyState title="The explanation could not be loaded">Try again later.</EmptyState>;
  if (query.isPending || !query.data)
    return (
      <div className={styles.panel} aria-busy data-testid="score-explanation-loading">
        <Skeleton height={64} />
        <Skeleton height={160} />
        <Skeleton height={120} />
      </div>
    );
  const e = query.data;
  const knockout = e.figure === 'knockout';
  return (
    <div className={styles.panel}>
      <section className={styles.figure} aria-label="The number">
        <span className={styles.value} data-testid="explained-value">
          {knockout ? percent(e.value) : <ScoreBadge value={e.value} size="large" />}
        </span>
        <p className={styles.formula}>{e.formula}</p>
      </section>
      <dl className={styles.counts}>
        <div>
          <dt>Audits</dt>
          <dd>{count(e.auditCount)}</dd>
        </div>
        <div>
          <dt>{knockout ? 'Knocked out' : e.basis === 'results' ? 'Results counted' : 'Scored'}</dt>
          <dd>{count(knockout ? e.knockedOutCount : e.scoredCount)}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>
            {e.startDate} – {e.endDate}
          </dd>
        </div>
      </dl>

      {e.improvements.length > 0 && (
        <section aria-labelledby="why-raise">
          <h3 id="why-raise" className={styles.heading}>
            {knockout ? 'What would lower it most' : 'What would raise it most'}
          </h3>
          <ol className={styles.gains} data-testid="improvements">
            {e.improvements.map((item) => (
              <li key={`${item.kind}-${item.label}`}>
                <span>{item.label}</span>
                <strong className={styles.gain}>
                  {knockout ? points(item.gain).replace('+', '−') : points(item.gain)}
                </strong>
              </li>
            ))}
          </ol>
        </section>
      )}

      {!knockout && e.characteristics.length > 0 && (
        <section aria-labelledby="why-characteristics">
          <h3 id="why-characteristics" className={styles.heading}>
            Characteristics
          </h3>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                Characteristics behind the score with their weights and share of the lost points
              </caption>
              <thead>
                <tr>
                  <th scope="col">Characteristic</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Results</th>
                  <th scope="col">Accuracy</th>
                  <th scope="col">Lost share</th>
                </tr>
              </thead>
              <tbody>
                {e.characteristics.map((row) => (
                  <tr key={row.characteristicType}>
                    <th scope="row">{row.name}</th>
                    <td>{row.weight.toFixed(row.weight % 1 ? 1 : 0)}</td>
                    <td>{count(row.scoredCount)}</td>
                    <td>{formatAccuracy(row.accuracy)}</td>
                    <td>{percent(row.lostShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {knockout && e.knockoutCauses.length > 0 && (
        <section aria-labelledby="why-causes">
          <h3 id="why-causes" className={styles.heading}>
            Knockout causes
          </h3>
          <ul className={styles.gains}>
            {e.knockoutCauses.map((cause) => (
              <li key={cause.cause}>
                <span>
                  {cause.cause}: {audits(cause.auditCount)} knocked out,{' '}
                  {count(cause.soleCauseCount)} by it alone
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

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
    </div>
  );
}
