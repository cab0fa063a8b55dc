import { Inbox } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import styles from './feedback-states.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} />;
}

export function Skeleton({
  width = '100%',
  height = 16,
  style,
}: {
  width?: CSSProperties['width'];
  height?: number;
  style?: CSSProperties;
}) {
  return (
    <span
      className={styles.skeleton}
      style={{ display: 'block', width, height, ...style }}
      aria-hidden
    />
  );
}

/** What a widget shows when the selection has no data for it. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyIcon}>{icon ?? <Inbox size={28} aria-hidden />}</span>
      <p className={styles.emptyTitle}>{title}</p>
      {children && <p>{children}</p>}
    </div>
  );
}
