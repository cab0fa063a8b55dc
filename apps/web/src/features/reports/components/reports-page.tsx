import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ReportForm } from './report-form.tsx';
import { ReportsPageDefinitions } from './reports-page-definitions.tsx';
import { ReportsPageGenerated } from './reports-page-generated.tsx';
import { useReportsPage } from './use-reports-page.ts';
import styles from './reports.module.css';

/**
 * Administration of reports: definitions per client and view (an Excel workbook of the audit
 * results or a PDF of the dashboard, on demand or monthly, with recipients), run now, and the
 * generated files with their downloads. `nav` is drawn above the title: the admin area's tabs.
 * The search, client and both pages live in the query string (`q`, `client`, `page`,
 * `runs_page`).
 */
export function ReportsPage({ nav }: { nav?: ReactNode }) {
  const state = useReportsPage();
  const { clientId, sheet, setSheet, deleting, setDeleting, notice, setNotice } = state;
  const { remove, confirmDelete, saved } = state;
  return (
    <div className={styles.page} data-section="admin" data-testid="reports-page">
      {nav}
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Administration</p>
          <h1>Reports</h1>
          <p className={styles.description}>
            Reports per client and view: an Excel workbook of every audit result, or a PDF of the
            dashboard. Build one now or every month; recipients are emailed the download link.
          </p>
        </div>
        <Button variant="primary" onClick={() => setSheet({ report: null })}>
          <Plus size={16} aria-hidden /> New report
        </Button>
      </header>

      <div className={styles.notice} role="status" aria-live="polite">
        {notice && (
          <p data-tone={notice.tone}>
            {notice.text}
            <Button size="small" variant="ghost" onClick={() => setNotice(null)}>
              Dismiss
            </Button>
          </p>
        )}
      </div>

      <ReportsPageDefinitions page={state} />

      <ReportsPageGenerated page={state} />

      {sheet && (
        <ReportForm
          open
          report={sheet.report}
          defaultClientId={clientId}
          onClose={() => setSheet(null)}
          onSaved={saved}
        />
      )}

      <Modal
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete report'}
        description="It will no longer run. The files it already built stay downloadable."
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              Delete report
            </Button>
          </>
        }
      />
    </div>
  );
}
