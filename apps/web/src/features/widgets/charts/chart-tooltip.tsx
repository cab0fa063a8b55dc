import type { ReactNode } from 'react';
import styles from './charts.module.css';

/** The charts' hover card: a title and labelled figures. */
export function ChartTooltip({
  title,
  rows,
}: {
  title: ReactNode;
  rows: readonly { label: string; value: ReactNode; color?: string }[];
}) {
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipTitle}>{title}</p>
      {rows.map((row) => (
        <p key={row.label} className={styles.tooltipRow}>
          {row.color && <span className={styles.swatch} style={{ background: row.color }} />}
          <span>{row.label}</span>
          <strong>{row.value}</strong>
        </p>
      ))}
    </div>
  );
}
