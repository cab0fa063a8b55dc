import { FILTER_CALLS, type ApiCall, type FilterValuesResponse } from '@lens/contracts';
import { decodeFilterPath, needsAvailableProperties, optionsWithId } from '@lens/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions } from './api-client.ts';
import { selectionFromPath } from './selection.ts';
import { localToday } from './today.ts';
import { apiQueryKey } from './use-api.ts';

/**
 * Starts the calls a widgets page decides its level from (the views and the filter datasets of
 * usePageScope) alongside the sign-in check rather than after it and the first render: the hooks
 * that ask for them find them in flight or answered, under the same keys. The available
 * properties follow the property types, where the page needs them. A signed-out visitor's calls
 * fail without the app-wide sign-in redirect, as the sign-in check sends them there already, and
 * the hooks ask again once mounted.
 */
export function prefetchPageScope(client: QueryClient, pathname: string): void {
  if (!decodeFilterPath(pathname, localToday()).ok) return;
  const selection = selectionFromPath(pathname);
  const prefetch = <C extends ApiCall>(call: C, options: CallOptions<C>, staleTime: number) =>
    client.prefetchQuery({
      queryKey: apiQueryKey(call, options),
      queryFn: ({ signal }) => callApi(call, { ...options, signal, handlesUnauthorized: true }),
      staleTime,
    });
  // The same inputs and freshness as useCurrentView and useFilterOptions.
  void prefetch(
    FILTER_CALLS.getViewFilter,
    { query: { startDate: selection.startDate, endDate: selection.endDate } },
    5 * 60_000,
  );
  const options = (filterName: 'property_type' | 'property' | 'site' | 'country') => ({
    params: { filterName },
    query: selection,
  });
  void prefetch(FILTER_CALLS.getFilterValues, options('site'), 60_000);
  void prefetch(FILTER_CALLS.getFilterValues, options('country'), 60_000);
  void prefetch(FILTER_CALLS.getFilterValues, options('property_type'), 60_000).then(() => {
    const types = client.getQueryData<FilterValuesResponse>(
      apiQueryKey(FILTER_CALLS.getFilterValues, options('property_type')),
    );
    if (types && needsAvailableProperties(selection, optionsWithId(types.availableValues).length))
      void prefetch(FILTER_CALLS.getFilterValues, options('property'), 60_000);
  });
}
