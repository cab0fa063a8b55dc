import type { ScoreExplanation } from '@lens/contracts';
import { formatAccuracy } from '@lens/domain';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { audits, count, percent, points } from './explanation-format.ts';
import styles from './score-explain.module.css';

/** The number itself, how it is computed, and what it counts. */
export function ExplainedFigure({ e }: { e: ScoreExplanation }) {
  const knockout = e.figure === 'knockout';
  return (
    <>
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
    </>
  );
}

/** What would move the number most, each with its gain. */
export function Improvements({ e }: { e: ScoreExplanation }) {
  const knockout = e.figure === 'knockout';
  return (
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
  );
}

/** The characteristics behind an accuracy, with their weights and share of the lost points. */
export function Characteristics({ e }: { e: ScoreExplanation }) {
  return (
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
  );
}

/** Why audits were knocked out, and how many by one cause alone. */
export function KnockoutCauses({ e }: { e: ScoreExplanation }) {
  return (
    <section aria-labelledby="why-causes">
      <h3 id="why-causes" className={styles.heading}>
        Knockout causes
      </h3>
      <ul className={styles.gains}>
        {e.knockoutCauses.map((cause) => (
          <li key={cause.cause}>
            <span>
              {cause.cause}: {audits(cause.auditCount)} knocked out, {count(cause.soleCauseCount)}{' '}
              by it alone
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
