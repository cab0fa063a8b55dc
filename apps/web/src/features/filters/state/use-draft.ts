import { LIST_FILTER_NAMES, type FilterSelection, type ListFilterName } from '@lens/domain';
import { useMemo, useState } from 'react';
import { datasetChanged, selectedValues, withValues } from './filter-model.ts';

type Overrides = Partial<Record<ListFilterName, ReadonlyArray<number | string>>>;
const NONE: Overrides = {};

/**
 * Edits staged on top of the URL's selection until Apply. They belong to the path they were made
 * on: once the URL changes (Apply, a chip removed, back, a breadcrumb) they are dropped, and
 * coming back to that path does not bring them back.
 */
export function useDraft(applied: FilterSelection, path: string) {
  const [state, setState] = useState<{ path: string; overrides: Overrides }>({
    path,
    overrides: {},
  });
  if (state.path !== path) setState({ path, overrides: {} });
  const overrides = state.path === path ? state.overrides : NONE;
  return useMemo(() => {
    let draft = applied;
    for (const [dataset, values] of Object.entries(overrides) as [ListFilterName, number[]][])
      draft = withValues(draft, dataset, values);
    const pending = LIST_FILTER_NAMES.filter((dataset) => datasetChanged(applied, draft, dataset));
    return {
      draft,
      pending,
      /** Stages the values `next` has for `datasets`. */
      stage(next: FilterSelection, datasets: readonly ListFilterName[]) {
        const staged: Overrides = { ...overrides };
        for (const dataset of datasets) staged[dataset] = selectedValues(next, dataset);
        setState({ path, overrides: staged });
      },
      discard() {
        setState({ path, overrides: {} });
      },
    };
  }, [applied, overrides, path]);
}
