import type { ReportDefinition } from '@lens/contracts';
import { REPORT_PERIOD_LABELS, formatDay } from '@lens/domain';
import { CalendarClock, FileSpreadsheet, FileText, Pencil, Play, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { isPending } from '../api/reports-api.ts';
import { formatMoment, KIND_LABELS, SCHEDULE_LABELS } from './report-labels.ts';
import { RunStatus } from './run-status.tsx';
import styles from './reports.module.css';

export interface DefinitionActions {
  onEdit(report: ReportDefinition): void;
  onRun(report: ReportDefinition): void;
  onDelete(report: ReportDefinition): void;
  /** The report whose run is being queued: its button waits. */
  running: number | null;
}

function recipientsText(recipients: readonly string[]): string {
  if (recipients.length === 0) return 'No one';
  if (recipients.length === 1) return recipients[0]!;
  return `${recipients[0]} +${recipients.length - 1}`;
}

/** Report definitions, one row each, with what they cover, when they run and their latest run. */
export function DefinitionsTable({
  reports,
  onEdit,
  onRun,
  onDelete,
  running,
}: { reports: readonly ReportDefinition[] } & DefinitionActions) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="report-definitions">
        <caption className="visually-hidden">Report definitions</caption>
        <thead>
          <tr>
            <th scope="col">Report</th>
            <th scope="col">Format</th>
            <th scope="col">Schedule</th>
            <th scope="col" className={styles.wideOnly}>
              Recipients
            </th>
            <th scope="col">Latest run</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id} data-report={report.name} className={styles.stackable}>
              <td>
                <span className={styles.primary}>{report.name}</span>
                <span className={styles.secondary}>
                  {report.viewName} · {report.clientName}
                </span>
              </td>
              <td>
                <span
                  className={styles.kind}
                  data-kind={report.kind}
                  title={KIND_LABELS[report.kind]}
                >
                  {report.kind === 'XLSX' ? (
                    <FileSpreadsheet size={14} aria-hidden />
                  ) : (
                    <FileText size={14} aria-hidden />
                  )}
                  {report.kind}
                  <span className="visually-hidden">, {KIND_LABELS[report.kind]}</span>
                </span>
              </td>
              <td>
                <span className={styles.primary}>
                  {report.schedule === 'MONTHLY' && <CalendarClock size={13} aria-hidden />}{' '}
                  {SCHEDULE_LABELS[report.schedule]}
                </span>
                <span className={styles.secondary}>
                  {REPORT_PERIOD_LABELS[report.period]}
                  {report.nextRunOn ? ` · next ${formatDay(report.nextRunOn)}` : ''}
                </span>
              </td>
              <td className={styles.wideOnly} data-cell="recipients">
                <span className={styles.recipients} title={report.recipients.join(', ')}>
                  {recipientsText(report.recipients)}
                </span>
              </td>
              <td>
                {report.lastRun ? (
                  <>
                    <RunStatus run={report.lastRun} />
                    <span className={`${styles.secondary} ${styles.nowrap}`}>
                      {formatMoment(report.lastRun.createdAt)}
                    </span>
                  </>
                ) : (
                  <span className={styles.secondary}>Never run</span>
                )}
              </td>
              <td className={styles.rowActions}>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onRun(report)}
                  disabled={running === report.id || isPending(report.lastRun)}
                  aria-label={`Run ${report.name} now`}
                >
                  <Play size={14} aria-hidden />
                  <span className={styles.wideOnlyInline}>Run now</span>
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  iconOnly
                  onClick={() => onEdit(report)}
                  aria-label={`Edit ${report.name}`}
                >
                  <Pencil size={15} aria-hidden />
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  iconOnly
                  onClick={() => onDelete(report)}
                  aria-label={`Delete ${report.name}`}
                >
                  <Trash2 size={15} aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
