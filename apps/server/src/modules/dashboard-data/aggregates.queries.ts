import type pg from 'pg';
import {
  rollupConditions,
  rollupTables,
  rollupsCanAnswer,
  stateConditions,
  type PairConditions,
  type ViewContext,
} from './pair-scope.queries.ts';
import { SqlParams } from './sql-params.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** What a figure can be broken down by. */
export type Dimension =
  | 'site'
  | 'site_group'
  | 'property_type'
  | 'brand'
  | 'chain'
  | 'management_company'
  | 'property'
  | 'city'
  | 'sub_region'
  | 'region'
  | 'country'
  | 'diamond'
  | 'language'
  | 'characteristic';

export interface AggregateRow {
  /** One value per requested dimension, in order. */
  keys: Array<string | number | boolean | null>;
  /** (property, channel) pairs counted; results counted for characteristic figures. */
  count: number;
  /** Mean accuracy 0-100, or null when nothing counted had a score. */
  accuracy: number | null;
  /** Share 0-100 of the pairs' audits knocked out. */
  knockout: number | null;
  /** Mean content score of the pairs that have one (rich-content channels), or null. */
  contentScore: number | null;
}

const STATE_COLUMN: Record<Exclude<Dimension, 'characteristic' | 'language'>, string> = {
  site: 'site_id',
  site_group: 'site_group_id',
  property_type: 'property_type',
  brand: 'brand_id',
  chain: 'chain_id',
  management_company: 'management_company_id',
  property: 'property_id',
  city: 'city_id',
  sub_region: 'sub_region_id',
  region: 'region_id',
  country: 'country_id',
  diamond: 'diamond',
};

/**
 * A dimension's column over pair states (or a table with their columns) aliased `alias`, with
 * results joined as `ar` and property languages as `pl`.
 */
function stateColumn(dimension: Dimension, alias: string): string {
  if (dimension === 'characteristic') return 'ar.characteristic';
  if (dimension === 'language') return 'pl.language_id';
  return `${alias}.${STATE_COLUMN[dimension]}`;
}

const BRAND_JOIN = 'LEFT JOIN brands rb ON rb.id = r.brand_id';

