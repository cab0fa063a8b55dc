import { addDays, addMonths } from '@lens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import type { ViewScope } from '../../db/schema/views.ts';
import { withTransaction } from '../../db/transaction.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { materializeViewProperties } from '../views/view-scope.queries.ts';
import { aggregate, type AggregateRow, type DateRange } from './aggregates.queries.ts';
import { DIMENSION_NAMES, DIMENSIONS, type Dimension, type PairConditions } from './dimensions.ts';
import type { ViewContext } from './pair-scope.queries.ts';

/**
 * Each dimension straight from the audits and reference tables, apart from pair_states and the
 * rollups: a Record, so a dimension added without its oracle key does not compile.
 */
const ORACLE_KEY: Record<Dimension, string> = {
  channel: 'l.channel_id',
  category: 'l.category_id',
  channel_group: 'cgs.group_id',
  property_type: 'l.property_type',
  brand: 'l.brand_id',
  chain: 'l.chain_id',
  management_company: 'l.management_company_id',
  property: 'l.property_id',
  city: 'l.city_id',
  sub_region: 'l.sub_region_id',
  region: 'l.region_id',
  country: 'l.country_id',
  diamond: 'l.diamond',
  language: 'pl.language_id',
  characteristic: 'ar.characteristic',
};

interface Figure {
  count: number;
  accuracy: number | null;
  knockout: number | null;
}

/**
 * The definition (docs/product-rules.md): the latest audit of each (property, channel) pair within
 * the range that is not a wrong match; at characteristic level the mean of those audits' results.
 */
async function oracle(
  database: Database,
  clientId: number,
  range: DateRange,
  options: { by?: Dimension; where?: string; results: boolean },
): Promise<Map<string, Figure>> {
  const key = options.by ? ORACLE_KEY[options.by] : 'NULL';
  const languages =
    options.by === 'language' ? 'JOIN property_languages pl ON pl.property_id = l.property_id' : '';
  // A channel in two groups counts in both.
  const groups =
    options.by === 'channel_group'
      ? `JOIN channel_group_channels cgs ON cgs.channel_id = l.channel_id
         JOIN channel_groups cgo ON cgo.id = cgs.group_id AND cgo.client_id = $1`
      : '';
  const results = options.results
    ? 'JOIN audit_results ar ON ar.property_id = l.property_id AND ar.audit_id = l.id'
    : '';
  const figures = options.results
    ? 'count(*)::int AS count, avg(ar.accuracy) FILTER (WHERE NOT ar.ignored) AS accuracy, NULL AS knockout'
    : 'count(*)::int AS count, avg(l.accuracy) AS accuracy, 100.0 * avg(l.knockout::int) AS knockout';
  const { rows } = await database.pool.query<{
    key: unknown;
    count: number;
    accuracy: string | null;
    knockout: string | null;
  }>(
    `WITH latest AS (
       SELECT DISTINCT ON (a.property_id, a.channel_id) a.*, a.id AS audit_id, p.type::text AS property_type,
              st.category_id, p.brand_id, b.chain_id, p.management_company_id, p.city_id, c.sub_region_id,
              sr.region_id, r.country_id, coalesce(a.listing_type = 'DIAMOND', false) AS diamond
       FROM audits a JOIN properties p ON p.id = a.property_id JOIN channels st ON st.id = a.channel_id
       LEFT JOIN brands b ON b.id = p.brand_id JOIN cities c ON c.id = p.city_id
       JOIN sub_regions sr ON sr.id = c.sub_region_id JOIN regions r ON r.id = sr.region_id
       WHERE p.client_id = $1 AND a.audit_date BETWEEN $2 AND $3
         AND NOT EXISTS (SELECT 1 FROM wrong_matches w WHERE w.property_id = a.property_id AND w.audit_id = a.id)
       ORDER BY a.property_id, a.channel_id, a.audit_date DESC, a.id DESC
     )
     SELECT ${key} AS key, ${figures}
     FROM latest l ${languages} ${groups} ${results}
     WHERE ${options.where ?? 'true'} GROUP BY 1`,
    [clientId, range.startDate, range.endDate],
  );
  return new Map(
    rows.map((row) => [
      String(row.key),
      {
        count: row.count,
        accuracy: row.accuracy === null ? null : Number(row.accuracy),
        knockout: row.knockout === null ? null : Number(row.knockout),
      },
    ]),
  );
}

function expectFigures(actual: AggregateRow[], expected: Map<string, Figure>, what: string) {
  // A figure over nothing (one value outside the view) is one empty row without a breakdown.
  const counted = actual.filter((row) => row.count > 0);
  const got = new Map(counted.map((row) => [String(row.keys[0] ?? null), row]));
  expect([...got.keys()].sort(), what).toEqual([...expected.keys()].sort());
  for (const [key, figure] of expected) {
    const row = got.get(key)!;
    expect(row.count, `${what} ${key}`).toBe(figure.count);
    if (figure.accuracy === null) expect(row.accuracy, `${what} ${key}`).toBeNull();
    else expect(row.accuracy, `${what} ${key}`).toBeCloseTo(figure.accuracy, 3);
    if (figure.knockout !== null)
      expect(row.knockout, `${what} ${key}`).toBeCloseTo(figure.knockout, 3);
  }
}

