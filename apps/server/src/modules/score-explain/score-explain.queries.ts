import type pg from 'pg';
import {
  pairsAsOf,
  stateMonth,
  stateMonthAsOf,
  type DateRange,
} from '../dashboard-data/aggregates.queries.ts';
import {
  rollupConditions,
  rollupTables,
  rollupsCanAnswer,
  stateConditions,
  type PairConditions,
  type ViewContext,
} from '../dashboard-data/pair-scope.queries.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The audits behind a figure, as the `a` CTE: the latest audit of each (property, channel) pair
 * of the scope within the range, read from pair_states exactly as the dashboard's aggregates
 * read them. Its size is the scope's pair count, whatever the portfolio's.
 */
async function scopedAudits(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
): Promise<{ cte: string; params: SqlParams } | null> {
  const month = await stateMonth(db, view.clientId, range.endDate);
  if (!month) return null;
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  where.push(`s.month = ${params.add(month)}`);
  const pairs = pairsAsOf(where, params, range);
  const cte = `p AS (${pairs}),
    a AS (SELECT p.property_id, p.channel_id, p.as_audit_id AS audit_id, p.as_date AS audit_date,
                 p.as_accuracy AS accuracy, p.as_knockout AS knockout
          FROM p)`;
  return { cte, params };
}

/** Result sums of one characteristic, one channel, or (both keys null) the whole figure. */
export interface LossRow {
  characteristic: string | null;
  channelId: number | null;
  results: number;
  scored: number;
  accuracySum: number;
  weightSum: number;
  /** Points lost below 100, summed over the units the figure averages (audits or results). */
  lost: number;
  /** Units the figure averages: audits with a score, or counted results at characteristic level. */
  units: number;
}

/**
 * Every counted result's lost points, weight x (100 - accuracy) / its audit's counted weight
 * (domain `lostPoints`), summed per characteristic, per channel and overall. At characteristic
 * level the figure is the plain mean of the results, as the dashboard's: each result is its own
 * unit and loses 100 - accuracy, whatever its weight. From the rollups when they can answer (their
 * lost_sum holds the same sums), otherwise from the results of the scope's audits.
 */
export async function resultLosses(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  characteristicLevel: boolean,
): Promise<LossRow[]> {
  const state = await stateMonthAsOf(db, view.clientId, range.endDate);
  if (!state) return [];
  return rollupsCanAnswer(view, conditions) && !state.auditsAfter
    ? rolledLosses(db, view, conditions, range, state.month, characteristicLevel)
    : rawLosses(db, view, conditions, range, characteristicLevel);
}

type RawLossRow = Record<keyof LossRow, string | number | null>;

const toLossRow = (row: RawLossRow): LossRow => ({
  characteristic: (row.characteristic as string | null) ?? null,
  channelId: row.channelId === null ? null : Number(row.channelId),
  results: Number(row.results),
  scored: Number(row.scored),
  accuracySum: Number(row.accuracySum),
  weightSum: Number(row.weightSum),
  lost: Number(row.lost),
  units: Number(row.units),
});

async function rolledLosses(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
  characteristicLevel: boolean,
): Promise<LossRow[]> {
  const params = new SqlParams();
  const where = rollupConditions(view, conditions, params);
  where.push(
    `r.month = ${params.add(month)}`,
    `r.audit_date BETWEEN ${params.add(range.startDate)} AND ${params.add(range.endDate)}`,
  );
  const tables = rollupTables(view, conditions);
  const characteristicFilter = conditions.characteristics?.length
    ? `AND r.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`
    : '';
  // Audit level: the mean divides by the scored pairs, which only pair_rollups count.
  const pairUnits = characteristicLevel
    ? ''
    : `, u AS (SELECT r.channel_id, sum(r.scored_pairs) AS units FROM ${tables.pairs} r
               WHERE ${where.join(' AND ')} GROUP BY GROUPING SETS ((r.channel_id), ()))`;
  const { rows } = await db.query<RawLossRow>(
    `WITH c AS (
       SELECT r.characteristic, r.channel_id, sum(r.results) AS results,
              sum(r.scored_results) AS scored, sum(r.accuracy_sum) AS "accuracySum",
              sum(r.weight_sum) AS "weightSum",
              ${characteristicLevel ? '100 * sum(r.scored_results) - sum(r.accuracy_sum)' : 'sum(r.lost_sum)'} AS lost
       FROM ${tables.characteristics} r WHERE ${where.join(' AND ')} ${characteristicFilter}
       GROUP BY GROUPING SETS ((r.characteristic), (r.channel_id), ())
     )${pairUnits}
     SELECT c.characteristic, c.channel_id AS "channelId", c.results, c.scored, c."accuracySum", c."weightSum", c.lost,
            ${characteristicLevel ? 'c.scored' : 'coalesce(u.units, 0)'} AS units
     FROM c ${characteristicLevel ? '' : 'LEFT JOIN u ON u.channel_id IS NOT DISTINCT FROM c.channel_id AND c.characteristic IS NULL'}`,
    params.values,
  );
  return rows.map(toLossRow);
}

