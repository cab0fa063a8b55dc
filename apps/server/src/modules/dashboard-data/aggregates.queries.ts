import type pg from 'pg';
import { DIMENSIONS, type Dimension } from './dimensions.ts';
import {
  channelGroupJoin,
  rollupConditions,
  stateConditions,
  type PairConditions,
  type RollupTables,
  type ViewContext,
} from './pair-scope.queries.ts';
import { CURRENT_RESULTS, PREVIOUS_RESULTS, STATE_SCALARS } from '../../db/pair-state-columns.ts';
import { characteristicLevel, planSource } from './source-planner.ts';
import { SqlParams } from '../../db/sql-params.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export type { Dimension } from './dimensions.ts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface AggregateRow {
  /** One value per requested dimension, in order. */
  keys: Array<string | number | boolean | null>;
  /** (property, channel) pairs counted; results counted for characteristic figures. */
  count: number;
  /** Of those, the ones with a score, which the accuracy is the mean of. */
  scored: number;
  /** Mean accuracy 0-100, or null when nothing counted had a score. */
  accuracy: number | null;
  /** Share 0-100 of the pairs' audits knocked out. */
  knockout: number | null;
  /** Mean content score of the pairs that have one (rich-content channels), or null. */
  contentScore: number | null;
  /** The pairs with a content score. */
  contentScored: number;
}

/**
 * A dimension's key over pair states (or property_rollups) aliased `alias`, with results joined
 * as `ar`, property languages as `pl` and channel groups as `cg` (groupJoin).
 */
function stateColumn(dimension: Dimension, alias: string, results = 'ar'): string {
  const state = DIMENSIONS[dimension].state;
  if (state === 'results') return `${results}.characteristic`;
  if (state === 'languages') return 'pl.language_id';
  if (state === 'channelGroups') return 'cg.group_id';
  if (state === 'tier') return `${alias}.diamond`;
  return `${alias}.${state.column}`;
}

/** A dimension's key over a rollup `r`; planSource checked that the rollups carry it. */
function rollupColumn(dimension: Dimension): string {
  const rollup = DIMENSIONS[dimension].rollup;
  if (rollup === null) throw new Error(`The rollups do not carry ${dimension}`);
  if (rollup === 'tier') return 'r.diamond';
  if (rollup === 'channelGroups') return 'cg.group_id';
  return 'key' in rollup ? rollup.key : `r.${rollup.column}`;
}

const BRAND_JOIN = 'LEFT JOIN brands rb ON rb.id = r.brand_id';

/**
 * The channel-group mapping joined on `alias` when the breakdown is by group, else nothing: views
 * that do not break down by group read exactly what they read without groups.
 */
function groupJoin(query: Pick<FigureQuery, 'view' | 'by'>, alias: string, params: SqlParams) {
  return query.by.includes('channel_group')
    ? channelGroupJoin(alias, params.add(query.view.clientId))
    : '';
}

/** The month whose pair states answer a range ending on `end`: its own, or the latest before. */
export async function stateMonth(
  db: Queryable,
  clientId: number,
  end: string,
): Promise<string | null> {
  const { rows } = await db.query<{ month: string | null }>(
    `SELECT max(month) AS month FROM pair_states WHERE client_id = $1 AND month <= date_trunc('month', $2::date)`,
    [clientId, end],
  );
  return rows[0]?.month ?? null;
}

/**
 * stateMonth, and whether that month holds audits after `end`, in one round trip. Rollups are
 * keyed by each pair's latest audit in the month: one after `end` counts the pair with its
 * previous audit instead, which every reader of the rollups must account for.
 */
export async function stateMonthAsOf(
  db: Queryable,
  clientId: number,
  end: string,
): Promise<{ month: string; auditsAfter: boolean } | null> {
  const { rows } = await db.query<{ month: string | null; after: boolean }>(
    `SELECT m.month, EXISTS (SELECT 1 FROM pair_channel_rollups r
                             WHERE r.client_id = $1 AND r.month = m.month AND r.audit_date > $2::date) AS after
     FROM (SELECT max(month) AS month FROM pair_states
           WHERE client_id = $1 AND month <= date_trunc('month', $2::date)) m`,
    [clientId, end],
  );
  const row = rows[0];
  return row?.month ? { month: row.month, auditsAfter: row.after } : null;
}

