import { ADMIN_CLIENT_CALLS, type ApiCall, type CallQuery } from '@lens/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { allClientsQuery } from '../../../api/client-options.ts';
import { credentialsQuery } from '../../../api/session.ts';
import { apiQueryOptions, useApiQuery, useInvalidate } from '../../../lib/use-api.ts';

/** The signed-in administrator, to keep them from locking themself out. */
export function useCurrentUser() {
  return useApiQuery(
    { ...credentialsQuery, staleTime: 5 * 60_000 },
    { label: 'Loading your account' },
  ).data?.user;
}

/** Every client, for the client pickers. */
export function useClientOptions() {
  const query = useApiQuery(allClientsQuery, { label: 'Loading clients' });
  return { clients: query.data?.items ?? [], loading: query.isPending };
}

/** Asks again every read of these calls: what a write changed, wherever it shows. */
export function useRefresh(calls: readonly ApiCall[]) {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(...calls), [invalidate, calls]);
}

/** A client's properties: a search's page, or the ones chosen (`ids`). */
export const clientPropertiesQuery = (clientId: number, query: CallQuery) =>
  apiQueryOptions(ADMIN_CLIENT_CALLS.listClientProperties, { params: { clientId }, query });

export function useClientProperties(
  clientId: number,
  query: CallQuery,
  { label, enabled }: { label: string; enabled: boolean },
) {
  return useApiQuery(clientPropertiesQuery(clientId, query), {
    label,
    enabled,
    placeholderData: keepPreviousData,
  });
}
