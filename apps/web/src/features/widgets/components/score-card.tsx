import { formatAccuracy, scoreBandColor } from '@lens/domain';
import { RotateCw, TriangleAlert } from 'lucide-react';
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
  /** The figure's call failed: say so, with a retry, rather than an N/A that reads as data. */
  failed?: boolean;
  onRetry?: () => void;
  /** The figure behind the value, for its "Why this score" control. */
  explain?: ExplainedScore;
  'data-testid'?: string;
}

/** What a card takes from the query its figure comes from. */
export function cardState(query: {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}): Pick<ScoreCardProps, 'loading' | 'failed' | 'onRetry'> {
  return {
    loading: query.isPending && !query.isError,
    failed: query.isError,
    onRetry: () => void query.refetch(),
  };
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
  failed = false,
  onRetry,
  explain,
  ...rest
}: ScoreCardProps) {
  const band = kind === 'score' && !failed ? scoreBandColor(value) : null;
  return (
    <div
      className={[styles.kpi, band && styles[`band-${band}`]].filter(Boolean).join(' ')}
      data-band={band ?? undefined}
      data-failed={failed || undefined}
      data-testid={rest['data-testid']}
    >
      <p className={styles.kpiLabel}>
        {icon}
        {label}
        {explain && !loading && !failed && value != null && (
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
      ) : failed ? (
        <>
          <p className={styles.kpiFailed} data-testid="kpi-value" role="status">
            <TriangleAlert size={16} aria-hidden />
            Did not load
          </p>
          <div className={styles.kpiFoot}>
            {onRetry && (
              <button type="button" className={styles.kpiRetry} onClick={onRetry}>
                <RotateCw size={13} aria-hidden /> Try again
              </button>
            )}
          </div>
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
