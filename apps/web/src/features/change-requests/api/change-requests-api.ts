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
import { apiCallKey, apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

export const CHANGE_REQUESTS_PAGE_SIZE = 25;

export const changeRequestsQuery = (query: ChangeRequestListQuery) =>
  apiQueryOptions(
    CALLS.listChangeRequests,
    { query: query as Record<string, string | number | undefined> },
    15_000,
  );

export const changeRequestQuery = (requestId: number) =>
  apiQueryOptions(CALLS.getChangeRequest, { params: { requestId } });

export const candidatesQuery = (auditId: number) =>
  apiQueryOptions(CALLS.getChangeRequestCandidates, { query: { audit: auditId } }, 0);

export function useChangeRequests(query: ChangeRequestListQuery) {
  return useApiQuery(changeRequestsQuery(query), {
    label: 'Loading change requests',
    placeholderData: (previous) => previous,
  });
}

export function useChangeRequest(requestId: number) {
  return useApiQuery(changeRequestQuery(requestId), { label: 'Loading the change request' });
}

export function useCandidates(auditId: number, enabled: boolean) {
  return useApiQuery(candidatesQuery(auditId), {
    label: 'Loading what a change request can hold',
    enabled,
  });
}

/** After a change, every list, request and time-to-fix figure is asked again. */
export function useRefreshChangeRequests() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        Object.values(CALLS).map((call) =>
          queryClient.invalidateQueries({ queryKey: apiCallKey(call.id) }),
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

export const useConfirmChangeRequest = () => useApiMutation(CALLS.confirmChangeRequest);
export const useCreateChangeRequest = () => useApiMutation(CALLS.createChangeRequest);
export const useMarkChangeRequestSent = () => useApiMutation(CALLS.markChangeRequestSent);