/**
 * Accuracy, knockout share and count over a date range, broken down by up to two dimensions (none:
 * one overall row): the mean of
 * the latest audit of each (property, channel) pair audited within the range (docs/product-rules.md),
 * or with a characteristic filter or breakdown, the mean of those audits' results. Answered from
 * pair_rollups or characteristic_rollups when they carry every dimension involved, from
 * property_rollups for property-level breakdowns over all channels, otherwise from pair_states.
 */
export async function aggregate(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  by: readonly Dimension[],
): Promise<AggregateRow[]> {
  const state = await stateMonthAsOf(db, view.clientId, range.endDate);
  if (!state) return [];
  const { month, auditsAfter } = state;
  const source = planSource({
    view,
    conditions,
    by,
    startDate: range.startDate,
    month,
    auditsAfter,
  });
  const query = { view, conditions, range, month, by };
  const rows = await (source.kind === 'property'
    ? fromPropertyRollups(db, query, auditsAfter)
    : source.kind === 'characteristic-property'
      ? fromCharacteristicPropertyRollups(db, query, auditsAfter)
      : source.kind === 'rollups'
        ? fromRollups(db, query, source.tables, auditsAfter)
        : fromStates(db, query));
  return rows.map((row) => ({
    keys: by.map((_, index) => row[`k${index}`] ?? null),
    count: Number(row.count),
    scored: Number(row.scored),
    // Sums taken back out (audits after the range's end) leave float residue: 100.00000000001
    // is 100, and the contract refuses more.
    accuracy: row.accuracy === null ? null : Math.min(100, Math.max(0, Number(row.accuracy))),
    knockout: row.knockout === null ? null : Number(row.knockout),
    contentScore: row.content_score == null ? null : Number(row.content_score),
    contentScored: Number(row.content_scored ?? 0),
  }));
}

/** One figure's question, as each source's SQL builder takes it. */
interface FigureQuery {
  view: ViewContext;
  conditions: PairConditions;
  range: DateRange;
  /** The month whose states and rollups answer the range. */
  month: string;
  by: readonly Dimension[];
}

interface RawRow {
  [key: `k${number}`]: string | number | boolean | null;
  count: string | number;
  scored: string | number;
  content_scored?: string | number | null;
  accuracy: string | number | null;
  knockout: string | number | null;
  content_score?: string | number | null;
}

/** The condition selecting results `ar` of the selected characteristics, if any are selected. */
function selectedResults(conditions: PairConditions, params: SqlParams): string[] {
  return conditions.characteristics?.length
    ? [`ar.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`]
    : [];
}

