import {
  CHANGE_REQUEST_CALLS as CALLS,
  type ChangeRequestSummary,
  type ChangeRequestListQuery,
} from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { readableError } from '../../../lib/readable-error.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useLogStore } from '../../../lib/log-store.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

export const CHANGE_REQUESTS_PAGE_SIZE = 25;

export function useChangeRequests(query: ChangeRequestListQuery) {
  return useApiQuery(CALLS.listChangeRequests, {
    query: query as Record<string, string | number | undefined>,
    label: 'Loading change requests',
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });
}

export function useChangeRequest(requestId: number) {
  return useApiQuery(CALLS.getChangeRequest, {
    params: { requestId },
    label: 'Loading the change request',
  });
}

export function useCandidates(auditId: number, enabled: boolean) {
  return useApiQuery(CALLS.getChangeRequestCandidates, {
    query: { audit: auditId },
    label: 'Loading what a change request can hold',
    enabled,
    staleTime: 0,
  });
}

/** After a change, every list, request and time-to-fix figure is asked again. */
export function useRefreshChangeRequests() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        Object.values(CALLS).map((call) =>
          queryClient.invalidateQueries({ queryKey: ['api', call.id] }),
        ),
      ),
    [queryClient],
  );
}

export function showOutcome(text: string, tone: 'success' | 'error') {
  useLogStore.getState().showMessage({ id: 'change-request', text, tone });
}

/** Saves the request's CSV under the name the server gives it. */
export async function downloadChangeRequestCsv(request: ChangeRequestSummary): Promise<void> {
  try {
    const file = await callApi(CALLS.downloadChangeRequestCsv, {
      params: { requestId: request.id },
    });
    saveFile(
      file,
      `${request.reference} ${request.property.code ?? request.property.name} ${request.site.name}.csv`,
    );
  } catch (error) {
    showOutcome(readableError(error, 'The CSV could not be downloaded. Try again.'), 'error');
  }
}
