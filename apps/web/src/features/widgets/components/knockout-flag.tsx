import { formatShare } from '../format.ts';
import styles from './widgets.module.css';

/**
 * One property on one channel has one latest audit, so its knockout share is all or nothing: it
 * reads as a yes or no. A share in between (several audits) stays a percentage.
 */
export function KnockoutFlag({ share }: { share: number | null | undefined }) {
  if (share == null) return <span className={styles.dim}>N/A</span>;
  if (share === 0) return <span className={styles.dim}>No</span>;
  if (share === 100) {
    return (
      <span className={styles.notice} data-tone="red">
        Knocked out
      </span>
    );
  }
  return <>{formatShare(share)}</>;
}
