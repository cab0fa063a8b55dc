import type { ReAuditRun } from '@lens/contracts';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  isRunning,
  useReAuditProgress,
  useRefreshAfterReAudit,
} from '../api/hotel-chain-admin-api.ts';
import styles from './re-audit-progress.module.css';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The channel type's latest re-audit: a live progress bar while it runs (polled once a second),
 * then what it changed. When it finishes, every cached score is refreshed.
 */
export function ReAuditProgress({ run: initial }: { run: ReAuditRun }) {
  const { data } = useReAuditProgress(initial);
  const run = data ?? initial;
  const refreshAfterReAudit = useRefreshAfterReAudit();
  const wasRunning = useRef(isRunning(initial));
  useEffect(() => {
    if (wasRunning.current && !isRunning(run)) {
      void refreshAfterReAudit();
    }
    wasRunning.current = isRunning(run);
  }, [run, refreshAfterReAudit]);

  const running = isRunning(run);
  const share = run.total > 0 ? Math.min(1, run.done / run.total) : running ? 0 : 1;
  return (
    <section
      className={styles.panel}
      data-status={run.status}
      aria-labelledby="re-audit-title"
      data-testid="re-audit-progress"
    >
      <div className={styles.heading}>
        {running ? (
          <RefreshCw size={18} aria-hidden className={styles.spin} />
        ) : run.status === 'FAILED' ? (
          <CircleAlert size={18} aria-hidden className={styles.failed} />
        ) : (
          <CircleCheck size={18} aria-hidden className={styles.done} />
        )}
        <h2 id="re-audit-title">
          {running
            ? run.status === 'QUEUED'
              ? 'Re-audit queued'
              : 'Re-auditing stored snapshots'
            : run.status === 'FAILED'
              ? 'Re-audit failed'
              : 'Re-audit finished'}
        </h2>
        <span className={styles.when}>
          {run.startedBy ? `${run.startedBy}, ` : ''}
          {WHEN.format(new Date(run.finishedAt ?? run.createdAt))}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Re-audit progress"
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={Math.min(run.done, run.total)}
        aria-valuetext={`${count(Math.min(run.done, run.total))} of ${count(run.total)} audits`}
      >
        <span className={styles.bar} style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className={styles.detail} aria-live="polite">
        {run.status === 'FAILED'
          ? `${run.error ?? 'Something went wrong'}. It is retried automatically; ${count(run.done)} of ${count(run.total)} audits are done.`
          : running
            ? `${count(Math.min(run.done, run.total))} of ${count(run.total)} audits · ${count(run.changed)} scores changed so far. ${
                run.error
                  ? `Retrying after an error: ${run.error}.`
                  : 'Dashboard figures update batch by batch.'
              }`
            : `${count(run.done)} audits re-audited · ${count(run.changed)} scores changed. The dashboard shows the new figures.`}
      </p>
    </section>
  );
}
