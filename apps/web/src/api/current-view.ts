import { viewsRead } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { apiCallKey, apiQueryOptions, useApiQuery } from '../lib/use-api.ts';

/**
 * The views the user may open under a selection's range, named by viewsRead as the server names
 * the answer it sends with the page. A prefetch leaves a 401 to the sign-in check.
 */
export function viewFilterQuery(selection: FilterSelection, { handlesUnauthorized = false } = {}) {
  const { call, options } = viewsRead(selection);
  return apiQueryOptions(call, { ...options, handlesUnauthorized }, 5 * 60_000);
}

/** The key of the views answers of every range, to change a view in all of them at once. */
export const anyViewFilterKey = apiCallKey(viewsRead({}).call.id);

export function useViewFilter(selection: FilterSelection) {
  return useApiQuery(viewFilterQuery(selection), { label: 'Loading filter view' });
}