async function rawLosses(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  characteristicLevel: boolean,
): Promise<LossRow[]> {
  const scope = await scopedAudits(db, view, conditions, range);
  if (!scope) return [];
  const { cte, params } = scope;
  const characteristicFilter = conditions.characteristics?.length
    ? `AND ar.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`
    : '';
  const lost = characteristicLevel
    ? '100 - w.accuracy'
    : 'w.weight * (100 - w.accuracy) / w.audit_weight';
  const { rows } = await db.query<RawLossRow>(
    `WITH ${cte},
     r AS (
       SELECT a.property_id, a.audit_id, a.channel_id, ar.characteristic, ar.weight, ar.accuracy,
              (ar.accuracy IS NOT NULL AND NOT ar.ignored) AS scored,
              (ar.accuracy IS NOT NULL AND NOT ar.ignored AND ar.weight > 0) AS counted
       FROM a JOIN audit_results ar ON ar.property_id = a.property_id AND ar.audit_id = a.audit_id
         ${characteristicFilter}
     ),
     w AS (
       SELECT r.*, sum(r.weight) FILTER (WHERE r.counted) OVER (PARTITION BY r.property_id, r.audit_id) AS audit_weight
       FROM r
     )
     SELECT w.characteristic, w.channel_id AS "channelId", count(*) AS results,
            count(*) FILTER (WHERE w.scored) AS scored,
            coalesce(sum(w.accuracy) FILTER (WHERE w.scored), 0) AS "accuracySum",
            coalesce(sum(w.weight) FILTER (WHERE w.counted), 0) AS "weightSum",
            coalesce(sum(${lost}) FILTER (WHERE ${characteristicLevel ? 'w.scored' : 'w.counted'}), 0) AS lost,
            ${characteristicLevel ? 'count(*) FILTER (WHERE w.scored)' : 'count(DISTINCT w.audit_id) FILTER (WHERE w.counted)'} AS units
     FROM w GROUP BY GROUPING SETS ((w.characteristic), (w.channel_id), ())`,
    params.values,
  );
  return rows.map(toLossRow);
}

export interface ScopedAudit {
  auditId: number;
  propertyId: number;
  propertyName: string;
  channelId: number;
  channelName: string;
  auditDate: string;
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
}

/**
 * The audits pulling a figure down most: the lowest accuracies (at characteristic level, the
 * lowest results on the characteristics), or for the knockout share the knocked-out audits.
 */
export async function lowestAudits(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  options: { characteristicLevel: boolean; knockedOut: boolean; limit: number },
): Promise<ScopedAudit[]> {
  const scope = await scopedAudits(db, view, conditions, range);
  if (!scope) return [];
  const { cte, params } = scope;
  const figure = options.characteristicLevel
    ? `(SELECT avg(ar.accuracy) FILTER (WHERE NOT ar.ignored) FROM audit_results ar
        WHERE ar.property_id = a.property_id AND ar.audit_id = a.audit_id
          AND ar.characteristic = ANY(${params.add(conditions.characteristics ?? [])}::text[]))`
    : 'a.accuracy';
  // An audit at 100 has every counted result at 100: at characteristic level only the others
  // are worth reading results for.
  const candidates = options.knockedOut
    ? 'WHERE a.knockout'
    : options.characteristicLevel
      ? 'WHERE a.accuracy < 100'
      : '';
  const { rows } = await db.query<ScopedAudit>(
    `WITH ${cte},
     l AS (SELECT a.*, ${figure} AS figure FROM a ${candidates})
     SELECT l.audit_id AS "auditId", l.property_id AS "propertyId", pr.name AS "propertyName",
            l.channel_id AS "channelId", st.name AS "channelName", to_char(l.audit_date, 'YYYY-MM-DD') AS "auditDate",
            l.figure::float8 AS accuracy, l.knockout, au.knockout_reasons AS "knockoutReasons"
     FROM (SELECT * FROM l ${options.knockedOut ? '' : 'WHERE l.figure IS NOT NULL'}
           ORDER BY l.figure ASC NULLS LAST, l.audit_date DESC, l.audit_id LIMIT ${params.add(options.limit)}) l
     JOIN properties pr ON pr.id = l.property_id
     JOIN channels st ON st.id = l.channel_id
     JOIN audits au ON au.property_id = l.property_id AND au.id = l.audit_id
     ORDER BY l.figure ASC NULLS LAST, l.audit_date DESC, l.audit_id`,
    params.values,
  );
  return rows;
}

export interface CauseRow {
  reason: string;
  audits: number;
  sole: number;
}

/**
 * The reasons of the scope's knocked-out audits, each with the audits it is a reason of and those
 * it alone knocks out. A bounded read: knocked-out audits only.
 */
export async function knockoutReasonCounts(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
): Promise<CauseRow[]> {
  const scope = await scopedAudits(db, view, conditions, range);
  if (!scope) return [];
  const { rows } = await db.query<CauseRow>(
    `WITH ${scope.cte}
     SELECT reason, count(*)::int AS audits, count(*) FILTER (WHERE cardinality(au.knockout_reasons) = 1)::int AS sole
     FROM a JOIN audits au ON au.property_id = a.property_id AND au.id = a.audit_id
     CROSS JOIN LATERAL unnest(au.knockout_reasons) AS reason
     WHERE a.knockout GROUP BY reason`,
    scope.params.values,
  );
  return rows;
}

/** The name of a property the caller already checked is in view. */
export async function propertyName(db: Pick<pg.Pool, 'query'>, id: unknown): Promise<string> {
  const { rows } = await db.query<Pick<Row<typeof schema.properties>, 'name'>>(
    'SELECT name FROM properties WHERE id = $1',
    [id],
  );
  return rows[0]!.name;
}
