import {
  DASHBOARD_CALLS,
  FILTER_CALLS,
  LISTING_IDENTITY_CALLS,
  type DatasetParams,
} from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { useApiQuery } from '../../../lib/use-api.ts';

export type AccuracyDataset = DatasetParams['dataset'];

/** Accuracy rows of one dataset under the selection, from the summary report set in that mode. */
export function useDatasetAccuracy(
  dataset: AccuracyDataset,
  selection: FilterSelection,
  enabled: boolean,
  summaryReport = false,
) {
  const call = summaryReport
    ? FILTER_CALLS.getSummaryReportDatasetAccuracy
    : FILTER_CALLS.getDatasetAccuracy;
  return useApiQuery(call, {
    params: { dataset },
    query: selection,
    label: `Loading ${dataset} data`,
    enabled,
  });
}

/** Score distribution and the 13-month average accuracy list. */
export function useScoreInterval(selection: FilterSelection, enabled: boolean) {
  return useApiQuery(DASHBOARD_CALLS.getAccuracyScoreInterval, {
    query: selection,
    label: 'Loading score interval',
    enabled,
  });
}

export function useCharacteristicsForSites(selection: FilterSelection, enabled: boolean) {
  return useApiQuery(DASHBOARD_CALLS.getCharacteristicsForSites, {
    query: selection,
    label: 'Loading characteristics for sites',
    enabled,
  });
}

/**
 * The issues summary is about every audit's latest state, so it goes without dates. TanStack
 * cancels it when the selection moves on; `useApiQuery` does not log a cancelled call.
 */
export function useIssuesSummary(selection: FilterSelection, enabled: boolean) {
  const { startDate: _start, endDate: _end, ...withoutDates } = selection;
  return useApiQuery(DASHBOARD_CALLS.getIssuesSummary, {
    query: withoutDates,
    label: 'Loading issues summary',
    enabled,
  });
}

/** The first link of the audit chain: the latest audit of one property on one channel. */
export function useLastAudit(selection: FilterSelection, enabled: boolean) {
  return useApiQuery(DASHBOARD_CALLS.getLastAuditId, {
    query: selection,
    label: 'Get last audit',
    enabled,
  });
}

/** Listings that may duplicate the property's, for the map's rings. */
export function useDuplicateListings(selection: FilterSelection, propertyId: number | null) {
  return useApiQuery(LISTING_IDENTITY_CALLS.getDuplicateListings, {
    query: { view: selection.view, property: propertyId === null ? undefined : [propertyId] },
    label: 'Loading duplicate listings',
    enabled: propertyId !== null,
  });
}