describe('every dimension against the definition', () => {
  let database: Database;
  let clientId: number;
  const views: Array<{ name: string; view: ViewContext; where: string }> = [];
  const today = new Date().toISOString().slice(0, 10);
  const ranges: Array<[string, DateRange]> = [
    ['last 90 days', { startDate: addDays(today, -90), endDate: today }],
    // Ends mid-month in the past: pairs audited after the end count with their previous audit.
    [
      'ending mid-month',
      {
        startDate: addDays(`${addMonths(today, -1).slice(0, 8)}12`, -60),
        endDate: `${addMonths(today, -1).slice(0, 8)}12`,
      },
    ],
  ];

  beforeAll(async () => {
    database = testDatabase();
    const demo = await demoViews(database);
    clientId = demo.clientId;
    const { rows } = await database.pool.query<{ list: number[]; company: number }>(
      `SELECT (SELECT array_agg(id ORDER BY id) FROM properties WHERE client_id = $1 AND id % 3 = 0) AS list,
              (SELECT management_company_id FROM properties WHERE client_id = $1 AND management_company_id IS NOT NULL
               GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS company`,
      [clientId],
    );
    const { list, company } = rows[0]!;
    const create = async (name: string, scope: ViewScope) =>
      withTransaction(database.pool, async (tx) => {
        const view = await tx.query<{ id: number }>(
          'INSERT INTO views (client_id, name, scope) VALUES ($1, $2, $3) RETURNING id',
          [clientId, name, JSON.stringify(scope)],
        );
        const id = view.rows[0]!.id;
        await materializeViewProperties(tx, id);
        return { id, clientId, scope, allChannels: true } satisfies ViewContext;
      });
    views.push(
      { name: 'all properties', view: demo.standard, where: 'true' },
      {
        name: 'property list',
        view: await create('Oracle list', { kind: 'LIST', propertyIds: list }),
        where: `l.property_id = ANY('{${list.join(',')}}'::int[])`,
      },
      {
        name: 'management company',
        view: await create('Oracle company', { kind: 'FILTER', managementCompanyIds: [company] }),
        where: `l.management_company_id = ${company}`,
      },
    );
  });
  afterAll(() => database.close());

  /** The most common value of a dimension, as its condition and as an oracle condition. */
  async function oneValue(
    dimension: Dimension,
  ): Promise<{ conditions: PairConditions; where: string }> {
    const figures = await oracle(database, clientId, ranges[0]![1], {
      by: dimension,
      results: dimension === 'characteristic',
    });
    const [value] = [...figures.entries()]
      .filter(([key]) => key !== 'null')
      .sort((a, b) => b[1].count - a[1].count)[0]!;
    const { condition } = DIMENSIONS[dimension];
    if (dimension === 'diamond')
      return { conditions: { diamond: value === 'true' }, where: `l.diamond = ${value}` };
    if (dimension === 'language')
      return {
        conditions: { languageIds: [Number(value)] },
        where: `l.property_id IN (SELECT property_id FROM property_languages WHERE language_id = ${Number(value)})`,
      };
    if (dimension === 'channel_group')
      return {
        conditions: { channelGroupIds: [Number(value)] },
        where: `l.channel_id IN (SELECT channel_id FROM channel_group_channels WHERE group_id = ${Number(value)})`,
      };
    const text = ['property_type', 'characteristic'].includes(dimension);
    return {
      conditions: { [condition]: [text ? value : Number(value)] } as PairConditions,
      where: `${ORACLE_KEY[dimension]} = ${text ? `'${value}'` : Number(value)}`,
    };
  }

  it.each(DIMENSION_NAMES)(
    'filters and breaks down by %s in every view shape',
    async (dimension) => {
      const selected = await oneValue(dimension);
      const resultsOnly = dimension === 'characteristic';
      for (const { name, view, where } of views) {
        for (const [rangeName, range] of ranges) {
          const what = `${dimension}, ${name}, ${rangeName}`;
          const both = `${where} AND ${selected.where}`;
          expectFigures(
            await aggregate(database.pool, view, selected.conditions, range, []),
            await oracle(database, clientId, range, { where: both, results: resultsOnly }),
            `${what}: one value`,
          );
          expectFigures(
            await aggregate(database.pool, view, selected.conditions, range, ['characteristic']),
            await oracle(database, clientId, range, {
              by: 'characteristic',
              where: both,
              results: true,
            }),
            `${what}: one value by characteristic`,
          );
          expectFigures(
            await aggregate(database.pool, view, {}, range, [dimension]),
            await oracle(database, clientId, range, { by: dimension, where, results: resultsOnly }),
            `${what}: breakdown`,
          );
        }
      }
    },
  );
});
