import type { ViewOption } from '@lens/contracts';
import {
  decodeFilterPath,
  defaultDateRange,
  type DateRange,
  splitFilterPath,
  type FilterSelection,
} from '@lens/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useApplySelection, useBreadcrumbStore } from '../../../lib/selection.ts';
import { currentDate } from '../../../lib/current-date.ts';
import { useOptionNames } from '../api/use-dataset-options.ts';
import {
  describeChange,
  PANEL_DATASETS,
  placeLabel,
  resetSelection,
  selectedValues,
  switchViewSelection,
  type SelectionChange,
} from './filter-model.ts';
import { useFilterUiStore } from './filter-ui-store.ts';

/**
 * The selection in the URL: `raw` as written (changes are built on it, so a path without dates
 * keeps following "the last 30 days"), `selection` with the default dates filled in.
 */
export function useUrlSelection() {
  const { pathname } = useLocation();
  return useMemo(() => {
    const today = currentDate();
    const decoded = decodeFilterPath(splitFilterPath(pathname).filterPath, today);
    const raw: FilterSelection = decoded.ok ? decoded.selection : {};
    const defaults = defaultDateRange(today);
    const dates: DateRange = {
      startDate: raw.startDate ?? defaults.startDate,
      endDate: raw.endDate ?? defaults.endDate,
    };
    return { raw, selection: { ...raw, ...dates }, dates, today, path: pathname };
  }, [pathname]);
}

/** Whether Reset would change anything: a list filter is set or the dates are not the default. */
export function canReset(raw: FilterSelection): boolean {
  return (
    raw.startDate !== undefined ||
    raw.endDate !== undefined ||
    PANEL_DATASETS.some((dataset) => selectedValues(raw, dataset).length > 0)
  );
}

/**
 * Every filter change goes through here: one navigation to the codec's path, with the breadcrumb
 * the change earns (none for dates and the view).
 */
export function useFilterActions() {
  const applySelection = useApplySelection();
  const { raw } = useUrlSelection();
  const nameOf = useOptionNames();
  const resetUi = useFilterUiStore((state) => state.resetUi);

  return useMemo(() => {
    const clearBreadcrumbs = () => useBreadcrumbStore.getState().clear();
    const go = (next: FilterSelection, change: SelectionChange) =>
      applySelection(next, { ...change, fromLabel: placeLabel(raw, nameOf) });
    return {
      /** Navigates to `next`; false when it is the current selection. */
      apply(next: FilterSelection): boolean {
        const change = describeChange(raw, next, nameOf);
        if (!change) return false;
        go(next, change);
        return true;
      },
      setDates(range: DateRange) {
        const change = describeChange(raw, { ...raw, ...range }, nameOf);
        if (change) go({ ...raw, ...range }, change);
      },
      /**
       * The old breadcrumbs point into the previous view's data, so they go with it; the other
       * filters are cleared, the dates kept.
       */
      switchView(view: ViewOption) {
        const id = Number(view.id);
        if (raw.view?.[0] === id) return;
        clearBreadcrumbs();
        go(switchViewSelection(raw, id), {
          dataset: 'view',
          label: `View: ${view.name}`,
        });
      },
      /**
       * Reset: every list filter cleared and the default dates, in the same view. Recorded as a
       * breadcrumb when it cleared a filter, so one click brings the old selection back.
       */
      reset() {
        const cleared = PANEL_DATASETS.find((dataset) => selectedValues(raw, dataset).length > 0);
        go(resetSelection(raw), {
          dataset: cleared ?? 'date',
          label: 'All properties',
        });
      },
      /**
       * Full reset: the dashboard as it first opens: the default view and dates, no filters, no
       * breadcrumbs, the panel's sections as they start.
       */
      fullReset() {
        clearBreadcrumbs();
        go({}, { dataset: 'view', label: 'All properties' });
        resetUi();
      },
    };
  }, [applySelection, raw, nameOf, resetUi]);
}
