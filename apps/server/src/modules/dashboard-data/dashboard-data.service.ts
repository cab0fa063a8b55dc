import type {
  AccuracyScoreIntervalResponse,
  CharacteristicsForSitesResponse,
  IssuesSummaryResponse,
  MapDataResponse,
} from '@lens/contracts';
import {
  addMonths,
  CHARACTERISTIC_LABELS,
  isCharacteristicType,
  NO_COORDINATES,
  roundAccuracy,
  type CharacteristicType,
  type FilterSelection,
  type Status,
} from '@lens/domain';
import { CHARACTERISTIC_ORDER } from '../../engine/index.ts';
import { pairConditions, rangeOf } from './filter-dimensions.ts';
import { allOptions, channelsOfView } from './filter-options.queries.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { auditInView, resolveView } from '../tenancy/view-access.queries.ts';
import { aggregate, issueCounts, monthlyTrend } from './aggregates.queries.ts';
import { auditMapEntry } from './map.queries.ts';

/** The score-interval buckets of the distribution widget, ascending. */
export const SCORE_BUCKETS = [
  { from: 0, to: 59 },
  { from: 60, to: 69 },
  { from: 70, to: 79 },
  { from: 80, to: 89 },
  { from: 90, to: 100 },
] as const;

const MONTHS_IN_TREND = 13;

const characteristicRank = (type: string) => {
  const index = (CHARACTERISTIC_ORDER as readonly string[]).indexOf(type);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
};

/** Accuracy per channel and characteristic: the matrix of the characteristics-for-sites widget. */
export async function characteristicsForChannels(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<CharacteristicsForSitesResponse> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const range = rangeOf(selection, ctx.today);
  const conditions = pairConditions(selection);
  const [cells, totals, channels] = await Promise.all([
    aggregate(ctx.db, view, conditions, range, ['channel', 'characteristic']),
    aggregate(ctx.db, view, conditions, range, ['channel']),
    channelsOfView(ctx.db, view),
  ]);
  const columns = [...new Set(cells.map((cell) => cell.keys[1] as string))]
    .filter(isCharacteristicType)
    .toSorted((a, b) => characteristicRank(a) - characteristicRank(b));
  const total = new Map(totals.map((row) => [row.keys[0], row]));
  return {
    characteristicTypes: columns,
    sites: channels
      .filter((channel) => total.has(channel.id))
      .map((channel) => ({
        siteId: channel.id as number,
        name: channel.name,
        siteGroupId: channel.categoryId ?? null,
        icon: channel.icon ?? null,
        accuracy: total.get(channel.id)!.accuracy,
        characteristics: cells
          .filter(
            (cell) => cell.keys[0] === channel.id && isCharacteristicType(cell.keys[1] as string),
          )
          .map((cell) => ({
            characteristicType: cell.keys[1] as CharacteristicType,
            accuracy: cell.accuracy,
            resultCount: cell.count,
          }))
          .toSorted(
            (a, b) =>
              characteristicRank(a.characteristicType) - characteristicRank(b.characteristicType),
          ),
      })),
  };
}

/** How the selected properties spread over the score bands, and the monthly average accuracy list. */
export async function accuracyScoreInterval(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<AccuracyScoreIntervalResponse> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const range = rangeOf(selection, ctx.today);
  const conditions = pairConditions(selection);
  const lastMonth = `${range.endDate.slice(0, 7)}-01`;
  const months = Array.from({ length: MONTHS_IN_TREND }, (_, i) =>
    addMonths(lastMonth, i - MONTHS_IN_TREND + 1),
  );
  const [properties, trend] = await Promise.all([
    aggregate(ctx.db, view, conditions, range, ['property']),
    monthlyTrend(ctx.db, view, conditions, months),
  ]);
  const counts = SCORE_BUCKETS.map(() => 0);
  for (const property of properties) {
    if (property.accuracy === null) continue;
    const shown = roundAccuracy(property.accuracy);
    counts[SCORE_BUCKETS.findIndex((bucket) => shown >= bucket.from && shown <= bucket.to)]! += 1;
  }
  return {
    buckets: SCORE_BUCKETS.map((bucket, index) => ({ ...bucket, propertyCount: counts[index]! })),
    averageAccuracyList: trend
      .filter((month) => month.count > 0)
      .map((month) => ({
        month: month.month.slice(0, 7),
        accuracy: month.accuracy,
        knockout: month.knockout,
      })),
  };
}

/**
 * Map markers: each property of the selection with its accuracy where it should be; for one audit,
 * the listing where the channel puts it and its distance to the correct point.
 */
export async function mapData(
  ctx: DashboardContext,
  query: FilterSelection & { audit?: number },
): Promise<MapDataResponse> {
  const view = await resolveView(ctx.db, ctx.user, query.view);
  if (query.audit !== undefined) {
    const { propertyId } = await auditInView(ctx.db, view, query.audit);
    const entry = await auditMapEntry(ctx.db, propertyId, query.audit);
    return { propertyDetailsFromChannel: entry ? [entry] : [] };
  }
  const range = rangeOf(query, ctx.today);
  const [rows, properties] = await Promise.all([
    aggregate(ctx.db, view, pairConditions(query), range, ['property']),
    allOptions(ctx.db, view, 'property'),
  ]);
  const byId = new Map(properties.map((property) => [property.id, property]));
  return {
    propertyDetailsFromChannel: rows.flatMap((row) => {
      const property = byId.get(row.keys[0] as number);
      if (!property) return [];
      return [
        {
          id: property.id as number,
          propertyId: property.id as number,
          name: property.name,
          coordinates: property.coordinates ?? NO_COORDINATES,
          accuracy: row.accuracy,
          contentPro: row.contentScore,
          listingType: null,
          status: property.status ?? null,
          ignored: false,
        },
      ];
    }),
  };
}

/** Open issues by characteristic and status across the selection's channels (no date range). */
export async function issuesSummary(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<IssuesSummaryResponse> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const counts = await issueCounts(ctx.db, view, pairConditions(selection));
  const totals = counts.filter(
    (count) => count.status === null && isCharacteristicType(count.characteristic),
  );
  return {
    characteristics: totals
      .map((total) => ({
        characteristicType: total.characteristic as CharacteristicType,
        name: CHARACTERISTIC_LABELS[total.characteristic as CharacteristicType],
        resultCount: total.results,
        propertyCount: total.properties,
        siteCount: total.channels,
        statuses: counts
          .filter((count) => count.characteristic === total.characteristic && count.status !== null)
          .map((s) => ({
            status: s.status as Status,
            resultCount: s.results,
            propertyCount: s.properties,
            siteCount: s.channels,
          }))
          .toSorted((a, b) => b.resultCount - a.resultCount),
      }))
      .toSorted((a, b) => b.resultCount - a.resultCount),
  };
}
