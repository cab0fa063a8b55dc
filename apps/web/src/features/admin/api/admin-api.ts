import { ACCOUNT_CALLS, ADMIN_CLIENT_CALLS, MAX_ADMIN_PAGE_SIZE } from '@lens/contracts';
import { useApiQuery } from '../../../lib/use-api.ts';

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
