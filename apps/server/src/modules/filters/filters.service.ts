import type {
  AccuracyRow,
  BestProperty,
  FilterValuesResponse,
  Parameter,
  ViewOption,
} from '@lens/contracts';
import {
  chooseBestProperties,
  defaultDateRange,
  previousMonthRange,
  sortChannelCategories,
  type FilterSelection,
  type PropertyType,
} from '@lens/domain';
import type pg from 'pg';
import {
  aggregate,
  lastAuditDates,
  type AggregateRow,
} from '../dashboard-data/aggregates.queries.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import {
  accessibleViews,
  resolveView,
  type AccessibleView,
} from '../tenancy/view-access.queries.ts';
import { DIMENSION_OF } from '../dashboard-data/dimensions.ts';
import { foldAggregates } from '../dashboard-data/fold-aggregates.ts';
import {
  optionId,
  pairConditions,
  rangeOf,
  type DatasetName,
} from '../dashboard-data/filter-dimensions.ts';
import {
  allOptions,
  channelsOfView,
  type FilterOption,
} from '../dashboard-data/filter-options.queries.ts';
import { pairDetails } from './pair-details.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export const ESSENTIALS_ID = 'ESSENTIALS';

const keyed = (dataset: DatasetName, rows: AggregateRow[]) =>
  new Map(rows.map((row) => [optionId(dataset, row.keys[0] ?? null), row]));

/**
 * Options of one filter dataset: available when data exists for them under all the other selected
 * filters in the date range; the rest of what the view shows is not available. Each option is
 * sent once: every value the user may see is the two lists together.
 */
export async function filterValues(
  ctx: DashboardContext,
  dataset: DatasetName,
  selection: FilterSelection,
): Promise<FilterValuesResponse> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const [options, rows] = await Promise.all([
    allOptions(ctx.db, view, dataset),
    aggregate(ctx.db, view, pairConditions(selection, dataset), rangeOf(selection, ctx.today), [
      DIMENSION_OF[dataset],
    ]),
  ]);
  const withData = new Set(
    [...keyed(dataset, rows)].filter(([, row]) => row.count > 0).map(([id]) => id),
  );
  let available: Parameter[] = options.filter((o) => withData.has(o.id)).map(toParameter);
  const notAvailable = options
    .filter((o) => !withData.has(o.id))
    .map((o) => Object.assign(toParameter(o), { notAvailable: true }));
  if (dataset === 'site_group') available = await categoryTree(ctx.db, view, available, withData);
  return { availableValues: available, notAvailableValues: notAvailable };
}

/**
 * The channel-category tree: each category holds its channels, and views that support it get the
 * ESSENTIALS group of essential channels first.
 */
async function categoryTree(
  db: Queryable,
  view: AccessibleView,
  categories: Parameter[],
  available: Set<string | number | null>,
): Promise<Parameter[]> {
  const channels = await channelsOfView(db, view);
  const tree = sortChannelCategories(null, categories).map((category) => ({
    ...category,
    type: 'group' as const,
    children: channels.filter((channel) => channel.categoryId === category.id).map(toParameter),
  }));
  const essentials = channels.filter((channel) => channel.essential);
  if (
    !view.supportsEssentials ||
    essentials.length === 0 ||
    !categories.some((c) => available.has(c.id))
  )
    return tree;
  return [
    { id: ESSENTIALS_ID, name: 'ESSENTIALS', type: 'group', children: essentials.map(toParameter) },
    ...tree,
  ];
}

function toParameter(option: FilterOption): Parameter {
  const { essential: _essential, categoryId: _categoryId, children, ...rest } = option;
  return children ? { ...rest, type: 'group', children: children.map(toParameter) } : rest;
}

/**
 * Accuracy rows of one dataset under the whole selection: each option with data gets its accuracy,
 * knockout share, content score and the figure for the range shifted back a month.
 */
