import { addDays, addMonths, previousMonthRange } from '@lens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import {
  aggregate,
  monthlyTrend,
  type AggregateRow,
  type DateRange,
} from './aggregates.queries.ts';
import { foldAggregates } from './fold-aggregates.ts';
import type { ViewContext } from './pair-scope.queries.ts';

/** The definition of docs/architecture.md "What the scores mean", straight from the audits: the reference answer. */
async function bruteForce(
  database: Database,
  clientId: number,
  range: DateRange,
  by: string,
  where = 'true',
) {
  const { rows } = await database.pool.query(
    `WITH latest AS (
       SELECT DISTINCT ON (a.property_id, a.channel_id) a.*, p.type::text AS property_type, st.category_id
       FROM audits a JOIN properties p ON p.id = a.property_id JOIN channels st ON st.id = a.channel_id
       WHERE p.client_id = $1 AND a.audit_date BETWEEN $2 AND $3 AND ${where}
       ORDER BY a.property_id, a.channel_id, a.audit_date DESC, a.id DESC
     )
     SELECT ${by} AS key, count(*)::int AS count, count(accuracy)::int AS scored, avg(accuracy) AS accuracy,
            100.0 * avg(knockout::int) AS knockout
     FROM latest GROUP BY 1`,
    [clientId, range.startDate, range.endDate],
  );
  return rows.map((row) => ({
    key: row.key,
    count: row.count,
    scored: row.scored,
    accuracy: Number(row.accuracy),
    knockout: Number(row.knockout),
  }));
}

const keyOf = (row: AggregateRow | { key: unknown }) => ('keys' in row ? row.keys[0] : row.key);
const sorted = <T extends AggregateRow | { key: unknown }>(rows: T[]) =>
  [...rows].sort((a, b) => String(keyOf(a)).localeCompare(String(keyOf(b))));

function expectSameFigures(
  actual: AggregateRow[],
  expected: Awaited<ReturnType<typeof bruteForce>>,
) {
  expect(actual.length).toBe(expected.length);
  const a = sorted(actual) as AggregateRow[];
  const e = sorted(expected) as typeof expected;
  a.forEach((row, i) => {
    expect(row.keys[0] ?? null).toEqual(e[i]!.key);
    expect(row.count).toBe(e[i]!.count);
    expect(row.scored).toBe(e[i]!.scored);
    expect(row.accuracy).toBeCloseTo(e[i]!.accuracy, 3);
    expect(row.knockout).toBeCloseTo(e[i]!.knockout, 3);
  });
}

