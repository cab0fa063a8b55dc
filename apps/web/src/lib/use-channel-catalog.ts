import { ADMIN_CHANNEL_GROUP_CALLS } from '@lens/contracts';
import { useApiQuery } from './use-api.ts';

/** Every channel of the catalog, for the channel pickers of the admin area and report forms. */
export function useChannelCatalog() {
  const query = useApiQuery(ADMIN_CHANNEL_GROUP_CALLS.listSites, {
    label: 'Loading channels',
    staleTime: 10 * 60_000,
  });
  return { sites: query.data ?? [], loading: query.isPending };
}