const ROLLUP_COLUMN: Partial<Record<Dimension, string>> = {
  site: 'r.site_id',
  site_group: 'r.site_group_id',
  property_type: 'r.property_type',
  brand: 'nullif(r.brand_id, 0)',
  // Through BRAND_JOIN: a subquery per rollup row cost 300 ms over a month of the bench's rollups.
  chain: 'rb.chain_id',
  country: 'r.country_id',
  diamond: 'r.diamond',
  characteristic: 'r.characteristic',
};

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
    `SELECT m.month, EXISTS (SELECT 1 FROM pair_site_rollups r
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
 * the latest audit of each (property, channel) pair audited within the range (DESIGN.md section 5),
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
  const { month, auditsAfter: after } = state;
  const characteristicLevel = by.includes('characteristic') || !!conditions.characteristics?.length;
  const pairRollups =
    rollupsCanAnswer(view, conditions) &&
    by.every((dimension) => ROLLUP_COLUMN[dimension] !== undefined);
  const propertyRollups =
    !characteristicLevel &&
    propertyRollupsCanAnswer(view, conditions, by) &&
    range.startDate <= month;
  // property_rollups has a fifth of pair_rollups' rows, but takes audits after the end back out
  // from the pair states, which pair_prev_rollups need not.
  const rows =
    propertyRollups && !(after && pairRollups)
      ? await fromPropertyRollups(db, view, conditions, range, month, by, after)
      : pairRollups
        ? await fromRollups(db, view, conditions, range, month, by, characteristicLevel, after)
        : await fromStates(db, view, conditions, range, month, by, characteristicLevel);
  return rows.map((row) => ({
    keys: by.map((_, index) => row[`k${index}`] ?? null),
    count: Number(row.count),
    accuracy: row.accuracy === null ? null : Number(row.accuracy),
    knockout: row.knockout === null ? null : Number(row.knockout),
    contentScore: row.content_score == null ? null : Number(row.content_score),
  }));
}

interface RawRow {
  [key: `k${number}`]: string | number | boolean | null;
  count: string | number;
  accuracy: string | number | null;
  knockout: string | number | null;
  content_score?: string | number | null;
}

async function fromRollups(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
  by: readonly Dimension[],
  characteristicLevel: boolean,
  auditsAfterEnd: boolean,
): Promise<RawRow[]> {
  const params = new SqlParams();
  const where = rollupConditions(view, conditions, params);
  where.push(`r.month = ${params.add(month)}`);
  const start = params.add(range.startDate);
  const end = params.add(range.endDate);
  const inRange = `r.audit_date BETWEEN ${start} AND ${end}`;
  const { select, group } = keyColumns(by.map((dimension) => ROLLUP_COLUMN[dimension]!));
  const join = by.includes('chain') ? BRAND_JOIN : '';
  const tables = rollupTables(view, conditions, by);
  if (characteristicLevel) {
    const characteristics = conditions.characteristics?.length
      ? params.add(conditions.characteristics)
      : null;
    if (characteristics) where.push(`r.characteristic = ANY(${characteristics}::text[])`);
    const counted = `SELECT ${select} r.results, r.scored_results, r.accuracy_sum
       FROM ${tables.characteristics} r ${join}
       WHERE ${[...where, inRange].join(' AND ')}`;
    // Pairs audited again after the end count with their previous audit's results: read from the
    // states and results of those pairs only (a few days' audits), not the whole month.
    const recounted = () => {
      const states = stateConditions(view, conditions, params);
      states.push(
        `s.month = ${params.add(month)}`,
        `s.audit_date > ${end}`,
        `s.prev_audit_date BETWEEN ${start} AND ${end}`,
      );
      const keys = keyColumns(by.map((dimension) => stateColumn(dimension, 's')));
      return `SELECT ${keys.select} 1, (ar.accuracy IS NOT NULL AND NOT ar.ignored)::int,
                CASE WHEN NOT ar.ignored THEN ar.accuracy END
         FROM pair_states s JOIN audit_results ar ON ar.property_id = s.property_id AND ar.audit_id = s.prev_audit_id
           ${characteristics ? `AND ar.characteristic = ANY(${characteristics}::text[])` : ''}
         WHERE ${states.join(' AND ')}`;
    };
    const outer = keyColumns(by.map((_, index) => `k${index}`));
    const { rows } = await db.query<RawRow>(
      `SELECT ${outer.select} sum(results) AS count,
              sum(accuracy_sum) / nullif(sum(scored_results), 0) AS accuracy, NULL AS knockout
       FROM (${counted} ${auditsAfterEnd ? `UNION ALL ${recounted()}` : ''}) r ${outer.group}`,
      params.values,
    );
    return rows;
  }
  const columns = `site_id, site_group_id, property_type, diamond${tables.narrow ? '' : ', brand_id, country_id'}`;
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
    `SELECT ${select} sum(r.pairs) AS count,
            sum(r.accuracy_sum) / nullif(sum(r.scored_pairs), 0) AS accuracy,
            100.0 * sum(r.knockouts) / nullif(sum(r.pairs), 0) AS knockout,
            sum(r.content_score_sum) / nullif(sum(r.content_scored), 0) AS content_score
     FROM ${pairs} r ${join} ${group}`,
    params.values,
  );
  return rows;
}

/** Breakdowns property_rollups can give: by property or a property's own dimensions. */
const PROPERTY_DIMENSIONS = new Set<Dimension>([
  'property',
  'property_type',
  'brand',
  'chain',
  'management_company',
  'city',
  'sub_region',
  'region',
  'country',
  'language',
]);

/**
 * Whether property_rollups can answer: every pair of the view's properties counts (all channels,
 * no channel, category or tier filter) and the breakdown is by property-level dimensions. The
 * caller also checks the range starts by the state month's first day (in-month audit dates are
 * folded into it) and that no audit falls after the range's end.
 */
function propertyRollupsCanAnswer(
  view: ViewContext,
  conditions: PairConditions,
  by: readonly Dimension[],
): boolean {
  return (
    view.allSites &&
    !conditions.siteIds?.length &&
    !conditions.siteGroupIds?.length &&
    conditions.diamond === undefined &&
    !conditions.characteristics?.length &&
    by.every((dimension) => PROPERTY_DIMENSIONS.has(dimension))
  );
}

const LANGUAGE_JOIN = (alias: string) =>
  `JOIN property_languages pl ON pl.property_id = ${alias}.property_id`;

/**
 * Pair figures summed from property_rollups, which has pair_states' dimension columns. Given
 * audits after the range's end, the pairs they belong to are taken back out of the month's folded
 * row and counted again with their previous audit (when in range), from those pairs' states only.
 */
async function fromPropertyRollups(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
  by: readonly Dimension[],
  auditsAfterEnd: boolean,
): Promise<RawRow[]> {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  const m = params.add(month);
  const start = params.add(range.startDate);
  const end = params.add(range.endDate);
  const languages = by.includes('language') ? LANGUAGE_JOIN('s') : '';
  const { select } = keyColumns(by.map((dimension) => stateColumn(dimension, 's')));
  const sums = 'pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum';
  const branches = [
    `SELECT ${select} s.pairs, s.scored_pairs, s.accuracy_sum::float8, s.knockouts, s.content_scored,
            s.content_score_sum::float8
     FROM property_rollups s ${languages}
     WHERE ${[...where, `s.month = ${m}`, `s.audit_date BETWEEN ${start} AND ${end}`].join(' AND ')}`,
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
       WHERE ${[...where, `s.month = ${m}`, `s.audit_date > ${end}`].join(' AND ')}`,
    );
  }
  const outer = keyColumns(by.map((_, index) => `k${index}`));
  const { rows } = await db.query<RawRow>(
    `SELECT ${outer.select} sum(pairs) AS count,
            sum(accuracy_sum) / nullif(sum(scored_pairs), 0) AS accuracy,
            100.0 * sum(knockouts) / nullif(sum(pairs), 0) AS knockout,
            sum(content_score_sum) / nullif(sum(content_scored), 0) AS content_score
     FROM (${branches.join(' UNION ALL ')}) AS r (${by.map((_, index) => `k${index}, `).join('')}${sums})
     ${outer.group} ${by.length ? 'HAVING sum(pairs) > 0' : ''}`,
    params.values,
  );
  return rows;
}