describe('dashboard aggregates', () => {
  let database: Database;
  let clientId: number;
  let standard: ViewContext;
  let chain: ViewContext;
  const today = new Date().toISOString().slice(0, 10);
  const last90: DateRange = { startDate: addDays(today, -90), endDate: today };

  beforeAll(async () => {
    database = testDatabase();
    ({ clientId, standard, chain } = await demoViews(database));
  });
  afterAll(() => database.close());

  it("gives each channel the mean of its pairs' latest audits in range (rollup path)", async () => {
    const rows = await aggregate(database.pool, standard, {}, last90, ['channel']);
    expect(rows.length).toBeGreaterThan(40);
    expectSameFigures(rows, await bruteForce(database, clientId, last90, 'channel_id'));
  });

  it('answers the same from pair states when a filter needs them', async () => {
    const { rows: properties } = await database.pool.query(
      'SELECT id FROM properties WHERE client_id = $1',
      [clientId],
    );
    const propertyIds = properties.map((row) => row.id as number);
    const fromStates = await aggregate(database.pool, standard, { propertyIds }, last90, [
      'channel',
    ]);
    expectSameFigures(fromStates, await bruteForce(database, clientId, last90, 'channel_id'));
  });

  it('sums figures per channel and property type back to the channel figures, from every source', async () => {
    const { rows: properties } = await database.pool.query<{ id: number }>(
      'SELECT id FROM properties WHERE client_id = $1',
      [clientId],
    );
    const close = (value: number | null) =>
      value === null ? null : (expect.closeTo(value, 3) as unknown as number);
    // Rollups, then pair states (a property selection), then a range ending mid-month on each.
    // The rollups sum accuracy in single precision, so sums grouped otherwise differ past 3 digits.
    const midMonth = { startDate: addDays(today, -75), endDate: addDays(today, -20) };
    const conditions = [{}, { propertyIds: properties.map((property) => property.id) }];
    for (const range of [last90, midMonth]) {
      for (const selected of conditions) {
        const perType = await aggregate(database.pool, standard, selected, range, [
          'channel',
          'property_type',
        ]);
        const direct = await aggregate(database.pool, standard, selected, range, ['channel']);
        const byKey = (rows: AggregateRow[]) =>
          [...rows].sort((a, b) => Number(a.keys[0]) - Number(b.keys[0]));
        expect(direct.length).toBeGreaterThan(40);
        expect(byKey(foldAggregates(perType, [0]))).toEqual(
          byKey(direct).map((row) => ({
            ...row,
            accuracy: close(row.accuracy),
            knockout: close(row.knockout),
            contentScore: close(row.contentScore),
          })),
        );
      }
    }
  });

  it('honours a range that ends mid-month and one shifted back a month', async () => {
    const midMonth = {
      startDate: addDays(today, -75),
      endDate: `${today.slice(0, 8)}02`,
    } satisfies DateRange;
    for (const range of [midMonth, previousMonthRange(last90)]) {
      const rows = await aggregate(database.pool, standard, {}, range, ['property_type']);
      expectSameFigures(rows, await bruteForce(database, clientId, range, 'property_type'));
    }
  });

  it('answers a range ending mid-month in a past month from the rollups of previous audits', async () => {
    const end = `${addMonths(today, -1).slice(0, 8)}12`;
    const range = { startDate: addDays(end, -60), endDate: end } satisfies DateRange;
    for (const [by, column] of [
      ['channel', 'channel_id'],
      ['category', 'category_id'],
      ['property_type', 'property_type'],
    ] as const) {
      const rows = await aggregate(database.pool, standard, {}, range, [by]);
      expectSameFigures(rows, await bruteForce(database, clientId, range, column));
    }
    // Characteristic figures recount those pairs from their previous audits' results.
    const { rows: properties } = await database.pool.query<{ id: number }>(
      'SELECT id FROM properties WHERE client_id = $1',
      [clientId],
    );
    for (const by of [['characteristic'], ['channel', 'characteristic']] as const) {
      const rollup = await aggregate(database.pool, standard, {}, range, by);
      const states = await aggregate(
        database.pool,
        standard,
        { propertyIds: properties.map((property) => property.id) },
        range,
        by,
      );
      expect(rollup.length).toBeGreaterThan(5);
      const byKeys = (rows: AggregateRow[]) =>
        [...rows].sort((a, b) => a.keys.join('|').localeCompare(b.keys.join('|')));
      expect(byKeys(states)).toEqual(
        byKeys(rollup).map((row) => ({
          ...row,
          accuracy: expect.closeTo(row.accuracy!, 3) as unknown as number,
        })),
      );
    }
    const hotels = await aggregate(
      database.pool,
      standard,
      { propertyTypes: ['HOTEL'] },
      range,
      [],
    );
    expectSameFigures(
      hotels,
      await bruteForce(database, clientId, range, 'NULL', `p.type = 'HOTEL'`),
    );
  });

  it('answers property-level breakdowns over every channel from the property rollups', async () => {
    const monthStart = `${today.slice(0, 8)}01`;
    // From the month's first day on, in-month audits are folded into it; a later start is
    // answered from the pair states. Both must agree with the audits.
    const pastEnd = `${addMonths(today, -1).slice(0, 8)}12`;
    const pastMidMonth = { startDate: addDays(pastEnd, -60), endDate: pastEnd };
    // A range ending mid-month in a past month takes the pairs audited after its end back out.
    for (const range of [last90, { startDate: monthStart, endDate: today }, pastMidMonth]) {
      const rows = await aggregate(database.pool, standard, {}, range, ['property']);
      expect(rows.length).toBeGreaterThan(20);
      expectSameFigures(rows, await bruteForce(database, clientId, range, 'property_id'));
    }
    const { rows: cities } = await database.pool.query<{ id: number }>(
      'SELECT city_id AS id FROM properties WHERE client_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 2',
      [clientId],
    );
    const cityIds = cities.map((city) => city.id);
    const inCities = await aggregate(database.pool, standard, { cityIds }, last90, [
      'property_type',
    ]);
    expectSameFigures(
      inCities,
      await bruteForce(
        database,
        clientId,
        last90,
        'property_type',
        `p.city_id IN (${cityIds.join(', ')})`,
      ),
    );
  });

  it('scopes a view to its properties (hotel-chain view: hotels only)', async () => {
    const rows = await aggregate(database.pool, chain, {}, last90, ['property_type']);
    expect(rows.map((row) => row.keys[0])).toEqual(['HOTEL']);
    expectSameFigures(
      rows,
      await bruteForce(database, clientId, last90, 'property_type', `p.type = 'HOTEL'`),
    );
  });

  it('filters by channel category and diamond tier', async () => {
    const rows = await aggregate(
      database.pool,
      standard,
      { categoryIds: [2], diamond: true },
      last90,
      [],
    );
    expectSameFigures(
      rows,
      await bruteForce(
        database,
        clientId,
        last90,
        'NULL',
        `st.category_id = 2 AND a.listing_type = 'DIAMOND'`,
      ),
    );
  });

  it('breaks accuracy down by characteristic, the same from both sources', async () => {
    const rollup = await aggregate(database.pool, standard, {}, last90, ['characteristic']);
    const { rows } = await database.pool.query('SELECT id FROM properties WHERE client_id = $1', [
      clientId,
    ]);
    const states = await aggregate(
      database.pool,
      standard,
      { propertyIds: rows.map((r) => r.id) },
      last90,
      ['characteristic'],
    );
    expect(rollup.map((row) => row.keys[0])).toContain('PHONE');
    expect(sorted(states)).toEqual(
      sorted(rollup).map((row) => ({
        ...row,
        accuracy: expect.closeTo(row.accuracy!, 3) as unknown as number,
      })),
    );
    // A brand filter reads the rollup that keeps brands (characteristic_rollups).
    const { rows: brands } = await database.pool.query<{ id: number }>(
      'SELECT brand_id AS id FROM properties WHERE client_id = $1 AND brand_id IS NOT NULL LIMIT 1',
      [clientId],
    );
    const brandIds = [brands[0]!.id];
    const branded = await aggregate(database.pool, standard, { brandIds }, last90, [
      'characteristic',
    ]);
    const brandedStates = await aggregate(
      database.pool,
      standard,
      { brandIds, propertyIds: rows.map((r) => r.id) },
      last90,
      ['characteristic'],
    );
    expect(branded.length).toBeGreaterThan(5);
    expect(sorted(brandedStates)).toEqual(
      sorted(branded).map((row) => ({
        ...row,
        accuracy: expect.closeTo(row.accuracy!, 3) as unknown as number,
      })),
    );
    const phone = await aggregate(
      database.pool,
      standard,
      { characteristics: ['PHONE'] },
      last90,
      [],
    );
    expect(phone[0]!.accuracy).toBeCloseTo(
      rollup.find((row) => row.keys[0] === 'PHONE')!.accuracy!,
      3,
    );
  });
});

