import type { AccuracyScoreIntervalResponse } from '@lens/contracts';
import { scoreBandColor } from '@lens/domain';
import { Suspense } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { formatCount } from '../format.ts';
import { ScoreDistributionChart } from '../charts/lazy-charts.ts';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './charts-widgets.module.css';
import common from './widgets.module.css';

const BANDS = [
  { band: 'green', label: 'High', range: '90–100' },
  { band: 'yellow', label: 'Medium', range: '60–89' },
  { band: 'red', label: 'Low', range: '0–59' },
] as const;

/** How the properties spread over the score buckets, with the count per band beneath. */
export function ScoreDistributionWidget({
  query,
  span,
}: {
  query: { data?: AccuracyScoreIntervalResponse; isPending: boolean; isError: boolean };
  span: WidgetSpan;
}) {
  const buckets = query.data?.buckets ?? [];
  const total = buckets.reduce((sum, bucket) => sum + bucket.propertyCount, 0);
  const perBand = (band: string) =>
    buckets
      .filter((bucket) => scoreBandColor(bucket.from) === band)
      .reduce((sum, bucket) => sum + bucket.propertyCount, 0);
  return (
    <WidgetCard
      id="widget-score-distribution"
      title="Score distribution"
      subtitle="Properties by accuracy score"
      ready={!query.isPending}
      span={span}
    >
      {query.isError ? (
        <p className={common.failed}>The score distribution could not be loaded.</p>
      ) : query.isPending ? (
        <Skeleton height={232} />
      ) : (
        <div className={styles.distributionFrame}>
          <div className={styles.distribution}>
            <div aria-hidden className={styles.chart}>
              <Suspense fallback={<Skeleton height={232} />}>
                <ScoreDistributionChart buckets={buckets} />
              </Suspense>
            </div>
            <ul className={styles.bands} aria-label="Properties per score band">
              {BANDS.map(({ band, label, range }) => {
                const count = perBand(band);
                return (
                  <li key={band} data-band={band}>
                    <span className={styles.bandName}>
                      {label} <span className={styles.bandRange}>{range}</span>
                    </span>
                    <strong>{formatCount(count)}</strong>
                    <span className={styles.bandShare}>
                      {total ? `${Math.round((count / total) * 100)}%` : '—'}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      )}
    </WidgetCard>
  );
}
