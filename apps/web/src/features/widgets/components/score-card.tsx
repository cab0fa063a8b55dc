import { formatAccuracy, scoreBandColor } from '@lens/domain';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { formatCount, formatShare } from '../format.ts';
import type { ExplainedScore } from '../state/explain-score-slot.ts';
import { Delta } from './delta.tsx';
import { WhyScore } from './why-score.tsx';
import styles from './widgets.module.css';

export type ScoreCardKind = 'score' | 'share' | 'count';

export interface ScoreCardProps {
  label: string;
  value: number | null | undefined;
  kind: ScoreCardKind;
  /** Change from the previous month, already in display units; omitted for counts. */
  delta?: number | null;
  /** Knockout: a fall is the good news. */
  lowerIsBetter?: boolean;
  hint?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  /** The figure behind the value, for its "Why this score" control. */
  explain?: ExplainedScore;
  'data-testid'?: string;
}

function display(kind: ScoreCardKind, value: number | null | undefined): string {
  if (kind === 'score') return formatAccuracy(value);
  if (kind === 'share') return formatShare(value);
  return value == null ? '—' : formatCount(value);
}

/**
 * A KPI tile. Scores wear their band colour (green from 90, yellow from 60, red below, gray N/A),
 * taken from the rounded value the user reads.
 */
export function ScoreCard({
  label,
  value,
  kind,
  delta,
  lowerIsBetter,
  hint,
  icon,
  loading,
  explain,
  ...rest
}: ScoreCardProps) {
  const band = kind === 'score' ? scoreBandColor(value) : null;
  return (
    <div
      className={[styles.kpi, band && styles[`band-${band}`]].filter(Boolean).join(' ')}
      data-band={band ?? undefined}
      data-testid={rest['data-testid']}
    >
      <p className={styles.kpiLabel}>
        {icon}
        {label}
        {explain && !loading && value != null && (
          <span className={styles.kpiWhy}>
            <WhyScore {...explain} />
          </span>
        )}
      </p>
      {loading ? (
        <>
          <Skeleton width={84} height={34} style={{ margin: '6px 0 10px' }} />
          <Skeleton width="70%" height={12} />
        </>
      ) : (
        <>
          <p className={styles.kpiValue} data-testid="kpi-value">
            {display(kind, value)}
            {kind === 'score' && value != null && <span className={styles.kpiUnit}>/100</span>}
          </p>
          <div className={styles.kpiFoot}>
            {delta !== undefined && (
              <Delta
                value={delta}
                unit={kind === 'share' ? '%' : 'pts'}
                lowerIsBetter={lowerIsBetter}
              />
            )}
            {hint && <span className={styles.kpiHint}>{hint}</span>}
          </div>
        </>
      )}
    </div>
  );
}
