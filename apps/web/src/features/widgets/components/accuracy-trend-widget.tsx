import type { MonthlyAccuracy } from '@lens/contracts';
import { formatAccuracy, HIGH_SCORE_MIN, MEDIUM_SCORE_MIN } from '@lens/domain';
import { Suspense } from 'react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { formatShare, monthLabel } from '../format.ts';
import { AccuracyTrendChart } from '../charts/lazy-charts.ts';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './charts-widgets.module.css';
import common from './widgets.module.css';

/** Average accuracy over the last 13 months; the figures are also given as a table to assistive technology. */
export function AccuracyTrendWidget({
  list,
  loading,
  failed,
  span,
}: {
  list: readonly MonthlyAccuracy[] | undefined;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
}) {
  const months = list ?? [];
  return (
    <WidgetCard
      id="widget-trend"
      title="Average accuracy trend"
      subtitle={`Monthly average, last ${months.length || 13} months`}
      ready={!loading}
      span={span}
    >
      {failed ? (
        <p className={common.failed}>The accuracy trend could not be loaded.</p>
      ) : loading ? (
        <Skeleton height={260} />
      ) : months.length === 0 ? (
        <EmptyState title="No audits in these months" />
      ) : (
        <>
          <div aria-hidden>
            <Suspense fallback={<Skeleton height={260} />}>
              <AccuracyTrendChart list={months} />
            </Suspense>
            <p className={styles.legend}>
              <span className={styles.line}>Average accuracy</span>
              <span data-threshold="green">High from {HIGH_SCORE_MIN}</span>
              <span data-threshold="yellow">Medium from {MEDIUM_SCORE_MIN}</span>
            </p>
          </div>
          <table className="visually-hidden">
            <caption>Average accuracy and knockout by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Accuracy</th>
                <th scope="col">Knockout</th>
              </tr>
            </thead>
            <tbody>
              {months.map((entry) => (
                <tr key={entry.month}>
                  <th scope="row">{monthLabel(entry.month)}</th>
                  <td>{formatAccuracy(entry.accuracy)}</td>
                  <td>{formatShare(entry.knockout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </WidgetCard>
  );
}
