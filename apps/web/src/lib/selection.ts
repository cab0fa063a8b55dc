import {
  filterScreenPath,
  LIST_FILTER_NAMES,
  LIST_FILTER_TITLES,
  pathSelection,
  recordStep,
  splitFilterPath,
  type Breadcrumb,
  type DatasetName,
  type FilterSelection,
  type Trail,
} from '@lens/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { currentDate } from './current-date.ts';

interface BreadcrumbState extends Trail {
  breadcrumbs: Breadcrumb[];
  setTrail(trail: Trail): void;
  /** Starts over (a new view, a reset): no crumbs, the current state unnamed. */
  clear(): void;
}

export const useBreadcrumbStore = create<BreadcrumbState>((set) => ({
  breadcrumbs: [],
  here: null,
  setTrail: ({ breadcrumbs, here }) => set({ breadcrumbs, here }),
  clear: () => set({ breadcrumbs: [], here: null }),
}));

/** "All properties", or what a selection narrows by when its values' names are not at hand. */
function narrowedLabel(selection: FilterSelection): string {
  const narrowed = LIST_FILTER_NAMES.filter(
    (name) => name !== 'view' && (selection[name]?.length ?? 0) > 0,
  );
  if (narrowed.length === 0) return 'All properties';
  return `Filtered by ${narrowed.map((name) => LIST_FILTER_TITLES[name].toLowerCase()).join(', ')}`;
}

/**
 * The selection a widgets-page (or filtered screen's) path carries, dates defaulted; an invalid
 * path selects nothing.
 */
export function selectionFromPath(pathname: string, today = currentDate()): FilterSelection {
  return pathSelection(splitFilterPath(pathname).filterPath, today);
}

/** The widgets page's selection, decoded from the URL (the source of truth), dates defaulted. */
export function useSelection(): { selection: FilterSelection; path: string } {
  const { pathname } = useLocation();
  return useMemo(() => ({ selection: selectionFromPath(pathname), path: pathname }), [pathname]);
}

/**
 * Applies a filter change: navigates to the path the URL codec builds, after the screen's own path
 * on a filtered screen (whose hash, its order and page, is kept), and records the state left as a
 * breadcrumb unless the dataset is excluded or the change is `suppress`ed (stepping across
 * channels replaces the current state).
 */
export function useApplySelection(): (
  next: FilterSelection,
  change: {
    dataset: DatasetName;
    label: string;
    /**
     * The label of the state left, for when the trail did not see the user reach it (a shared
     * link, the back button); without one, the state is named by what it narrows.
     */
    fromLabel?: string;
    suppress?: boolean;
  },
) => void {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  return useCallback(
    (next, change) => {
      const { screen } = splitFilterPath(pathname);
      const path = filterScreenPath(screen, next);
      const store = useBreadcrumbStore.getState();
      store.setTrail(
        recordStep(store, {
          ...change,
          from: pathname,
          to: path,
          fromLabel: change.fromLabel ?? narrowedLabel(selectionFromPath(pathname)),
        }),
      );
      navigate(screen ? { pathname: path, hash } : path);
    },
    [navigate, pathname, hash],
  );
}
