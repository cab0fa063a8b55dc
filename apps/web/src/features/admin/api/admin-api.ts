import {
  ACCOUNT_CALLS,
  ADMIN_CHANNEL_GROUP_CALLS,
  ADMIN_CLIENT_CALLS,
  MAX_ADMIN_PAGE_SIZE,
  type ApiCall,
} from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiQuery } from '../../../lib/use-api.ts';

/** Marks every cached answer of these calls stale, so lists and lookups show what was saved. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...calls: ApiCall[]) =>
      Promise.all(
        calls.map((call) => queryClient.invalidateQueries({ queryKey: ['api', call.id] })),
      ),
    [queryClient],
  );
}

/** The signed-in administrator, to keep them from locking themself out. */
export function useCurrentUser() {
  return useApiQuery(ACCOUNT_CALLS.checkCredentials, {
    label: 'Loading your account',
    silent: true,
    staleTime: 5 * 60_000,
  }).data?.user;
}

/** Every client, for the client pickers. */
export function useClientOptions() {
  const query = useApiQuery(ADMIN_CLIENT_CALLS.listClients, {
    query: { pageSize: MAX_ADMIN_PAGE_SIZE },
    label: 'Loading clients',
  });
  return { clients: query.data?.items ?? [], loading: query.isPending };
}

/** The channel catalog, for the channel pickers. */
export function useSites() {
  const query = useApiQuery(ADMIN_CHANNEL_GROUP_CALLS.listSites, {
    label: 'Loading channels',
    staleTime: 10 * 60_000,
  });
  return { sites: query.data ?? [], loading: query.isPending };
}
