import type { AccuracyRow, MapDataResponse, MapEntry } from '@lens/contracts';
import { NO_COORDINATES } from '@lens/domain';
import { useMemo } from 'react';
import { useWidgetQuery } from '../api/widget-queries.ts';
import { dashboardRequests, type DashboardDataScope } from './dashboard-requests.ts';
import { useStaleRows } from './stale-filter.ts';

export type { DashboardDataScope } from './dashboard-requests.ts';

/** A property's row of the properties table as a map marker: where it is, how it scores. */
function mapEntryOf(row: AccuracyRow): MapEntry {
  return {
    id: row.id as number,
    propertyId: row.id as number,
    name: row.name,
    coordinates: row.coordinates ?? NO_COORDINATES,
    accuracy: row.accuracy ?? null,
    contentPro: row.contentPro ?? null,
    listingType: null,
    status: row.status ?? null,
    ignored: false,
    lastAuditDate: row.lastAuditDate ?? null,
  };
}

/**
 * Every query of the widgets page, each enabled by the plan (see dashboardRequests). Channel
 * categories wait for the score interval and are dropped (not merely left stale) when the plan
 * has none; so are the characteristics (summary report mode) and the map, so their widgets leave
 * the page rather than wait. The map draws the properties table's rows, which carry each
 * property's place: the list of properties, the largest answer of the page, is asked for once.
 */
export function useDashboardData(scope: DashboardDataScope) {
  const { plan } = scope;
  const requests = dashboardRequests(scope);
  const scoreInterval = useWidgetQuery(
    requests.scoreInterval.request,
    requests.scoreInterval.enabled,
  );
  const channelCategories = useWidgetQuery(
    requests.channelCategories.request,
    requests.channelCategories.enabled && scoreInterval.isSuccess,
  );
  const characteristics = useWidgetQuery(
    requests.characteristics.request,
    requests.characteristics.enabled,
  );
  const properties = useWidgetQuery(requests.properties.request, requests.properties.enabled);
  // The map shows what the properties table shows, stale-listings filter included.
  const mapped = useStaleRows(properties.data?.availableFilters);
  const markers = useMemo<MapDataResponse | undefined>(
    () => mapped && { propertyDetailsFromChannel: mapped.map(mapEntryOf) },
    [mapped],
  );
  const map = { data: markers, isPending: properties.isPending, isError: properties.isError };
  return {
    scoreInterval,
    propertyTypes: useWidgetQuery(requests.propertyTypes.request, requests.propertyTypes.enabled),
    properties,
    channels: useWidgetQuery(requests.channels.request, requests.channels.enabled),
    characteristics: plan.characteristics ? characteristics : null,
    channelCategories: plan.channelCategories ? channelCategories : null,
    channelGroups: useWidgetQuery(requests.channelGroups.request, requests.channelGroups.enabled),
    map: plan.map ? map : null,
    characteristicsForSites: useWidgetQuery(
      requests.characteristicsForSites.request,
      requests.characteristicsForSites.enabled,
    ),
    issuesSummary: useWidgetQuery(requests.issuesSummary.request, requests.issuesSummary.enabled),
    lastAudit: useWidgetQuery(requests.lastAudit.request, requests.lastAudit.enabled),
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