/**
 * The pairs of the month's states as they stood on `end`: a pair whose latest audit falls after
 * `end` (a range ending mid-month) counts with the audit before it.
 */
export function pairsAsOf(where: string[], params: SqlParams, end: string): string {
  const e = params.add(end);
  return `SELECT s.*,
            CASE WHEN s.audit_date <= ${e}::date THEN s.audit_id ELSE s.prev_audit_id END AS as_audit_id,
            CASE WHEN s.audit_date <= ${e}::date THEN s.audit_date ELSE s.prev_audit_date END AS as_date,
            CASE WHEN s.audit_date <= ${e}::date THEN s.accuracy ELSE s.prev_accuracy END AS as_accuracy,
            CASE WHEN s.audit_date <= ${e}::date THEN s.knockout ELSE s.prev_knockout END AS as_knockout,
            CASE WHEN s.audit_date <= ${e}::date THEN s.content_score END AS as_content_score
          FROM pair_states s WHERE ${where.join(' AND ')}`;
}

async function fromStates(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
  by: readonly Dimension[],
  characteristicLevel: boolean,
): Promise<RawRow[]> {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  where.push(`s.month = ${params.add(month)}`);
  const pairs = pairsAsOf(where, params, range.endDate);
  const inRange = `p.as_date BETWEEN ${params.add(range.startDate)} AND ${params.add(range.endDate)}`;
  const { select, group } = keyColumns(by.map((dimension) => stateColumn(dimension, 'p')));
  const languageJoin = by.includes('language') ? LANGUAGE_JOIN('p') : '';
  if (characteristicLevel) {
    const characteristicFilter = conditions.characteristics?.length
      ? `AND ar.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`
      : '';
    const { rows } = await db.query<RawRow>(
      `WITH p AS (${pairs})
       SELECT ${select} count(*) AS count,
              avg(ar.accuracy) FILTER (WHERE NOT ar.ignored) AS accuracy, NULL AS knockout
       FROM p JOIN audit_results ar ON ar.property_id = p.property_id AND ar.audit_id = p.as_audit_id ${characteristicFilter}
       ${languageJoin}
       WHERE ${inRange} ${group}`,
      params.values,
    );
    return rows;
  }
  const { rows } = await db.query<RawRow>(
    `WITH p AS (${pairs})
     SELECT ${select} count(*) AS count, avg(p.as_accuracy) AS accuracy,
            100.0 * avg(p.as_knockout::int) AS knockout, avg(p.as_content_score) AS content_score
     FROM p ${languageJoin} WHERE ${inRange} ${group}`,
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
 * The average accuracy list of SPEC.md section 3: for each month, the figure over that calendar
 * month, i.e. the pairs whose latest audit at the month's end was taken within it.
 */
export async function monthlyTrend(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  months: readonly string[],
): Promise<MonthFigure[]> {
  const params = new SqlParams();
  const characteristicLevel = !!conditions.characteristics?.length;
  let sql: string;
  if (!characteristicLevel && propertyRollupsCanAnswer(view, conditions, [])) {
    // A month's own audits are keyed by its first day there, so `audit_date >= month` still holds.
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ANY(${params.add(months)}::date[])`, 's.audit_date >= s.month');
    sql = `SELECT s.month, sum(s.pairs) AS count,
                  sum(s.accuracy_sum::float8) / nullif(sum(s.scored_pairs), 0) AS accuracy,
                  100.0 * sum(s.knockouts) / nullif(sum(s.pairs), 0) AS knockout
           FROM property_rollups s WHERE ${where.join(' AND ')} GROUP BY 1`;
  } else if (rollupsCanAnswer(view, conditions)) {
    const tables = rollupTables(view, conditions);
    const where = rollupConditions(view, conditions, params);
    where.push(`r.month = ANY(${params.add(months)}::date[])`, 'r.audit_date >= r.month');
    if (characteristicLevel) {
      where.push(`r.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`);
      sql = `SELECT r.month, sum(r.results) AS count, sum(r.accuracy_sum) / nullif(sum(r.scored_results), 0) AS accuracy,
                    NULL AS knockout
             FROM ${tables.characteristics} r WHERE ${where.join(' AND ')} GROUP BY 1`;
    } else {
      sql = `SELECT r.month, sum(r.pairs) AS count, sum(r.accuracy_sum) / nullif(sum(r.scored_pairs), 0) AS accuracy,
                    100.0 * sum(r.knockouts) / nullif(sum(r.pairs), 0) AS knockout
             FROM ${tables.pairs} r WHERE ${where.join(' AND ')} GROUP BY 1`;
    }
  } else {
    const where = stateConditions(view, conditions, params);
    where.push(`s.month = ANY(${params.add(months)}::date[])`, 's.audit_date >= s.month');
    sql = characteristicLevel
      ? `SELECT s.month, count(*) AS count, avg(ar.accuracy) FILTER (WHERE NOT ar.ignored) AS accuracy, NULL AS knockout
         FROM pair_states s JOIN audit_results ar ON ar.property_id = s.property_id AND ar.audit_id = s.audit_id
           AND ar.characteristic = ANY(${params.add(conditions.characteristics)}::text[])
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
  sites: number;
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
            count(DISTINCT s.site_id)::int AS sites
     FROM pair_states s CROSS JOIN LATERAL unnest(s.issues) AS issue
     WHERE ${where.join(' AND ')}
     GROUP BY GROUPING SETS ((1, 2), (1))`,
    params.values,
  );
  return rows;
}
