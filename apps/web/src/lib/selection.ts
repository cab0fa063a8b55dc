import {
  addBreadcrumb,
  decodeFilterPath,
  defaultDateRange,
  encodeFilterPath,
  type Breadcrumb,
  type DatasetName,
  type FilterSelection,
} from '@lens/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { localToday } from './today.ts';

interface BreadcrumbState {
  breadcrumbs: Breadcrumb[];
  setBreadcrumbs(breadcrumbs: Breadcrumb[]): void;
}

export const useBreadcrumbStore = create<BreadcrumbState>((set) => ({
  breadcrumbs: [],
  setBreadcrumbs: (breadcrumbs) => set({ breadcrumbs }),
}));

/** The selection a widgets-page path carries, dates defaulted; an invalid path selects nothing. */
export function selectionFromPath(pathname: string): FilterSelection {
  const today = localToday();
  const decoded = decodeFilterPath(pathname, today);
  return { ...defaultDateRange(today), ...(decoded.ok ? decoded.selection : {}) };
}

/** The widgets page's selection, decoded from the URL (the source of truth), dates defaulted. */
export function useSelection(): { selection: FilterSelection; path: string } {
  const { pathname } = useLocation();
  return useMemo(() => ({ selection: selectionFromPath(pathname), path: pathname }), [pathname]);
}

/**
 * Applies a filter change: navigates to the path the URL codec builds (keeping the hash on the
 * opportunities-review route) and records a breadcrumb unless the dataset is excluded.
 */
export function useApplySelection(): (
  next: FilterSelection,
  change: { dataset: DatasetName; label: string },
) => void {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  return useCallback(
    (next, change) => {
      const path = encodeFilterPath(next);
      const store = useBreadcrumbStore.getState();
      store.setBreadcrumbs(
        addBreadcrumb(store.breadcrumbs, {
          label: change.label,
          dataset: change.dataset,
          filterPath: pathname,
        }),
      );
      const keepHash = pathname.startsWith('/opportunities_review');
      navigate(keepHash ? { pathname: path, hash } : path);
    },
    [navigate, pathname, hash],
  );
}
