import {
  loadsAudit,
  loadsChannelCategories,
  loadsDataset,
  loadsMap,
  pageLevel,
  type PageLevel,
  type WidgetLoadScope,
} from '@lens/domain';

/** Which widget data a page loads (docs/product-rules.md, "Loading the widgets"), decided once per selection. */
export interface WidgetDataPlan {
  level: PageLevel;
  /** Accuracy rows come from the summary report set (`/summary_report/...`). */
  summaryReport: boolean;
  /** Accuracy rows per dataset (`/dashboard/data/filter/{dataset}`). */
  propertyTypes: boolean;
  properties: boolean;
  channels: boolean;
  characteristics: boolean;
  /** Asked for only once the score interval has answered (see `useDashboardData`). */
  channelCategories: boolean;
  scoreInterval: boolean;
  characteristicsForSites: boolean;
  /** The property's possible duplicate listings, ringed on its map. */
  duplicateListings: boolean;
  issuesSummary: boolean;
  lastAudit: boolean;
  /** The portfolio map; the channel audit page draws its own listing map from the audit. */
  map: boolean;
  /** Days from change request to confirmation, per channel: a portfolio widget. */
  timeToFix: boolean;
}

/**
 * Each level loads what its widgets draw. The channel-category and audit conditions are the
 * domain's; the channel entry only needs its header (the property, the property's channels to
 * step through, and the audit chain), the channel audit page bringing its own data.
 */
export function widgetDataPlan(scope: WidgetLoadScope): WidgetDataPlan {
  const level = pageLevel(scope);
  const portfolio = level === 'overview' || level === 'property-type';
  const channelEntry = level === 'channel';
  return {
    level,
    summaryReport: scope.summaryMode,
    propertyTypes: portfolio,
    properties: true,
    channels: true,
    characteristics: portfolio && loadsDataset('characteristic', scope.summaryMode),
    channelCategories: !channelEntry && loadsChannelCategories(scope),
    scoreInterval: !channelEntry,
    characteristicsForSites: level === 'property',
    duplicateListings: level === 'property',
    issuesSummary: !channelEntry,
    lastAudit: loadsAudit(scope),
    map: !channelEntry && loadsMap(scope),
    timeToFix: portfolio,
  };
}

/** Before the level is known nothing loads. */
export const NO_WIDGET_DATA: WidgetDataPlan = {
  level: 'overview',
  summaryReport: false,
  propertyTypes: false,
  properties: false,
  channels: false,
  characteristics: false,
  channelCategories: false,
  scoreInterval: false,
  characteristicsForSites: false,
  duplicateListings: false,
  issuesSummary: false,
  lastAudit: false,
  map: false,
  timeToFix: false,
};