async function fromRollups(
  db: Queryable,
  { view, conditions, range, month, by }: FigureQuery,
  tables: RollupTables,
  auditsAfterEnd: boolean,
): Promise<RawRow[]> {
  const params = new SqlParams();
  const where = rollupConditions(view, conditions, params);
  where.push(`r.month = ${params.add(month)}`);
  const start = params.add(range.startDate);
  const end = params.add(range.endDate);
  const inRange = `r.audit_date BETWEEN ${start} AND ${end}`;
  const { select, group } = keyColumns(by.map(rollupColumn));
  const query = { view, by };
  const join = `${by.includes('chain') ? BRAND_JOIN : ''} ${groupJoin(query, 'r', params)}`;
  if (characteristicLevel(conditions, by)) {
    if (conditions.characteristics?.length)
      where.push(`r.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`);
    const counted = `SELECT ${select} r.results, r.scored_results, r.accuracy_sum
       FROM ${tables.characteristics} r ${join}
       WHERE ${[...where, inRange].join(' AND ')}`;
    // Pairs audited again after the end count with their previous audit's results: read from the
    // states of those pairs only (a few days' audits), not the whole month.
    const recounted = () => {
      const states = stateConditions(view, conditions, params);
      states.push(
        `s.month = ${params.add(month)}`,
        `s.audit_date > ${end}`,
        `s.prev_audit_date BETWEEN ${start} AND ${end}`,
      );
      states.push(...selectedResults(conditions, params));
      const keys = keyColumns(by.map((dimension) => stateColumn(dimension, 's')));
      return `SELECT ${keys.select} 1, (ar.accuracy IS NOT NULL)::int, ar.accuracy
         FROM pair_states s ${PREVIOUS_RESULTS('s')} ${groupJoin(query, 's', params)}
         WHERE ${states.join(' AND ')}`;
    };
    const outer = keyColumns(by.map((_, index) => `k${index}`));
    const { rows } = await db.query<RawRow>(
      `SELECT ${outer.select} sum(results) AS count, sum(scored_results) AS scored,
              sum(accuracy_sum) / nullif(sum(scored_results), 0) AS accuracy, NULL AS knockout
       FROM (${counted} ${auditsAfterEnd ? `UNION ALL ${recounted()}` : ''}) r ${outer.group}`,
      params.values,
    );
    return rows;
  }
  const columns = `channel_id, category_id, property_type, diamond${tables.narrow ? '' : ', brand_id, country_id'}`;
  // Pairs audited again after the end count with their previous audit, when that is in range.
  const pairs = auditsAfterEnd
    ? `(SELECT ${columns}, pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum
        FROM ${tables.pairs} r WHERE ${[...where, inRange].join(' AND ')}
        UNION ALL
        SELECT ${columns}, pairs, scored_pairs, accuracy_sum, knockouts, 0, 0
        FROM ${tables.previous} r
        WHERE ${[...where, `r.audit_date > ${end}`, `r.prev_audit_date BETWEEN ${start} AND ${end}`].join(' AND ')})`
    : `(SELECT * FROM ${tables.pairs} r WHERE ${[...where, inRange].join(' AND ')})`;
  const { rows } = await db.query<RawRow>(
    `SELECT ${select} sum(r.pairs) AS count, sum(r.scored_pairs) AS scored,
            sum(r.accuracy_sum) / nullif(sum(r.scored_pairs), 0) AS accuracy,
            100.0 * sum(r.knockouts) / nullif(sum(r.pairs), 0) AS knockout,
            sum(r.content_scored) AS content_scored,
            sum(r.content_score_sum) / nullif(sum(r.content_scored), 0) AS content_score
     FROM ${pairs} r ${join} ${group}`,
    params.values,
  );
  return rows;
}

const LANGUAGE_JOIN = (alias: string) =>
  `JOIN property_languages pl ON pl.property_id = ${alias}.property_id`;

/**
 * What the builders over the rollups per property start from: the view's and selection's
 * conditions on `s` with the month, the range's parameters, and the language join a breakdown by
 * language needs. Their pair_states correction branches take the same conditions.
 */
function propertyGrain({ view, conditions, range, month, by }: FigureQuery) {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  where.push(`s.month = ${params.add(month)}`);
  return {
    params,
    where,
    start: params.add(range.startDate),
    end: params.add(range.endDate),
    languages: by.includes('language') ? LANGUAGE_JOIN('s') : '',
  };
}

/**
 * Pair figures summed from property_rollups, which has pair_states' dimension columns. Given
 * audits after the range's end, the pairs they belong to are taken back out of the month's folded
 * row and counted again with their previous audit (when in range), from those pairs' states only.
 */
