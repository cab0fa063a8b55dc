import { ADMIN_REPORT_CALLS as CALLS, API_CALLS, type GeneratedReport } from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { showReportDownloadError } from '../../../lib/report-download-error.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { allClientsQuery, clientViewsQuery } from '../../../api/client-options.ts';
import { apiCallKey, apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

/** Runs waiting or building are looked at again this often, until they are ready or failed. */
export const RUN_POLL_MS = 3_000;

export const isPending = (run: Pick<GeneratedReport, 'status'> | null | undefined) =>
  run?.status === 'QUEUED' || run?.status === 'RUNNING';

type DefinitionsQuery = { search?: string; clientId?: number; page: number };
type GeneratedQuery = { clientId?: number; page: number };

export const reportDefinitionsQuery = (query: DefinitionsQuery) =>
  apiQueryOptions(CALLS.listReportDefinitions, { query: { ...query, pageSize: 25 } }, 0);

export const generatedReportsQuery = (query: GeneratedQuery) =>
  apiQueryOptions(CALLS.listGeneratedReports, { query: { ...query, pageSize: 10 } }, 0);

/** Both lists, whatever their page and filters. */
const REPORT_LISTS = [
  apiCallKey(CALLS.listReportDefinitions.id),
  apiCallKey(CALLS.listGeneratedReports.id),
] as const;

export function useReportDefinitions(query: DefinitionsQuery) {
  return useApiQuery(reportDefinitionsQuery(query), {
    label: 'Loading reports',
    refetchInterval: (data) =>
      data?.items.some((item) => isPending(item.lastRun)) ? RUN_POLL_MS : false,
  });
}

export function useGeneratedReports(query: GeneratedQuery) {
  return useApiQuery(generatedReportsQuery(query), {
    label: 'Loading generated reports',
    refetchInterval: (data) => (data?.items.some(isPending) ? RUN_POLL_MS : false),
  });
}

/** After a save, run or delete: both lists show what changed. */
export function useRefreshReports() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all(REPORT_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
}

export function useClients() {
  const query = useApiQuery(allClientsQuery, { label: 'Loading clients' });
  return query.data?.items ?? [];
}

export function useClientViews(clientId: number | undefined) {
  const query = useApiQuery(clientViewsQuery(clientId), {
    label: 'Loading views',
    enabled: !!clientId,
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

export const useCreateReportDefinition = () => useApiMutation(CALLS.createReportDefinition);
export const useDeleteReportDefinition = () => useApiMutation(CALLS.deleteReportDefinition);
export const useRunReportDefinition = () => useApiMutation(CALLS.runReportDefinition);
export const useUpdateReportDefinition = () => useApiMutation(CALLS.updateReportDefinition);
