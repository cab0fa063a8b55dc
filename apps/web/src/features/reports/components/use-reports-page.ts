import type { ReportDefinition } from '@lens/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import {
  useClients,
  useDeleteReportDefinition,
  useGeneratedReports,
  useRefreshReports,
  useReportDefinitions,
  useRunReportDefinition,
} from '../api/reports-api.ts';

type Sheet = { report: ReportDefinition | null } | null;

/** The generated reports' own pager, beside the definitions' `page`. */
export const RUNS_PAGE = 'runs_page';

/**
 * The reports screen's search, client and pages (from the query string), both lists, the open
 * sheet and delete dialog, the notice, and running, deleting and saving with their notices.
 */
export function useReportsPage() {
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

  const saved = async (report: ReportDefinition) => {
    const editing = sheet?.report;
    setSheet(null);
    setNotice({
      tone: 'success',
      text: editing ? `${report.name} was saved.` : `${report.name} was created.`,
    });
    await refresh();
  };

  return {
    list,
    search,
    clientId,
    page,
    runsPage,
    typed,
    setTyped,
    sheet,
    setSheet,
    deleting,
    setDeleting,
    notice,
    setNotice,
    running,
    clients,
    definitions,
    runs,
    remove,
    runNow,
    confirmDelete,
    saved,
  };
}

export type ReportsPageState = ReturnType<typeof useReportsPage>;
