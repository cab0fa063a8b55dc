import { displayStatus } from '@lens/domain';
import styles from './badges.module.css';

/** A characteristic status, relabelled in hotel-chain mode, in its colour (docs/product-rules.md, "Statuses and colours"). */
export function StatusPill({
  status,
  hotelChainMode = false,
}: {
  status: string;
  hotelChainMode?: boolean;
}) {
  const { label, color } = displayStatus(status, { hotelChainMode });
  return (
    <span className={`${styles.status} ${styles[color]}`} data-status={status} data-color={color}>
      {label}
    </span>
  );
}
