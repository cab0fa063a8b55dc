import type { DatasetName } from './filter-names.ts';

/** A step the user can go back to: its label, the dataset changed, and the filter path it restores. */
export type Breadcrumb = { label: string; dataset: DatasetName; filterPath: string };

/**
 * SPEC.md section 4: a filter change "records a breadcrumb unless the dataset is date or one other
 * excluded dataset". The other one is `view`: switching view replaces the whole scope (properties,
 * channels, even the presentation mode), so it is not a drill-down step one could go back to, and
 * the older breadcrumbs would point into another view's data. Dates only re-time the same scope.
 */
const UNRECORDED_DATASETS: readonly DatasetName[] = ['date', 'view'];

export function breadcrumbRecordedFor(dataset: DatasetName): boolean {
  return !UNRECORDED_DATASETS.includes(dataset);
}

export type AddBreadcrumbOptions = { suppress?: boolean };

/** "A new one is added unless suppressed", and never for the datasets above. */
export function addBreadcrumb(
  breadcrumbs: readonly Breadcrumb[],
  breadcrumb: Breadcrumb,
  options: AddBreadcrumbOptions = {},
): Breadcrumb[] {
  if (options.suppress || !breadcrumbRecordedFor(breadcrumb.dataset)) return [...breadcrumbs];
  return [...breadcrumbs, breadcrumb];
}

export type BreadcrumbReturn = { breadcrumbs: Breadcrumb[]; filterPath: string };

/**
 * "Going back to a breadcrumb drops it and all after it." Returns the remaining list and the filter
 * path to restore, or null for an index outside the list.
 */
export function goBackToBreadcrumb(
  breadcrumbs: readonly Breadcrumb[],
  index: number,
): BreadcrumbReturn | null {
  const target = Number.isInteger(index) ? breadcrumbs[index] : undefined;
  if (!target) return null;
  return { breadcrumbs: breadcrumbs.slice(0, index), filterPath: target.filterPath };
}