export async function datasetAccuracy(
  ctx: DashboardContext,
  dataset: DatasetName,
  selection: FilterSelection,
): Promise<AccuracyRow[]> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const range = rangeOf(selection, ctx.today);
  // Worked out before any query starts: a throw between two started queries would leave the
  // first one's failure with no owner.
  const previousRange = previousMonthRange(range);
  const conditions = pairConditions(selection);
  const dimension = DIMENSION_OF[dataset];
  const byType = dataset === 'site' || dataset === 'site_group';
  // Channel figures come per property type too; the channel's own are summed from those rather
  // than read from the same pair states a second time.
  // Properties and channels show when their listings were last audited (docs/product-rules.md,
  // "Last audited").
  const audited = dimension === 'property' || dimension === 'channel' ? dimension : null;
  const [options, currentRows, previous, lastAudits] = await Promise.all([
    allOptions(ctx.db, view, dataset),
    aggregate(ctx.db, view, conditions, range, byType ? [dimension, 'property_type'] : [dimension]),
    aggregate(ctx.db, view, conditions, previousRange, [dimension]),
    audited && lastAuditDates(ctx.db, view, conditions, range.endDate, audited),
  ]);
  const perType = byType ? currentRows : [];
  const current = byType ? foldAggregates(currentRows, [0]) : currentRows;
  const now = keyed(dataset, current);
  const before = keyed(dataset, previous);
  const single =
    selection.property?.length === 1 && dataset === 'site'
      ? await pairDetails(ctx.db, selection.property[0]!, range)
      : null;
  const rows: AccuracyRow[] = [];
  // Assigned, not spread: with 10,000 properties, spreading each row cost 50 ms a call.
  for (const option of options) {
    const figure = now.get(option.id);
    if (!figure || figure.count === 0) continue;
    const row: AccuracyRow = Object.assign(toParameter(option), {
      siteGroupId: option.categoryId ?? null,
      accuracy: figure.accuracy,
      currentAccuracy: figure.accuracy,
      knockout: figure.knockout,
      contentPro: figure.contentScore,
      previousMonthAccuracy: before.get(option.id)?.accuracy ?? null,
    });
    if (lastAudits) row.lastAuditDate = lastAudits.get(option.id as number) ?? null;
    if (byType) {
      const types = perType.filter((type) => optionId(dataset, type.keys[0] ?? null) === option.id);
      if (types.length > 1) {
        row.accuracyByPropertyType = Object.fromEntries(
          types.map((type) => [type.keys[1] as PropertyType, type.accuracy]),
        );
      }
    }
    const details = single?.get(option.id as number);
    if (details) Object.assign(row, details);
    rows.push(row);
  }
  return dataset === 'site_group'
    ? sortChannelCategories(selection.property_type?.[0] ?? null, rows)
    : rows;
}

/** The views a user may open; those with no audit in the range are not available. */
export async function viewOptions(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<{ availableFilters: ViewOption[]; notAvailableFilters: ViewOption[] }> {
  // A selected view the user may not open is refused like on every other call.
  if (selection.view?.length) await resolveView(ctx.db, ctx.user, selection.view);
  const views = await accessibleViews(ctx.db, ctx.user);
  const range = rangeOf(selection, ctx.today);
  const counts = await Promise.all(views.map((view) => aggregate(ctx.db, view, {}, range, [])));
  const option = (view: AccessibleView): ViewOption => ({
    id: view.id,
    name: view.name,
    supportsEssentials: view.supportsEssentials,
    contentMonitorSummary: view.contentMonitorSummary,
    contentMonitorDetail: view.contentMonitorDetail,
    lastContentMonitor: view.lastContentMonitor,
    specificViewType: view.specificViewType,
  });
  const hasData = (index: number) => (counts[index]?.[0]?.count ?? 0) > 0;
  return {
    availableFilters: views.filter((_, i) => hasData(i)).map(option),
    notAvailableFilters: views
      .filter((_, i) => !hasData(i))
      .map((view) => ({ ...option(view), notAvailable: true })),
  };
}

export async function essentialsChannels(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<Parameter[]> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  return (await channelsOfView(ctx.db, view))
    .filter((channel) => channel.essential)
    .map(toParameter);
}

/** One example property per type for the onboarding tours: below 91, the best of those. */
export async function bestProperties(
  ctx: DashboardContext,
  viewId: number,
): Promise<BestProperty[]> {
  const view = await resolveView(ctx.db, ctx.user, [viewId]);
  const rows = await aggregate(ctx.db, view, {}, defaultDateRange(ctx.today), [
    'property',
    'property_type',
  ]);
  const chosen = chooseBestProperties(
    rows.map((row) => ({
      propertyId: row.keys[0] as number,
      propertyType: row.keys[1] as string,
      siteId: null,
      accuracy: row.accuracy,
    })),
  );
  const firstOfType = new Map<string, (typeof chosen)[number]>();
  for (const best of chosen)
    if (!firstOfType.has(best.propertyType)) firstOfType.set(best.propertyType, best);
  return [...firstOfType.values()].map((best) => ({
    ...best,
    propertyType: best.propertyType as PropertyType,
  }));
}
