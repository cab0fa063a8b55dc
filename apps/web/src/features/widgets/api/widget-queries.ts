import {
  DASHBOARD_CALLS,
  DUPLICATE_LISTING_CALLS,
  FILTER_CALLS,
  TIME_TO_FIX_CALLS,
  type ApiCall,
  type DatasetParams,
} from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../../../lib/api-client.ts';
import { apiQueryOptions, useApiQuery } from '../../../lib/use-api.ts';

export type AccuracyDataset = DatasetParams['dataset'];

/**
 * One widget call with its inputs and the label a failure is logged under. The hooks below and
 * the page's prefetch (prefetch-widgets-page.ts) build their queries from the same request, so a
 * prefetched answer is the one the widget finds.
 */
export interface WidgetRequest<C extends ApiCall = ApiCall> {
  call: C;
  options: CallOptions<C>;
  label: string;
}

const request = <C extends ApiCall>(
  call: C,
  options: CallOptions<C>,
  label: string,
): WidgetRequest<C> => ({ call, options, label });

/** Accuracy rows of one dataset under the selection, from the summary report set in that mode. */
export function datasetAccuracyRequest(
  dataset: AccuracyDataset,
  selection: FilterSelection,
  summaryReport: boolean,
) {
  const call = summaryReport
    ? FILTER_CALLS.getSummaryReportDatasetAccuracy
    : FILTER_CALLS.getDatasetAccuracy;
  return request(call, { params: { dataset }, query: selection }, `Loading ${dataset} data`);
}

/** Score distribution and the 13-month average accuracy list. */
export const scoreIntervalRequest = (selection: FilterSelection) =>
  request(DASHBOARD_CALLS.getAccuracyScoreInterval, { query: selection }, 'Loading score interval');

export const characteristicsForSitesRequest = (selection: FilterSelection) =>
  request(
    DASHBOARD_CALLS.getCharacteristicsForSites,
    { query: selection },
    'Loading characteristics for sites',
  );

/** The issues summary is about every audit's latest state, so it goes without dates. */
export function issuesSummaryRequest(selection: FilterSelection) {
  const { startDate: _start, endDate: _end, ...withoutDates } = selection;
  return request(
    DASHBOARD_CALLS.getIssuesSummary,
    { query: withoutDates },
    'Loading issues summary',
  );
}

/** The first link of the audit chain: the latest audit of one property on one channel. */
export const lastAuditRequest = (selection: FilterSelection) =>
  request(DASHBOARD_CALLS.getLastAuditId, { query: selection }, 'Get last audit');

/** Median and p90 days from a change request being sent to its confirmation, per channel. */
export const timeToFixRequest = (selection: FilterSelection) =>
  request(TIME_TO_FIX_CALLS.getTimeToFix, { query: selection }, 'Loading time-to-fix');

/**
 * The query of a widget request, for its hook and its prefetch alike. A prefetch leaves a 401 to
 * the sign-in check rather than the app-wide redirect.
 */
export function widgetQuery<C extends ApiCall>(
  { call, options }: WidgetRequest<C>,
  { handlesUnauthorized = false } = {},
) {
  return apiQueryOptions(call, { ...options, handlesUnauthorized });
}

/**
 * A widget's query. TanStack cancels it when the selection moves on; `useApiQuery` does not log
 * a cancelled call.
 */
export function useWidgetQuery<C extends ApiCall>(request: WidgetRequest<C>, enabled = true) {
  return useApiQuery(widgetQuery(request), { label: request.label, enabled });
}

/** Starts a widget's call ahead of its widget; the widget's hook finds it in flight or answered. */
export function prefetchWidgetRequest<C extends ApiCall>(
  client: QueryClient,
  request: WidgetRequest<C>,
): Promise<void> {
  return client.prefetchQuery(widgetQuery(request, { handlesUnauthorized: true }));
}

/** Listings that may duplicate the property's, for the map's rings. */
export const duplicateListingsRequest = (selection: FilterSelection, propertyId: number | null) =>
  request(
    DUPLICATE_LISTING_CALLS.getDuplicateListings,
    { query: { view: selection.view, property: propertyId === null ? undefined : [propertyId] } },
    'Loading duplicate listings',
  );
