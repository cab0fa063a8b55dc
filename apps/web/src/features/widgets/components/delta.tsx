import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import styles from './widgets.module.css';

/**
 * A previous-month change with its arrow. Green means better: a rise for scores, a fall for
 * knockout (`lowerIsBetter`). The unit is spelled out for screen readers.
 */
export function Delta({
  value,
  unit = 'pts',
  lowerIsBetter = false,
  compact = false,
}: {
  value: number | null;
  unit?: 'pts' | '%';
  lowerIsBetter?: boolean;
  compact?: boolean;
}) {
  if (value === null) {
    return (
      <span className={`${styles.delta} ${styles.flat}`} title="No figure for the previous month">
        —
      </span>
    );
  }
  const tone =
    value === 0 ? styles.flat : value > 0 !== lowerIsBetter ? styles.better : styles.worse;
  const Arrow = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : ArrowRight;
  const spoken = unit === 'pts' ? 'points' : 'percentage points';
  const text = `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)}`;
  return (
    <span className={`${styles.delta} ${tone}`} data-delta={value}>
      <Arrow size={compact ? 13 : 15} strokeWidth={2.4} aria-hidden />
      <span aria-hidden>
        {text}
        {!compact && <span className={styles.deltaUnit}> {unit === 'pts' ? 'pts' : 'pp'}</span>}
      </span>
      {/* A plain span may not carry aria-label, so the spoken form is hidden text instead. */}
      <span className="visually-hidden">
        {`${value > 0 ? 'up' : value < 0 ? 'down' : 'unchanged'} ${Math.abs(value)} ${spoken} from the previous month`}
      </span>
    </span>
  );
}
