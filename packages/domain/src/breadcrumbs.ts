import type { DatasetName } from './filter-names.ts';

/**
 * A step the user can go back to: the label of the state it opens, the dataset whose change left
 * that state, and the filter path of that state.
 */
export type Breadcrumb = { label: string; dataset: DatasetName; filterPath: string };

/** Where the user is now: the label of the current state and its path. */
export type Place = { label: string; filterPath: string };

/**
 * The trail: the states the user came through, oldest first, and the current one, which the page
 * heading names and so is not a crumb. Every crumb opens the state it names (docs/product-rules.md,
 * "Breadcrumbs").
 */
export type Trail = { breadcrumbs: Breadcrumb[]; here: Place | null };

/**
 * A filter change "records a breadcrumb unless the dataset is date or one other excluded dataset".
 * The other one is `view`: switching view replaces the whole scope (properties, channels, even the
 * presentation mode), so it is not a drill-down step one could go back to, and the older
 * breadcrumbs would point into another view's data. Dates only re-time the same scope.
 */
const UNRECORDED_DATASETS: readonly DatasetName[] = ['date', 'view'];

export function breadcrumbRecordedFor(dataset: DatasetName): boolean {
  return !UNRECORDED_DATASETS.includes(dataset);
}

export type Step = {
  /** The dataset changed and the label of the state the change leads to. */
  dataset: DatasetName;
  label: string;
  /** Path of the state left and of the state reached. */
  from: string;
  to: string;
  /**
   * The label of the state left when the trail does not know it (the user arrived by a link or
   * the browser's back button).
   */
  fromLabel: string;
  /**
   * A step that replaces the current state instead of adding to the trail: previous / next
   * across a property's channels, which would otherwise add a crumb per channel.
   */
  suppress?: boolean;
};

/**
 * Records a step: the state left becomes a crumb named for itself, unless the step is suppressed
 * or of an unrecorded dataset. A date change keeps the current state's label (same scope).
 */
export function recordStep(trail: Trail, step: Step): Trail {
  const leftLabel = trail.here?.filterPath === step.from ? trail.here.label : step.fromLabel;
  if (step.dataset === 'date') {
    return { breadcrumbs: [...trail.breadcrumbs], here: { label: leftLabel, filterPath: step.to } };
  }
  const here = { label: step.label, filterPath: step.to };
  if (step.suppress || !breadcrumbRecordedFor(step.dataset)) {
    return { breadcrumbs: [...trail.breadcrumbs], here };
  }
  const left = { label: leftLabel, dataset: step.dataset, filterPath: step.from };
  return { breadcrumbs: [...trail.breadcrumbs, left], here };
}

export type BreadcrumbReturn = { trail: Trail; filterPath: string };

/**
 * "Going back to a breadcrumb drops it and all after it": the crumb's state becomes the current
 * one, so it leaves the trail with those after it. Null for an index outside the list.
 */
export function goBackToBreadcrumb(trail: Trail, index: number): BreadcrumbReturn | null {
  const target = Number.isInteger(index) ? trail.breadcrumbs[index] : undefined;
  if (!target) return null;
  return {
    trail: {
      breadcrumbs: trail.breadcrumbs.slice(0, index),
      here: { label: target.label, filterPath: target.filterPath },
    },
    filterPath: target.filterPath,
  };
}

/**
 * The trail after the browser moved to `path` by itself (back, forward): arriving at a crumb's
 * state is going back to that crumb; any other path leaves the trail as it was.
 */
export function followPath(trail: Trail, path: string): Trail {
  if (trail.here?.filterPath === path) return trail;
  const index = trail.breadcrumbs.findLastIndex((crumb) => crumb.filterPath === path);
  return index < 0 ? trail : (goBackToBreadcrumb(trail, index)?.trail ?? trail);
}
