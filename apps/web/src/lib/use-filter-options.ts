import { filterOptionsRead, type OptionsDataset } from '@lens/contracts';
import type { keepPreviousData } from '@tanstack/react-query';
import type { FilterSelection } from '@lens/domain';
import { apiQueryOptions, useApiQuery } from './use-api.ts';
import { useSelection } from './selection.ts';

/**
 * The query of that call for a prefetch; a 401 is left to the sign-in check rather than the
 * app-wide redirect.
 */
export function filterOptionsQuery(dataset: OptionsDataset, selection: FilterSelection) {
  const { call, options } = filterOptionsRead(dataset, selection);
  return apiQueryOptions(call, { ...options, handlesUnauthorized: true });
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
  const request = filterOptionsRead(dataset, selection);
  return useApiQuery(request.call, {
    ...request.options,
    label: `Loading filter ${dataset}`,
    enabled: options.enabled,
    placeholderData: options.placeholderData,
  });
}
