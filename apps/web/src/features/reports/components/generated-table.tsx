import type { GeneratedReport } from '@lens/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { downloadGeneratedReport } from '../api/reports-api.ts';
import { formatBytes, formatMoment, formatPeriod } from './report-labels.ts';
import { RunStatus } from './run-status.tsx';
import styles from './reports.module.css';

/** Report runs, newest first: what was built, over which dates, by whom, and its download. */
export function GeneratedTable({ runs }: { runs: readonly GeneratedReport[] }) {
  const [downloading, setDownloading] = useState<number | null>(null);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="generated-reports">
        <caption className="visually-hidden">Generated reports</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col" className={styles.wideOnly}>
              Covers
            </th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.wideOnly}>
              Built
            </th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-run={run.id} className={styles.stackable}>
              <td>
                <span className={`${styles.primary} ${styles.fileName}`}>{run.fileName}</span>
                <span className={styles.secondary}>
                  {run.reportName ?? 'Deleted report'}
                  {run.status === 'READY' ? ` · ${formatBytes(run.size)}` : ''}
                </span>
              </td>
              <td className={styles.wideOnly}>{formatPeriod(run.periodStart, run.periodEnd)}</td>
              <td>
                <RunStatus run={run} />
                {run.error && <span className={styles.errorText}>{run.error}</span>}
              </td>
              <td className={styles.wideOnly}>
                <span className={styles.primary}>
                  {formatMoment(run.finishedAt ?? run.createdAt)}
                </span>
                <span className={styles.secondary}>
                  {run.scheduled ? 'Monthly schedule' : (run.createdByName ?? '—')}
                </span>
              </td>
              <td className={styles.rowActions}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={run.status !== 'READY' || downloading === run.id}
                  onClick={async () => {
                    setDownloading(run.id);
                    try {
                      await downloadGeneratedReport(run);
                    } finally {
                      setDownloading(null);
                    }
                  }}
                  aria-label={`Download ${run.fileName}`}
                >
                  <Download size={14} aria-hidden />
                  <span className={styles.wideOnlyInline}>Download</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
