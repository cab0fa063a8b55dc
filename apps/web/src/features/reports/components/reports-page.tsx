import type { ReportDefinition } from '@lens/contracts';
import { FileBarChart2, Plus, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { SearchInput } from '../../../components/form-controls.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import {
  useClients,
  useGeneratedReports,
  useRefreshReports,
  useReportDefinitions,
} from '../api/reports-api.ts';
import { DefinitionsTable } from './definitions-table.tsx';
import { GeneratedTable } from './generated-table.tsx';
import { ReportForm } from './report-form.tsx';
import styles from './reports.module.css';
import { useDeleteReportDefinition, useRunReportDefinition } from '../api/reports-api.ts';

function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  noun: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <span className="tabular">
        {(page - 1) * pageSize + 1}–{Math.min(total, page * pageSize)} of {total}
      </span>
      <Button size="small" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button
        size="small"
        variant="ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

type Sheet = { report: ReportDefinition | null } | null;

/** The generated reports' own pager, beside the definitions' `page`. */
const RUNS_PAGE = 'runs_page';

/**
 * Administration of reports: definitions per client and view (an Excel workbook of the audit
 * results or a PDF of the dashboard, on demand or monthly, with recipients), run now, and the
 * generated files with their downloads. `nav` is drawn above the title: the admin area's tabs.
 * The search, client and both pages live in the query string (`q`, `client`, `page`,
 * `runs_page`).
 */
export function ReportsPage({ nav }: { nav?: ReactNode }) {
  const list = useListParams();
  const search = list.search;
  const clientId = list.id('client');
  const page = list.page;
  const runsPage = list.pageOf(RUNS_PAGE);
  const [typed, setTyped] = useTypedSearch(search, list.setSearch);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [deleting, setDeleting] = useState<ReportDefinition | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const clients = useClients();
  const definitions = useReportDefinitions({ search: search || undefined, clientId, page });
  const runs = useGeneratedReports({ clientId, page: runsPage });
  const refresh = useRefreshReports();
  const run = useRunReportDefinition();
  const remove = useDeleteReportDefinition();

  const runNow = async (report: ReportDefinition) => {
    setRunning(report.id);
    try {
      await run.mutateAsync({ params: { reportId: report.id } });
      setNotice({
        tone: 'success',
        text: `${report.name} is being built. It appears under Generated reports when ready${
          report.recipients.length ? ', and its recipients get the link' : ''
        }.`,
      });
      list.setPage(1, RUNS_PAGE);
      await refresh();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError ? error.message : 'The report could not be queued.',
      });
    } finally {
      setRunning(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { reportId: deleting.id } });
      setNotice({ tone: 'success', text: `${deleting.name} was deleted. Its files stay below.` });
      await refresh();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError ? error.message : 'The report could not be deleted.',
      });
    } finally {
      setDeleting(null);
    }
  };

  const items = definitions.data?.items ?? [];
  const runItems = runs.data?.items ?? [];
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

      <Card
        title="Report definitions"
        subtitle={
          definitions.data
            ? `${definitions.data.total} ${definitions.data.total === 1 ? 'report' : 'reports'}`
            : 'Loading reports'
        }
        flush
      >
        <div className={styles.toolbar}>
          <OptionSelect
            label="Client"
            value={clientId}
            options={clients}
            placeholder="All clients"
            onChange={(value) => list.set({ client: value, [RUNS_PAGE]: null })}
          />
          <SearchInput
            label="Search reports"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {definitions.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        ) : definitions.isError ? (
          <EmptyState title="The reports could not be loaded">
            <Button size="small" onClick={() => definitions.refetch()}>
              <RefreshCw size={14} aria-hidden /> Try again
            </Button>
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState
            title={search || clientId ? 'No report matches' : 'No reports yet'}
            icon={<FileBarChart2 size={28} aria-hidden />}
          >
            {search || clientId
              ? 'Clear the search or choose another client.'
              : 'Create one to send a client a monthly workbook or PDF.'}
          </EmptyState>
        ) : (
          <>
            <DefinitionsTable
              reports={items}
              running={running}
              onRun={runNow}
              onEdit={(report) => setSheet({ report })}
              onDelete={setDeleting}
            />
            <Pager
              page={page}
              pageSize={definitions.data!.pageSize}
              total={definitions.data!.total}
              onPage={list.setPage}
              noun="reports"
            />
          </>
        )}
      </Card>

      <Card
        title="Generated reports"
        subtitle="Newest first; building and waiting runs refresh by themselves"
        flush
      >
        {runs.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        ) : runItems.length === 0 ? (
          <EmptyState title="Nothing generated yet">
            Run a report now, or wait for the monthly schedule.
          </EmptyState>
        ) : (
          <>
            <GeneratedTable runs={runItems} />
            <Pager
              page={runsPage}
              pageSize={runs.data!.pageSize}
              total={runs.data!.total}
              onPage={(next) => list.setPage(next, RUNS_PAGE)}
              noun="generated reports"
            />
          </>
        )}
      </Card>

      {sheet && (
        <ReportForm
          open
          report={sheet.report}
          defaultClientId={clientId}
          onClose={() => setSheet(null)}
          onSaved={async (saved) => {
            setSheet(null);
            setNotice({
              tone: 'success',
              text: sheet.report ? `${saved.name} was saved.` : `${saved.name} was created.`,
            });
            await refresh();
          }}
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
