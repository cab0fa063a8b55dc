import { filterOptionsRead, type OptionsDataset } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import type { keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';
import { useSelection } from '../lib/selection.ts';
import { apiQueryOptions, useApiQuery } from '../lib/use-api.ts';

/**
 * The options of one filter dataset under a selection. The request is named by filterOptionsRead,
 * as the server names the answers it sends with the page, so those answers are found. A prefetch
 * leaves a 401 to the sign-in check rather than the app-wide redirect.
 */
export function filterOptionsQuery(
  dataset: OptionsDataset,
  selection: FilterSelection,
  { handlesUnauthorized = false } = {},
) {
  const { call, options } = filterOptionsRead(dataset, selection);
  return apiQueryOptions(call, { ...options, handlesUnauthorized });
}

/** The same options asked once, outside the cache, without the loader (a download's name). */
export function readFilterOptions(dataset: OptionsDataset, selection: FilterSelection) {
  const { call, options } = filterOptionsRead(dataset, selection);
  return callApi(call, { ...options, silent: true });
}

/**
 * The options of one filter dataset under the current selection: available (data under the other
 * filters) and not available, together every value, each once. One hook for the filter panel and
 * the page-level logic, so both share the cached answer.
 */
export function useFilterOptions(
  dataset: OptionsDataset,
  options: {
    enabled?: boolean;
    /** keepPreviousData: the last selection's answer stays on screen while the next loads. */
    placeholderData?: typeof keepPreviousData;
  } = {},
) {
  const { selection } = useSelection();
  return useApiQuery(filterOptionsQuery(dataset, selection), {
    label: `Loading filter ${dataset}`,
    enabled: options.enabled,
    placeholderData: options.placeholderData,
  });
}

/** The key every selection's options of one dataset start with: names, whatever the selection. */
export const anyFilterOptionsKey = (dataset: OptionsDataset) =>
  filterOptionsQuery(dataset, {}).queryKey.slice(0, 3);
