import type {
  AccuracyRow,
  CharacteristicsForSitesResponse,
  MonthlyAccuracy,
  ScoreBucket,
} from '@lens/contracts';
import {
  isHotelChainView,
  LIST_FILTER_NAMES,
  LIST_FILTER_TITLES,
  previousMonthRange,
  type DateRange,
  type FilterSelection,
} from '@lens/domain';
import { aggregate } from '../dashboard-data/aggregates.queries.ts';
import {
  accuracyScoreInterval,
  characteristicsForChannels,
  mapData,
} from '../dashboard-data/dashboard-data.service.ts';
import { pairConditions, rangeOf, type DatasetName } from '../dashboard-data/filter-dimensions.ts';
import { allOptions } from '../dashboard-data/filter-options.queries.ts';
import { datasetAccuracy } from '../filters/filters.service.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { resolveView } from '../tenancy/view-access.queries.ts';
import { propertyHeading, type PropertyHeading } from './reports.queries.ts';

export interface MapPoint {
  name: string;
  lat: number;
  lng: number;
  accuracy: number | null;
}

/** What the dashboard shows for a selection, gathered once for a document. */
export interface DashboardFigures {
  clientName: string;
  viewName: string;
  hotelChainMode: boolean;
  range: DateRange;
  /** The selected filters by title, with the names of their values. */
  filters: Array<{ dataset: DatasetName; title: string; values: string[] }>;
  headline: {
    accuracy: number | null;
    previousAccuracy: number | null;
    knockout: number | null;
    contentScore: number | null;
    pairs: number;
  };
  trend: MonthlyAccuracy[];
  buckets: ScoreBucket[];
  categories: AccuracyRow[];
  properties: AccuracyRow[];
  channels: AccuracyRow[];
  map: MapPoint[];
}

const NAMED_FILTERS = LIST_FILTER_NAMES.filter((name): name is DatasetName => name !== 'view');

/** The names of the selected values of every filter in the selection, as the user chose them. */
async function selectedFilters(
  ctx: DashboardContext,
  view: Parameters<typeof allOptions>[1],
  selection: FilterSelection,
): Promise<DashboardFigures['filters']> {
  const chosen = NAMED_FILTERS.filter((name) => (selection[name]?.length ?? 0) > 0);
  return Promise.all(
    chosen.map(async (name) => {
      const options = await allOptions(ctx.db, view, name);
      const names = new Map(options.map((option) => [String(option.id), option.name]));
      const ids = selection[name] as ReadonlyArray<string | number>;
      return {
        dataset: name,
        title: LIST_FILTER_TITLES[name],
        values: ids.map((id) => names.get(String(id)) ?? String(id)),
      };
    }),
  );
}

/**
 * The dashboard's figures for a selection, through the same services the widgets call, so a
 * document shows exactly what the screen does (and the same view access: 403 for a view the user
 * may not open).
 */
export async function dashboardFigures(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<DashboardFigures> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const range = rangeOf(selection, ctx.today);
  const scoped: FilterSelection = { ...selection, ...range, view: [view.id] };
  const conditions = pairConditions(scoped);
  const [now, before, interval, categories, properties, channels, map, filters] = await Promise.all(
    [
      aggregate(ctx.db, view, conditions, range, []),
      aggregate(ctx.db, view, conditions, previousMonthRange(range), []),
      accuracyScoreInterval(ctx, scoped),
      datasetAccuracy(ctx, 'site_group', scoped),
      datasetAccuracy(ctx, 'property', scoped),
      datasetAccuracy(ctx, 'site', scoped),
      mapData(ctx, scoped),
      selectedFilters(ctx, view, scoped),
    ],
  );
  const byAccuracy = (a: AccuracyRow, b: AccuracyRow) =>
    (a.accuracy ?? Number.POSITIVE_INFINITY) - (b.accuracy ?? Number.POSITIVE_INFINITY) ||
    a.name.localeCompare(b.name);
  return {
    clientName: ctx.user.clientName,
    viewName: view.name,
    hotelChainMode: isHotelChainView(view),
    range,
    filters,
    headline: {
      accuracy: now[0]?.accuracy ?? null,
      previousAccuracy: before[0]?.accuracy ?? null,
      knockout: now[0]?.knockout ?? null,
      contentScore: now[0]?.contentScore ?? null,
      pairs: now[0]?.count ?? 0,
    },
    trend: interval.averageAccuracyList,
    buckets: interval.buckets,
    categories,
    properties: properties.toSorted(byAccuracy),
    channels: channels.toSorted(byAccuracy),
    map: map.propertyDetailsFromChannel.flatMap((point) =>
      point.coordinates && typeof point.coordinates === 'object'
        ? [{ name: point.name, ...point.coordinates, accuracy: point.accuracy ?? null }]
        : [],
    ),
  };
}

/** What a one-property document adds: where the property is, and its characteristics. */
export interface PropertyFigures {
  property: PropertyHeading;
  characteristics: AccuracyRow[];
  /** Accuracy per channel and characteristic, as the property page's matrix shows it. */
  matrix: CharacteristicsForSitesResponse;
}

/**
 * The property of a selection that covers exactly one, with its characteristics per channel; the
 * figures' own queries already checked the user may see it.
 */
export async function propertyFigures(
  ctx: DashboardContext,
  selection: FilterSelection,
  propertyId: number,
): Promise<PropertyFigures | null> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const range = rangeOf(selection, ctx.today);
  const scoped: FilterSelection = {
    ...selection,
    ...range,
    view: [view.id],
    property: [propertyId],
  };
  const [property, characteristics, matrix] = await Promise.all([
    propertyHeading(ctx.db, propertyId, view.clientId),
    datasetAccuracy(ctx, 'characteristic', scoped),
    characteristicsForChannels(ctx, scoped),
  ]);
  return property ? { property, characteristics, matrix } : null;
}
