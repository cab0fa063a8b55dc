import { FILTER_CALLS } from '@lens/contracts';
import type { ListFilterName } from '@lens/domain';
import { useApiQuery } from './use-api.ts';
import { useSelection } from './selection.ts';

type OptionsDataset = Exclude<ListFilterName, 'view'>;

/**
 * The options of one filter dataset under the current selection: available (data under the other
 * filters) and not available, together every value, each once. One hook for the filter panel and
 * the page-level logic, so both share the cached answer.
 */
export function useFilterOptions(dataset: OptionsDataset, options: { enabled?: boolean } = {}) {
  const { selection } = useSelection();
  return useApiQuery(FILTER_CALLS.getFilterValues, {
    params: { filterName: dataset },
    query: selection,
    label: `Loading filter ${dataset}`,
    enabled: options.enabled,
  });
}
