import type { FilterValuesResponse, Parameter } from '@lens/contracts';
import { optionsWithId, type ListFilterName } from '@lens/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { anyFilterOptionsKey, useFilterOptions } from '../../../api/filter-options.ts';
import {
  knownName,
  optionKey,
  type NameOf,
  type OptionId,
  type PanelDataset,
} from '../state/filter-model.ts';

export type FilterOption = {
  id: OptionId;
  key: string;
  name: string;
  code: string | null;
  /** Data exists for it under the other selected filters. */
  available: boolean;
};

/** Available options first, then the others; options without an id are dropped. */
export function toFilterOptions(answer: FilterValuesResponse): FilterOption[] {
  const seen = new Set<string>();
  const options: FilterOption[] = [];
  const add = (values: readonly Parameter[], available: boolean) => {
    for (const value of optionsWithId(values)) {
      const key = optionKey(value.id);
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({ id: value.id, key, name: value.name, code: value.code ?? null, available });
    }
  };
  add(answer.availableValues, true);
  add(answer.notAvailableValues, false);
  return options;
}

/**
 * One dataset's options under the current selection, through useFilterOptions (one cache entry
 * for the panel and the page); the previous answer stays on screen while the next selection's
 * loads, so lists do not blink on every change.
 */
export function useDatasetOptions(dataset: PanelDataset, { enabled = true } = {}) {
  const query = useFilterOptions(dataset, { enabled, placeholderData: keepPreviousData });
  const options = useMemo(() => (query.data ? toFilterOptions(query.data) : []), [query.data]);
  return {
    answer: query.data,
    options,
    loading: query.isPending && enabled,
    failed: query.isError,
    retry: query.refetch,
  };
}

/**
 * Names of options from every filter answer in the cache (any selection: names do not change),
 * for breadcrumb labels of changes made where the options are not at hand. Channels are also
 * found in the channel-category tree.
 */
export function useOptionNames(): NameOf {
  const queryClient = useQueryClient();
  return useCallback(
    (dataset: ListFilterName, id: OptionId) => {
      const key = optionKey(id);
      const cached = (filterName: ListFilterName) =>
        filterName === 'view'
          ? []
          : queryClient
              .getQueriesData<FilterValuesResponse>({ queryKey: anyFilterOptionsKey(filterName) })
              .flatMap(([, answer]) =>
                answer ? [...answer.availableValues, ...answer.notAvailableValues] : [],
              );
      const candidates = [
        ...cached(dataset),
        ...(dataset === 'site'
          ? cached('site_group').flatMap((group) => group.children ?? [])
          : []),
      ];
      const found = candidates.find((option) => option.id != null && optionKey(option.id) === key);
      return found?.name ?? knownName(dataset, id) ?? key;
    },
    [queryClient],
  );
}
