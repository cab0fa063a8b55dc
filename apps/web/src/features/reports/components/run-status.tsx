import type { GeneratedReport } from '@lens/contracts';
import { LoaderCircle } from 'lucide-react';
import { RUN_STATUS } from './report-labels.ts';
import styles from './reports.module.css';

/** Where a run stands, as a coloured pill; a failed run says why on hover and to screen readers. */
export function RunStatus({ run }: { run: Pick<GeneratedReport, 'status' | 'error'> }) {
  const { label, tone } = RUN_STATUS[run.status];
  return (
    <span
      className={styles.pill}
      data-tone={tone}
      data-status={run.status}
      title={run.error ?? undefined}
    >
      {run.status === 'RUNNING' || run.status === 'QUEUED' ? (
        <LoaderCircle size={12} aria-hidden className={styles.spin} />
      ) : (
        <span className={styles.dot} aria-hidden />
      )}
      {label}
      {run.error && <span className="visually-hidden">: {run.error}</span>}
    </span>
  );
}
