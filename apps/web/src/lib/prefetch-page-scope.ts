import { FILTER_CALLS, type ApiCall } from '@lens/contracts';
import { decodeFilterPath } from '@lens/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions } from './api-client.ts';
import { selectionFromPath } from './selection.ts';
import { localToday } from './today.ts';
import { apiQueryKey } from './use-api.ts';

/** The filter datasets the widgets page decides its level from (usePageScope). */
const SCOPE_DATASETS = ['property_type', 'property', 'site', 'country'] as const;

/**
 * Starts the calls a widgets page decides its level from (the views and four filter datasets)
 * alongside the sign-in check rather than after it and the first render: the hooks that ask for
 * them find them in flight or answered, under the same keys. A signed-out visitor's calls fail
 * without the app-wide sign-in redirect, as the sign-in check sends them there already, and the
 * hooks ask again once mounted.
 */
export function prefetchPageScope(client: QueryClient, pathname: string): void {
  if (!decodeFilterPath(pathname, localToday()).ok) return;
  const selection = selectionFromPath(pathname);
  const prefetch = <C extends ApiCall>(call: C, options: CallOptions<C>, staleTime: number) =>
    void client.prefetchQuery({
      queryKey: apiQueryKey(call, options),
      queryFn: ({ signal }) => callApi(call, { ...options, signal, handlesUnauthorized: true }),
      staleTime,
    });
  // The same inputs and freshness as useCurrentView and useFilterOptions.
  prefetch(
    FILTER_CALLS.getViewFilter,
    { query: { startDate: selection.startDate, endDate: selection.endDate } },
    5 * 60_000,
  );
  for (const dataset of SCOPE_DATASETS) {
    prefetch(
      FILTER_CALLS.getFilterValues,
      { params: { filterName: dataset }, query: { ...selection, needAllValues: true } },
      60_000,
    );
  }
}
