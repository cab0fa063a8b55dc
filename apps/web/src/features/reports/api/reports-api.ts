import {
  ADMIN_CLIENT_CALLS,
  ADMIN_REPORT_CALLS,
  ADMIN_VIEW_CALLS,
  API_CALLS,
  MAX_ADMIN_PAGE_SIZE,
  type GeneratedReport,
} from '@lens/contracts';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { showReportDownloadError } from '../../../lib/report-download-error.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useApiQuery, useInvalidate } from '../../../lib/use-api.ts';

/** Runs waiting or building are looked at again this often, until they are ready or failed. */
export const RUN_POLL_MS = 3_000;

export const isPending = (run: Pick<GeneratedReport, 'status'> | null | undefined) =>
  run?.status === 'QUEUED' || run?.status === 'RUNNING';

export function useReportDefinitions(query: { search?: string; clientId?: number; page: number }) {
  return useApiQuery(ADMIN_REPORT_CALLS.listReportDefinitions, {
    query: { ...query, pageSize: 25 },
    label: 'Loading reports',
    staleTime: 0,
    refetchInterval: (data) =>
      data?.items.some((item) => isPending(item.lastRun)) ? RUN_POLL_MS : false,
  });
}

export function useGeneratedReports(query: { clientId?: number; page: number }) {
  return useApiQuery(ADMIN_REPORT_CALLS.listGeneratedReports, {
    query: { ...query, pageSize: 10 },
    label: 'Loading generated reports',
    staleTime: 0,
    refetchInterval: (data) => (data?.items.some(isPending) ? RUN_POLL_MS : false),
  });
}

/** After a save, run or delete: both lists show what changed. */
export function useRefreshReports() {
  const invalidate = useInvalidate();
  return useCallback(
    () =>
      invalidate(ADMIN_REPORT_CALLS.listReportDefinitions, ADMIN_REPORT_CALLS.listGeneratedReports),
    [invalidate],
  );
}

export function useClients() {
  const query = useApiQuery(ADMIN_CLIENT_CALLS.listClients, {
    query: { pageSize: MAX_ADMIN_PAGE_SIZE },
    label: 'Loading clients',
    staleTime: 5 * 60_000,
  });
  return query.data?.items ?? [];
}

export function useClientViews(clientId: number | undefined) {
  const query = useApiQuery(ADMIN_VIEW_CALLS.listViews, {
    query: { clientId, pageSize: MAX_ADMIN_PAGE_SIZE },
    label: 'Loading views',
    enabled: !!clientId,
    staleTime: 60_000,
  });
  return { views: query.data?.items ?? [], loading: !!clientId && query.isPending };
}

/** Saves a built report under its file name; a failure shows the download message. */
export async function downloadGeneratedReport(run: GeneratedReport): Promise<void> {
  try {
    const file = await callApi(API_CALLS.downloadReport, { params: { reportId: run.id } });
    saveFile(file, run.fileName);
  } catch (error) {
    showReportDownloadError(error);
  }
}
