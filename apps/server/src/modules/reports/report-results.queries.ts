import type pg from 'pg';
import { CHARACTERISTIC_ORDER } from '../../engine/index.ts';
import { pairsAsOf, stateMonth, type DateRange } from '../dashboard-data/aggregates.queries.ts';
import {
  stateConditions,
  type PairConditions,
  type ViewContext,
} from '../dashboard-data/pair-scope.queries.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** One characteristic of the latest audit of one (property, channel) pair in the range. */
export interface ResultRow {
  propertyCode: string;
  propertyName: string;
  propertyType: string;
  city: string;
  country: string;
  channel: string;
  channelCategoryId: number;
  auditDate: string;
  characteristic: string;
  status: string;
  accuracy: number | null;
  sourceValue: string | null;
  channelValue: string | null;
  ignored: boolean;
}

/** Properties per query: a chain of ten thousand is read in slices, never all at once. */
const PROPERTIES_PER_BATCH = 200;

/**
 * The pairs of the range exactly as the dashboard counts them (the latest audit of each pair
 * within the range: docs/architecture.md, "What the scores mean"), limited to `propertyIds` when
 * given.
 */
function pairsQuery(
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
  params: SqlParams,
  propertyIds?: readonly number[],
): string {
  const where = stateConditions(view, conditions, params);
  where.push(`s.month = ${params.add(month)}`);
  if (propertyIds) where.push(`s.property_id = ANY(${params.add(propertyIds)}::int[])`);
  return pairsAsOf(where, params, range);
}

/**
 * Every audit result behind the dashboard's figures for a view, selection and range, by property
 * name, channel and characteristic, in batches of properties.
 */
export async function* auditResultRows(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
): AsyncGenerator<ResultRow[]> {
  const month = await stateMonth(db, view.clientId, range.endDate);
  if (!month) return;
  const listParams = new SqlParams();
  const { rows: properties } = await db.query<Pick<Row<typeof schema.properties>, 'id'>>(
    `SELECT pr.id FROM properties pr
     WHERE pr.id IN (SELECT property_id FROM (${pairsQuery(view, conditions, range, month, listParams)}) pairs)
     ORDER BY lower(pr.name), pr.id`,
    listParams.values,
  );
  const ids = properties.map((property) => property.id);
  for (let start = 0; start < ids.length; start += PROPERTIES_PER_BATCH) {
    const batch = ids.slice(start, start + PROPERTIES_PER_BATCH);
    const params = new SqlParams();
    const pairs = pairsQuery(view, conditions, range, month, params, batch);
    const characteristicFilter = conditions.characteristics?.length
      ? `AND ar.characteristic = ANY(${params.add(conditions.characteristics)}::text[])`
      : '';
    const propertyOrder = params.add(batch);
    const characteristicOrder = params.add(CHARACTERISTIC_ORDER);
    const { rows } = await db.query<ResultRow>(
      `WITH pairs AS (${pairs})
       SELECT pr.code AS "propertyCode", pr.name AS "propertyName", pairs.property_type AS "propertyType",
              ci.name AS city, co.name AS country, si.name AS channel,
              pairs.category_id AS "channelCategoryId", pairs.as_date AS "auditDate",
              ar.characteristic, ar.status, ar.accuracy, ar.source_value AS "sourceValue",
              ar.channel_value AS "channelValue", ar.ignored
       FROM pairs
       JOIN audit_results ar ON ar.property_id = pairs.property_id AND ar.audit_id = pairs.as_audit_id
         ${characteristicFilter}
       JOIN properties pr ON pr.id = pairs.property_id
       JOIN channels si ON si.id = pairs.channel_id
       JOIN cities ci ON ci.id = pairs.city_id
       JOIN countries co ON co.id = pairs.country_id
       ORDER BY array_position(${propertyOrder}::int[], pairs.property_id), lower(si.name), si.id,
                array_position(${characteristicOrder}::text[], ar.characteristic), ar.characteristic`,
      params.values,
    );
    yield rows;
  }
}
