import type { FilterSelection } from './url-filters.ts';

/** The pages of the widgets screen, from the widest scope to the narrowest. */
export const PAGE_LEVELS = ['overview', 'property-type', 'property', 'channel'] as const;
export type PageLevel = (typeof PAGE_LEVELS)[number];

/** How many values of each dataset are in effect; see `effectiveCount`. */
export type PageLevelCounts = { propertyTypes: number; properties: number; channels: number };

/**
 * The number of values in effect for a dataset: what is selected, or, when nothing is selected,
 * everything available, because an empty selection means "all of them" to the server.
 */
export function effectiveCount(
  selected: readonly unknown[],
  available: readonly unknown[],
): number {
  return selected.length > 0 ? selected.length : available.length;
}

/**
 * Whether the page must know how many properties are available under the selection. Not when
 * properties are selected (the selection is what counts), nor when several property types are
 * available and none is selected: that page is the overview, and each type brings at least one
 * property, so it is neither empty nor one property's however many there are.
 */
export function needsAvailableProperties(
  selection: Pick<FilterSelection, 'property' | 'property_type'>,
  availablePropertyTypes: number,
): boolean {
  return (
    !selection.property?.length &&
    (!!selection.property_type?.length || availablePropertyTypes <= 1)
  );
}

/** The page level of a selection (docs/product-rules.md, "Routes and page levels"). */
export function pageLevel(counts: PageLevelCounts): PageLevel {
  if (counts.propertyTypes > 1) return 'overview';
  if (counts.properties > 1) return 'property-type';
  if (counts.channels > 1) return 'property';
  return 'channel';
}

/** The level one step narrower, or null from the channel page. */
export function nextPageLevel(level: PageLevel): PageLevel | null {
  return PAGE_LEVELS[PAGE_LEVELS.indexOf(level) + 1] ?? null;
}
