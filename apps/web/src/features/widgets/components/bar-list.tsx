import { formatAccuracy, roundAccuracy, scoreBandColor } from '@lens/domain';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import type { ExplainedScore } from '../state/explain-score-slot.ts';
import { Delta } from './delta.tsx';
import { WhyScore } from './why-score.tsx';
import styles from './bar-list.module.css';

export interface BarListItem {
  id: string | number;
  label: string;
  caption?: ReactNode;
  icon?: ReactNode;
  value: number | null | undefined;
  delta?: number | null;
  /** Makes the row a button (drill-down). */
  onActivate?(): void;
  /** The figure behind the bar, for its "Why this score" control beside the row. */
  explain?: ExplainedScore;
}

/**
 * Scores as horizontal bars on a 0-100 scale in their band colour, with ticks at the band
 * thresholds (60 and 90) so a bar can be read against them without a number.
 */
export function BarList({
  items,
  label,
  loading,
  rows = 5,
}: {
  items: readonly BarListItem[];
  label: string;
  loading?: boolean;
  rows?: number;
}) {
  if (loading) {
    return (
      <div className={styles.list} aria-busy>
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={styles.row}>
            <Skeleton width="70%" height={12} />
            <Skeleton height={10} />
            <Skeleton width={28} height={12} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const content = (
          <>
            <span className={styles.label}>
              {item.icon}
              <span className={styles.text}>
                <span className={styles.name}>{item.label}</span>
                {item.caption && <span className={styles.caption}>{item.caption}</span>}
              </span>
            </span>
            <span className={styles.track} aria-hidden>
              <span
                className={`${styles.fill} ${styles[scoreBandColor(item.value)]}`}
                style={{ width: `${item.value == null ? 0 : roundAccuracy(item.value)}%` }}
              />
            </span>
            <span className={styles.value} data-band={scoreBandColor(item.value)}>
              {formatAccuracy(item.value)}
            </span>
            {item.delta !== undefined && (
              <span className={styles.delta}>
                <Delta value={item.delta} compact />
              </span>
            )}
          </>
        );
        return (
          <li key={item.id} className={styles.item}>
            {item.onActivate ? (
              <button
                type="button"
                className={`${styles.row} ${styles.button}`}
                onClick={item.onActivate}
              >
                {content}
              </button>
            ) : (
              <div className={styles.row}>{content}</div>
            )}
            {item.explain && item.value != null && <WhyScore {...item.explain} />}
          </li>
        );
      })}
    </ul>
  );
}
