import { formatAccuracy, scoreBandColor } from '@lens/domain';
import styles from './badges.module.css';

/** An accuracy in its band's colour: green from 90, yellow from 60, red below, gray N/A. */
export function ScoreBadge({
  value,
  size = 'medium',
  label,
}: {
  value: number | null | undefined;
  size?: 'medium' | 'large';
  label?: string;
}) {
  const text = formatAccuracy(value);
  return (
    <span
      className={[styles.score, styles[scoreBandColor(value)], size === 'large' && styles.large]
        .filter(Boolean)
        .join(' ')}
      aria-label={label ? `${label}: ${text}` : undefined}
      data-band={scoreBandColor(value)}
    >
      {text}
    </span>
  );
}
