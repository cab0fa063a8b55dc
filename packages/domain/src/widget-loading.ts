import { hasContentScore } from './channels.ts';
import type { DatasetName } from './filter-names.ts';

/** "In summary report mode it ... skips characteristic, region, sub-region and country." */
export const SUMMARY_SKIPPED_DATASETS: readonly DatasetName[] = [
  'characteristic',
  'region',
  'sub_region',
  'country',
];

export function loadsDataset(dataset: DatasetName, summaryMode: boolean): boolean {
  return !(summaryMode && SUMMARY_SKIPPED_DATASETS.includes(dataset));
}

/**
 * What decides which widget data to load (docs/product-rules.md, "Loading the widgets"). Counts
 * are of the values
 * in effect, as for the page level (see `effectiveCount`), so that the channel page always has its
 * audit even when the view holds one property and nothing is selected.
 */
export type WidgetLoadScope = {
  summaryMode: boolean;
  hotelChainMode: boolean;
  countries: number;
  propertyTypes: number;
  properties: number;
  channels: number;
  /** The single channel in effect, if there is one. */
  channelId: number | null;
};

/** "Map loads only when a single country is chosen, or in summary mode." */
export function loadsMap(scope: WidgetLoadScope): boolean {
  return scope.summaryMode || scope.countries === 1;
}

/** "Channel-category data loads only when a single property type is chosen ...; otherwise it is cleared." */
export function loadsChannelCategories(scope: WidgetLoadScope): boolean {
  return scope.propertyTypes === 1;
}

/** "When a single property and a single channel are selected (not summary mode), the last audit id is fetched, then audit details". */
export function loadsAudit(scope: WidgetLoadScope): boolean {
  return !scope.summaryMode && scope.properties === 1 && scope.channels === 1;
}

/** "... and in hotel-chain mode the notes." */
export function loadsAuditNotes(scope: WidgetLoadScope): boolean {
  return loadsAudit(scope) && scope.hotelChainMode;
}

/** "For channel ids 107, 104, 120 and 81 a content score is also fetched." */
export function loadsContentScore(scope: WidgetLoadScope): boolean {
  return loadsAudit(scope) && scope.channelId != null && hasContentScore(scope.channelId);
}