async function fromPropertyRollups(
  db: Queryable,
  query: FigureQuery,
  auditsAfterEnd: boolean,
): Promise<RawRow[]> {
  const { by } = query;
  const { params, where, start, end, languages } = propertyGrain(query);
  const { select } = keyColumns(by.map((dimension) => stateColumn(dimension, 's')));
  const sums = 'pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum';
  const branches = [
    `SELECT ${select} s.pairs, s.scored_pairs, s.accuracy_sum::float8, s.knockouts, s.content_scored,
            s.content_score_sum::float8
     FROM property_rollups s ${languages}
     WHERE ${[...where, `s.audit_date BETWEEN ${start} AND ${end}`].join(' AND ')}`,
  ];
  if (auditsAfterEnd) {
    // One pass over those pairs: out with the audit, back in with the previous one when in range.
    const prev = `coalesce(s.prev_audit_date BETWEEN ${start} AND ${end}, false)`;
    branches.push(
      `SELECT ${select} ${prev}::int - 1,
              (${prev} AND s.prev_accuracy IS NOT NULL)::int - (s.accuracy IS NOT NULL)::int,
              CASE WHEN ${prev} THEN coalesce(s.prev_accuracy, 0) ELSE 0 END::float8 - coalesce(s.accuracy, 0),
              (${prev} AND coalesce(s.prev_knockout, false))::int - s.knockout::int,
              -(s.content_score IS NOT NULL)::int, -coalesce(s.content_score, 0)::float8
       FROM pair_states s ${languages}
       WHERE ${[...where, `s.audit_date > ${end}`].join(' AND ')}`,
    );
  }
  const outer = keyColumns(by.map((_, index) => `k${index}`));
  const { rows } = await db.query<RawRow>(
    `SELECT ${outer.select} sum(pairs) AS count, sum(scored_pairs) AS scored,
            sum(accuracy_sum) / nullif(sum(scored_pairs), 0) AS accuracy,
            100.0 * sum(knockouts) / nullif(sum(pairs), 0) AS knockout,
            sum(content_scored) AS content_scored,
            sum(content_score_sum) / nullif(sum(content_scored), 0) AS content_score
     FROM (${branches.join(' UNION ALL ')}) AS r (${by.map((_, index) => `k${index}, `).join('')}${sums})
     ${outer.group} ${by.length ? 'HAVING sum(pairs) > 0' : ''}`,
    params.values,
  );
  return rows;
}

/**
 * Characteristic figures summed from characteristic_property_rollups (pair_states' dimension
 * columns, per characteristic). Given audits after the range's end, those pairs' results are
 * taken back out and their previous audits' results counted instead when in range, from those
 * pairs' states and results only.
 */
async function fromCharacteristicPropertyRollups(
  db: Queryable,
  query: FigureQuery,
  auditsAfterEnd: boolean,
): Promise<RawRow[]> {
  const { conditions, by } = query;
  const { params, where, start, end, languages } = propertyGrain(query);
  const rollupKeys = keyColumns(by.map((dimension) => stateColumn(dimension, 's', 's')));
  const resultKeys = keyColumns(by.map((dimension) => stateColumn(dimension, 's')));
  const selected = conditions.characteristics?.length
    ? `s.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`
    : 'true';
  const branches = [
    `SELECT ${rollupKeys.select} s.results, s.scored_results, s.accuracy_sum::float8
     FROM characteristic_property_rollups s ${languages}
     WHERE ${[...where, selected, `s.audit_date BETWEEN ${start} AND ${end}`].join(' AND ')}`,
  ];
  if (auditsAfterEnd) {
    // Both audits' results come from the state's arrays, where ignored results have no accuracy.
    const resultFilter = selectedResults(conditions, params);
    branches.push(
      `SELECT ${resultKeys.select} -1, -(ar.accuracy IS NOT NULL)::int, -coalesce(ar.accuracy, 0)::float8
       FROM pair_states s ${CURRENT_RESULTS('s')} ${languages}
       WHERE ${[...where, ...resultFilter, `s.audit_date > ${end}`].join(' AND ')}`,
      `SELECT ${resultKeys.select} 1, (ar.accuracy IS NOT NULL)::int, coalesce(ar.accuracy, 0)::float8
       FROM pair_states s ${PREVIOUS_RESULTS('s')} ${languages}
       WHERE ${[...where, ...resultFilter, `s.audit_date > ${end}`, `s.prev_audit_date BETWEEN ${start} AND ${end}`].join(' AND ')}`,
    );
  }
  const outer = keyColumns(by.map((_, index) => `k${index}`));
  const { rows } = await db.query<RawRow>(
    `SELECT ${outer.select} sum(results) AS count, sum(scored_results) AS scored,
            sum(accuracy_sum) / nullif(sum(scored_results), 0) AS accuracy, NULL AS knockout
     FROM (${branches.join(' UNION ALL ')})
       AS r (${by.map((_, index) => `k${index}, `).join('')}results, scored_results, accuracy_sum)
     ${outer.group} ${by.length ? 'HAVING sum(results) > 0' : ''}`,
    params.values,
  );
  return rows;
}

