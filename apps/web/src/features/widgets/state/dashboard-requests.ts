import type { ApiCall } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import {
  characteristicsForSitesRequest,
  datasetAccuracyRequest,
  duplicateListingsRequest,
  issuesSummaryRequest,
  lastAuditRequest,
  scoreIntervalRequest,
  timeToFixRequest,
  type WidgetRequest,
} from '../api/widget-queries.ts';
import type { WidgetDataPlan } from './data-plan.ts';

export interface DashboardDataScope {
  plan: WidgetDataPlan;
  selection: FilterSelection;
  propertyId: number | null;
  channelId: number | null;
}

/** A call of the page and whether the plan asks for it. */
export interface PlannedRequest<C extends ApiCall = ApiCall> {
  request: WidgetRequest<C>;
  enabled: boolean;
}

const planned = <C extends ApiCall>(
  request: WidgetRequest<C>,
  enabled: boolean,
): PlannedRequest<C> => ({ request, enabled });

/**
 * Every call of the widgets page under the plan, for the page's hooks and the route's prefetch
 * alike. The channel entry lists the property's channels without the channel filter, to step
 * through them; the audit chain starts from the one property and channel in effect. Channel
 * categories are asked for once the score interval has answered (useDashboardData and the
 * prefetch keep that order). The entry's property comes without the channel filter too, so a
 * channel left without a score still names the property and leads back to it
 * (docs/product-rules.md, "A channel with no score").
 */
export function dashboardRequests({ plan, selection, propertyId, channelId }: DashboardDataScope) {
  const summary = plan.summaryReport;
  const propertyWide: FilterSelection =
    plan.level === 'channel' ? { ...selection, site: undefined } : selection;
  return {
    scoreInterval: planned(scoreIntervalRequest(selection), plan.scoreInterval),
    channelCategories: planned(
      datasetAccuracyRequest('site_group', selection, summary),
      plan.channelCategories,
    ),
    // The client's channel groups, shown beside the categories they cut across.
    channelGroups: planned(
      datasetAccuracyRequest('channel_group', selection, summary),
      plan.channelCategories,
    ),
    characteristics: planned(
      datasetAccuracyRequest('characteristic', selection, summary),
      plan.characteristics,
    ),
    properties: planned(datasetAccuracyRequest('property', propertyWide, summary), plan.properties),
    propertyTypes: planned(
      datasetAccuracyRequest('property_type', selection, summary),
      plan.propertyTypes,
    ),
    channels: planned(datasetAccuracyRequest('site', propertyWide, summary), plan.channels),
    characteristicsForSites: planned(
      characteristicsForSitesRequest(selection),
      plan.characteristicsForSites,
    ),
    duplicateListings: planned(
      duplicateListingsRequest(selection, propertyId),
      plan.duplicateListings && propertyId !== null,
    ),
    issuesSummary: planned(issuesSummaryRequest(selection), plan.issuesSummary),
    lastAudit: planned(
      lastAuditRequest({
        ...selection,
        property: propertyId === null ? undefined : [propertyId],
        site: channelId === null ? undefined : [channelId],
      }),
      plan.lastAudit && propertyId !== null && channelId !== null,
    ),
    timeToFix: planned(timeToFixRequest(selection), plan.timeToFix),
  };
}
