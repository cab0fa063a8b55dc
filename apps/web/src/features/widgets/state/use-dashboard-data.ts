import type { FilterSelection } from '@lens/domain';
import {
  useCharacteristicsForSites,
  useDatasetAccuracy,
  useIssuesSummary,
  useLastAudit,
  useMapData,
  useScoreInterval,
} from '../api/widget-queries.ts';
import type { WidgetDataPlan } from './data-plan.ts';

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
 * wait. The channel entry lists the property's channels without the channel filter, to step
 * through them.
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
  const map = useMapData(selection, plan.map);
  return {
    scoreInterval,
    propertyTypes: useDatasetAccuracy('property_type', selection, plan.propertyTypes, summary),
    properties: useDatasetAccuracy('property', selection, plan.properties, summary),
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
