import { displayStatus } from '@lens/domain';
import type { HTMLAttributes } from 'react';
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

/** The bands' colours a pill can take. */
export type Tone = 'blue' | 'gray' | 'green' | 'red' | 'yellow';

/** A short label in a rounded pill of one band's colour: a request's state, a logged action. */
export function TonePill({
  tone,
  className,
  ...span
}: { tone: Tone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={`${styles.pill} ${styles[tone]}${className ? ` ${className}` : ''}`}
      {...span}
    />
  );
}
