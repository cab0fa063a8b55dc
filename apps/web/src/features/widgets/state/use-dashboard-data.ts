import type { AccuracyRow, MapDataResponse, MapEntry } from '@lens/contracts';
import { NO_COORDINATES, type FilterSelection } from '@lens/domain';
import { useMemo } from 'react';
import {
  useCharacteristicsForSites,
  useDatasetAccuracy,
  useIssuesSummary,
  useLastAudit,
  useScoreInterval,
} from '../api/widget-queries.ts';
import type { WidgetDataPlan } from './data-plan.ts';

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
  };
}

export interface DashboardDataScope {
  plan: WidgetDataPlan;
  selection: FilterSelection;
  propertyId: number | null;
  channelId: number | null;
}

/**
 * Every query of the widgets page, each enabled by the plan. Channel categories wait for the score
 * interval and are dropped (not merely left stale) when the plan has none; so are the
 * characteristics (summary report mode) and the map, so their widgets leave the page rather than
 * wait. The map draws the properties table's rows, which carry each property's place: the list
 * of properties, the largest answer of the page, is asked for once. The channel entry lists the
 * property's channels without the channel filter, to step through them.
 */
export function useDashboardData({ plan, selection, propertyId, channelId }: DashboardDataScope) {
  const summary = plan.summaryReport;
  const scoreInterval = useScoreInterval(selection, plan.scoreInterval);
  const channelList: FilterSelection =
    plan.level === 'channel' ? { ...selection, site: undefined } : selection;
  const channelCategories = useDatasetAccuracy(
    'site_group',
    selection,
    plan.channelCategories && scoreInterval.isSuccess,
    summary,
  );
  const characteristics = useDatasetAccuracy(
    'characteristic',
    selection,
    plan.characteristics,
    summary,
  );
  const properties = useDatasetAccuracy('property', selection, plan.properties, summary);
  const markers = useMemo<MapDataResponse | undefined>(
    () =>
      properties.data && {
        propertyDetailsFromChannel: properties.data.availableFilters.map(mapEntryOf),
      },
    [properties.data],
  );
  const map = { data: markers, isPending: properties.isPending, isError: properties.isError };
  return {
    scoreInterval,
    propertyTypes: useDatasetAccuracy('property_type', selection, plan.propertyTypes, summary),
    properties,
    channels: useDatasetAccuracy('site', channelList, plan.channels, summary),
    characteristics: plan.characteristics ? characteristics : null,
    channelCategories: plan.channelCategories ? channelCategories : null,
    map: plan.map ? map : null,
    characteristicsForSites: useCharacteristicsForSites(selection, plan.characteristicsForSites),
    issuesSummary: useIssuesSummary(selection, plan.issuesSummary),
    lastAudit: useLastAudit(
      {
        ...selection,
        property: propertyId === null ? undefined : [propertyId],
        site: channelId === null ? undefined : [channelId],
      },
      plan.lastAudit && propertyId !== null && channelId !== null,
    ),
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