/**
 * The pairs of the month's states (conditions `where` on `s`) whose audit as of the range's end
 * lies within the range, with that audit as `as_audit_id`, `as_date`, `as_accuracy`,
 * `as_knockout` and `as_content_score`: the pair's latest audit, or the one before it when the
 * latest falls after the end (a range ending mid-month). Two
 * branches with plain conditions rather than a CASE per column: the planner then estimates each
 * from statistics and applies a view's property filter before joining results (with the CASE
 * form it expected 165 rows of 26,667 and joined every result of the month first).
 */
export function pairsAsOf(where: readonly string[], params: SqlParams, range: DateRange): string {
  const start = params.add(range.startDate);
  const end = params.add(range.endDate);
  const previous = `SELECT ${STATE_SCALARS}, s.prev_audit_id AS as_audit_id, s.prev_audit_date AS as_date,
         s.prev_accuracy AS as_accuracy, s.prev_knockout AS as_knockout, NULL::real AS as_content_score
       FROM pair_states s
       WHERE ${[...where, `s.audit_date > ${end}`, `s.prev_audit_date BETWEEN ${start} AND ${end}`].join(' AND ')}`;
  return `SELECT ${STATE_SCALARS}, s.audit_id AS as_audit_id, s.audit_date AS as_date, s.accuracy AS as_accuracy,
         s.knockout AS as_knockout, s.content_score AS as_content_score
       FROM pair_states s WHERE ${[...where, `s.audit_date BETWEEN ${start} AND ${end}`].join(' AND ')}
     UNION ALL ${previous}`;
}

/** The state columns the keys of `by` read (stateColumn), with the property for languages. */
function keyedStateColumns(by: readonly Dimension[]): string {
  const columns = by.flatMap((dimension) => {
    const state = DIMENSIONS[dimension].state;
    if (state === 'tier') return ['s.diamond'];
    if (state === 'channelGroups') return ['s.channel_id'];
    return typeof state === 'object' ? [`s.${state.column}`] : [];
  });
  return [...new Set(['s.property_id', ...columns])].join(', ');
}

/**
 * The results counted for a range (pairsAsOf, one row per result) with the state `columns`, the
 * result's `characteristic` and its `result_accuracy` (null when unscored or ignored): the state's
 * own audit's from its arrays, a previous audit's from its `prev_` arrays (only pairs audited again
 * after the range's end). `characteristics` selects results. The arrays are unnested in the select
 * list, in step, and only the named columns are carried: a third faster than a lateral unnest of
 * whole states over the 340,000 results of a 1,000-property view.
 */
function resultsAsOf(
  where: readonly string[],
  params: SqlParams,
  range: DateRange,
  columns: string,
  characteristics: readonly string[] | undefined,
): string {
  const start = params.add(range.startDate);
  const end = params.add(range.endDate);
  const selected = characteristics?.length ? params.add(characteristics) : null;
  const unnested = (prefix: string, where: string[]) => {
    const rows = `SELECT ${columns}, unnest(s.${prefix}result_characteristics) AS characteristic,
           unnest(s.${prefix}result_accuracies) AS result_accuracy
         FROM pair_states s WHERE ${where.join(' AND ')}`;
    return selected
      ? `SELECT * FROM (${rows}) o WHERE o.characteristic = ANY(${selected}::text[])`
      : rows;
  };
  return `${unnested('', [...where, `s.audit_date BETWEEN ${start} AND ${end}`])}
     UNION ALL
     ${unnested('prev_', [...where, `s.audit_date > ${end}`, `s.prev_audit_date BETWEEN ${start} AND ${end}`])}`;
}

async function fromStates(
  db: Queryable,
  { view, conditions, range, month, by }: FigureQuery,
): Promise<RawRow[]> {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  where.push(`s.month = ${params.add(month)}`);
  const { select, group } = keyColumns(by.map((dimension) => stateColumn(dimension, 'p', 'p')));
  const languageJoin = `${by.includes('language') ? LANGUAGE_JOIN('p') : ''} ${groupJoin({ view, by }, 'p', params)}`;
  if (characteristicLevel(conditions, by)) {
    const { rows } = await db.query<RawRow>(
      `SELECT ${select} count(*) AS count, count(p.result_accuracy) AS scored,
              avg(p.result_accuracy) AS accuracy, NULL AS knockout
       FROM (${resultsAsOf(where, params, range, keyedStateColumns(by), conditions.characteristics)}) p
       ${languageJoin} ${group}`,
      params.values,
    );
    return rows;
  }
  const pairs = pairsAsOf(where, params, range);
  const { rows } = await db.query<RawRow>(
    `SELECT ${select} count(*) AS count, count(p.as_accuracy) AS scored, avg(p.as_accuracy) AS accuracy,
            100.0 * avg(p.as_knockout::int) AS knockout, count(p.as_content_score) AS content_scored,
            avg(p.as_content_score) AS content_score
     FROM (${pairs}) p ${languageJoin} ${group}`,
    params.values,
  );
  return rows;
}

