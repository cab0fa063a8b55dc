import { ADMIN_CHANNEL_GROUP_CALLS } from '@lens/contracts';
import { apiQueryOptions, useApiQuery } from '../lib/use-api.ts';

/** Every channel of the catalog; it changes rarely. */
export const channelCatalogQuery = apiQueryOptions(
  ADMIN_CHANNEL_GROUP_CALLS.listSites,
  {},
  10 * 60_000,
);

/** The catalog for the channel pickers of the admin area and report forms. */
export function useChannelCatalog() {
  const query = useApiQuery(channelCatalogQuery, { label: 'Loading channels' });
  return { sites: query.data ?? [], loading: query.isPending };
}