describe('monthly trend', () => {
  let database: Database;
  let clientId: number;
  let standard: ViewContext;

  beforeAll(async () => {
    database = testDatabase();
    ({ clientId, standard } = await demoViews(database));
  });
  afterAll(() => database.close());

  it('gives each month the figure over that calendar month, from either source', async () => {
    const { rows } = await database.pool.query<{ month: string }>(
      `SELECT DISTINCT month FROM pair_states WHERE client_id = $1 ORDER BY month`,
      [clientId],
    );
    const months = rows.map((row) => row.month);
    expect(months).toHaveLength(13);
    const trend = await monthlyTrend(database.pool, standard, {}, months);
    const { rows: properties } = await database.pool.query(
      'SELECT id FROM properties WHERE client_id = $1',
      [clientId],
    );
    const { rows: channels } = await database.pool.query<{ id: number }>('SELECT id FROM channels');
    // Every property and channel named: only the pair states carry both.
    const fromStates = await monthlyTrend(
      database.pool,
      standard,
      {
        propertyIds: properties.map((p) => p.id),
        channelIds: channels.map((channel) => channel.id),
      },
      months,
    );
    const { rows: regions } = await database.pool.query<{ id: number }>(
      `SELECT sr.region_id AS id FROM properties p JOIN cities c ON c.id = p.city_id
       JOIN sub_regions sr ON sr.id = c.sub_region_id WHERE p.client_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [clientId],
    );
    const region = regions[0]!.id;
    // A channel category: pair_rollups, which property_rollups cannot answer for.
    const categoryTrend = await monthlyTrend(database.pool, standard, { categoryIds: [2] }, months);
    const regionTrend = await monthlyTrend(
      database.pool,
      standard,
      { regionIds: [region] },
      months,
    );
    for (const [index, month] of months.entries()) {
      const end = addDays(addMonths(month, 1), -1);
      const [expected] = await bruteForce(
        database,
        clientId,
        { startDate: month, endDate: end },
        'NULL',
      );
      expect(trend[index]).toMatchObject({ month, count: expected!.count });
      expect(trend[index]!.accuracy).toBeCloseTo(expected!.accuracy, 3);
      expect(fromStates[index]!.accuracy).toBeCloseTo(expected!.accuracy, 3);
      expect(fromStates[index]!.knockout).toBeCloseTo(expected!.knockout, 3);
      const [inRegion] = await bruteForce(
        database,
        clientId,
        { startDate: month, endDate: end },
        'NULL',
        `p.city_id IN (SELECT c.id FROM cities c JOIN sub_regions sr ON sr.id = c.sub_region_id
                       WHERE sr.region_id = ${region})`,
      );
      const [inCategory] = await bruteForce(
        database,
        clientId,
        { startDate: month, endDate: end },
        'NULL',
        'st.category_id = 2',
      );
      expect(categoryTrend[index]).toMatchObject({ month, count: inCategory?.count ?? 0 });
      if (inCategory) expect(categoryTrend[index]!.accuracy).toBeCloseTo(inCategory.accuracy, 3);
      expect(regionTrend[index]).toMatchObject({ month, count: inRegion?.count ?? 0 });
      if (inRegion) expect(regionTrend[index]!.accuracy).toBeCloseTo(inRegion.accuracy, 3);
    }
  });
});