function keyColumns(columns: readonly string[]): { select: string; group: string } {
  return {
    select: columns.map((column, index) => `${column} AS k${index},`).join(' '),
    group: columns.length ? `GROUP BY ${columns.map((_, index) => index + 1).join(', ')}` : '',
  };
}

export interface MonthFigure {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  count: number;
  accuracy: number | null;
  knockout: number | null;
}

/**
 * The average accuracy list (docs/product-rules.md): for each month, the figure over that calendar
 * month, i.e. the pairs whose latest audit at the month's end was taken within it. Each month's
 * own audits are the rows dated from its first day, in every source.
 */
export async function monthlyTrend(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  months: readonly string[],
): Promise<MonthFigure[]> {
  if (months.length === 0) return [];
  const params = new SqlParams();
  const source = planSource({
    view,
    conditions,
    by: [],
    startDate: months[0]!,
    month: months[0]!,
    auditsAfter: false,
  });
  const characteristics = characteristicLevel(conditions, []);
  let sql: string;
  if (source.kind === 'characteristic-property') {
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ANY(${params.add(months)}::date[])`, 's.audit_date >= s.month');
    where.push(`s.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`);
    sql = `SELECT s.month, sum(s.results) AS count,
                  sum(s.accuracy_sum::float8) / nullif(sum(s.scored_results), 0) AS accuracy, NULL AS knockout
           FROM characteristic_property_rollups s WHERE ${where.join(' AND ')} GROUP BY 1`;
  } else if (source.kind === 'property') {
    // A month's own audits are keyed by its first day there, so `audit_date >= month` still holds.
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ANY(${params.add(months)}::date[])`, 's.audit_date >= s.month');
    sql = `SELECT s.month, sum(s.pairs) AS count,
                  sum(s.accuracy_sum::float8) / nullif(sum(s.scored_pairs), 0) AS accuracy,
                  100.0 * sum(s.knockouts) / nullif(sum(s.pairs), 0) AS knockout
           FROM property_rollups s WHERE ${where.join(' AND ')} GROUP BY 1`;
  } else if (source.kind === 'rollups') {
    const where = rollupConditions(view, conditions, params);
    where.push(`r.month = ANY(${params.add(months)}::date[])`, 'r.audit_date >= r.month');
    if (characteristics) {
      where.push(`r.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`);
      sql = `SELECT r.month, sum(r.results) AS count, sum(r.accuracy_sum) / nullif(sum(r.scored_results), 0) AS accuracy,
                    NULL AS knockout
             FROM ${source.tables.characteristics} r WHERE ${where.join(' AND ')} GROUP BY 1`;
    } else {
      sql = `SELECT r.month, sum(r.pairs) AS count, sum(r.accuracy_sum) / nullif(sum(r.scored_pairs), 0) AS accuracy,
                    100.0 * sum(r.knockouts) / nullif(sum(r.pairs), 0) AS knockout
             FROM ${source.tables.pairs} r WHERE ${where.join(' AND ')} GROUP BY 1`;
    }
  } else {
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ANY(${params.add(months)}::date[])`, 's.audit_date >= s.month');
    if (characteristics) where.push(...selectedResults(conditions, params));
    sql = characteristics
      ? `SELECT s.month, count(*) AS count, avg(ar.accuracy) AS accuracy, NULL AS knockout
         FROM pair_states s ${CURRENT_RESULTS('s')}
         WHERE ${where.join(' AND ')} GROUP BY 1`
      : `SELECT s.month, count(*) AS count, avg(s.accuracy) AS accuracy, 100.0 * avg(s.knockout::int) AS knockout
         FROM pair_states s WHERE ${where.join(' AND ')} GROUP BY 1`;
  }
  const { rows } = await db.query<{
    month: string;
    count: string;
    accuracy: string | null;
    knockout: string | null;
  }>(sql, params.values);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      count: row ? Number(row.count) : 0,
      accuracy: row?.accuracy == null ? null : Number(row.accuracy),
      knockout: row?.knockout == null ? null : Number(row.knockout),
    };
  });
}

export interface IssueCount {
  characteristic: string;
  /** Null on the row that totals the characteristic over its statuses. */
  status: string | null;
  results: number;
  properties: number;
  channels: number;
}

/**
 * Open issues of every pair's latest audit (no date range: the issues summary is about now),
 * by characteristic and status, with the distinct properties and channels they touch.
 */
export async function issueCounts(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
): Promise<IssueCount[]> {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  where.push(
    `s.month = (SELECT max(month) FROM pair_states WHERE client_id = ${params.add(view.clientId)})`,
    `s.issues <> '{}'`,
  );
  if (conditions.characteristics?.length) {
    where.push(
      `split_part(issue, '|', 1) = ANY(${params.add(conditions.characteristics)}::text[])`,
    );
  }
  const { rows } = await db.query<IssueCount>(
    `SELECT split_part(issue, '|', 1) AS characteristic, split_part(issue, '|', 2) AS status,
            count(*)::int AS results, count(DISTINCT s.property_id)::int AS properties,
            count(DISTINCT s.channel_id)::int AS channels
     FROM pair_states s CROSS JOIN LATERAL unnest(s.issues) AS issue
     WHERE ${where.join(' AND ')}
     GROUP BY GROUPING SETS ((1, 2), (1))`,
    params.values,
  );
  return rows;
}

/**
 * The newest audit date of each property's or channel's listings under the view and selection
 * (characteristics aside), as of the range's end: each pair's latest audit, or the one before it
 * when the latest falls after the end. Keyed by property or channel id. Read from the rollups
 * when they carry it (a few hundred rows, or one per property), else from the month's states.
 */
export async function lastAuditDates(
  db: Queryable,
  view: ViewContext,
  selection: PairConditions,
  endDate: string,
  by: 'property' | 'channel',
): Promise<Map<number, string>> {
  const state = await stateMonthAsOf(db, view.clientId, endDate);
  if (!state) return new Map();
  const { month, auditsAfter } = state;
  const conditions = { ...selection, characteristics: undefined };
  const source = planSource({ view, conditions, by: [by], startDate: month, month, auditsAfter });
  const params = new SqlParams();
  let sql: string;
  if (source.kind === 'property' && !auditsAfter) {
    // Only when no audit of the month falls after the end: a row's newest date cannot be taken
    // back out as its sums are (fromPropertyRollups).
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ${params.add(month)}`);
    sql = `SELECT s.property_id AS id, max(s.last_audit_date)::text AS last
           FROM property_rollups s WHERE ${where.join(' AND ')} GROUP BY 1`;
  } else if (source.kind === 'rollups') {
    const where = rollupConditions(view, conditions, params);
    where.push(`r.month = ${params.add(month)}`);
    const end = params.add(endDate);
    const { pairs, previous } = source.tables;
    sql = `SELECT channel_id AS id, max(last)::text AS last FROM (
             SELECT r.channel_id, r.audit_date AS last FROM ${pairs} r
             WHERE ${[...where, `r.audit_date <= ${end}`].join(' AND ')}
             UNION ALL
             SELECT r.channel_id, r.prev_audit_date FROM ${previous} r
             WHERE ${[...where, `r.audit_date > ${end}`].join(' AND ')}
           ) r GROUP BY 1`;
  } else {
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ${params.add(month)}`);
    const end = params.add(endDate);
    sql = `SELECT s.${by}_id AS id,
                  max(CASE WHEN s.audit_date <= ${end} THEN s.audit_date ELSE s.prev_audit_date END)::text AS last
           FROM pair_states s WHERE ${where.join(' AND ')} GROUP BY 1`;
  }
  const { rows } = await db.query<{ id: number; last: string | null }>(sql, params.values);
  return new Map(rows.flatMap((row) => (row.last ? [[row.id, row.last] as const] : [])));
}
