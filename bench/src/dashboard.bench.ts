import { addDays, previousMonthRange } from '@lens/domain';
import {
  aggregate,
  monthlyTrend,
  type DateRange,
} from '../../apps/server/src/modules/dashboard-data/aggregates.queries.ts';
import type {
  PairConditions,
  ViewContext,
} from '../../apps/server/src/modules/dashboard-data/pair-scope.queries.ts';
import type { BenchDatabase } from './bench-database.ts';
import { percentile, report } from './measure.ts';

const RUNS = 25;

/** Each dashboard aggregate at bench scale: p50 and p95 of single-user latency (target p95 <= 100 ms). */
export async function benchDashboard(bench: BenchDatabase): Promise<void> {
  const db = bench.database.pool;
  const view: ViewContext = {
    id: bench.viewId,
    clientId: bench.clientId,
    scope: { kind: 'ALL' },
    allSites: true,
  };
  const end = bench.endDate;
  const last30: DateRange = { startDate: addDays(end, -30), endDate: end };
  const last90: DateRange = { startDate: addDays(end, -90), endDate: end };
  const last365: DateRange = { startDate: addDays(end, -365), endDate: end };
  const pick = async (sql: string) =>
    (await db.query<{ id: number }>(sql, [bench.clientId])).rows[0]!.id;
  const brand = await pick(
    'SELECT brand_id AS id FROM properties WHERE client_id = $1 AND brand_id IS NOT NULL LIMIT 1',
  );
  const country = await pick(
    `SELECT r.country_id AS id FROM properties p JOIN cities c ON c.id = p.city_id JOIN sub_regions s ON s.id = c.sub_region_id
     JOIN regions r ON r.id = s.region_id WHERE p.client_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const region = await pick(
    `SELECT s.region_id AS id FROM properties p JOIN cities c ON c.id = p.city_id JOIN sub_regions s ON s.id = c.sub_region_id
     WHERE p.client_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const property = await pick('SELECT id FROM properties WHERE client_id = $1 ORDER BY id LIMIT 1');
  const { rows } = await db.query<{ month: string }>(
    'SELECT DISTINCT month FROM pair_states WHERE client_id = $1 ORDER BY month DESC LIMIT 13',
    [bench.clientId],
  );
  const months = rows.map((row) => row.month).reverse();
  const pastMidMonth: DateRange = {
    startDate: addDays(`${months.at(-3)!.slice(0, 8)}12`, -60),
    endDate: `${months.at(-3)!.slice(0, 8)}12`,
  };

  const by = (
    name: string,
    conditions: PairConditions,
    range: DateRange,
    dimensions: Parameters<typeof aggregate>[4],
  ) => [name, () => aggregate(db, view, conditions, range, dimensions)] as const;
  const scenarios = [
    by('by channel, last 30 days', {}, last30, ['site']),
    by('by channel category, last 90 days', {}, last90, ['site_group']),
    by('by brand, last 365 days', {}, last365, ['brand']),
    by('by chain, previous month', {}, previousMonthRange(last30), ['chain']),
    by('by country, hotels only', { propertyTypes: ['HOTEL'] }, last90, ['country']),
    by('by characteristic, last 30 days', {}, last30, ['characteristic']),
    by('characteristic x channel matrix', {}, last30, ['site', 'characteristic']),
    by('by property, one brand', { brandIds: [brand] }, last30, ['property']),
    by('by property, all (score distribution)', {}, last30, ['property']),
    by('by city, one country', { countryIds: [country] }, last90, ['city']),
    by('by characteristic, one region', { regionIds: [region] }, last90, ['characteristic']),
    by('one property by channel', { propertyIds: [property] }, last30, ['site']),
    by(
      'one property, one channel, by characteristic',
      { propertyIds: [property], siteIds: [104] },
      last30,
      ['characteristic'],
    ),
    by('by region, range ending mid-month in the past', {}, pastMidMonth, ['region']),
    ['monthly trend, 13 months', () => monthlyTrend(db, view, {}, months)] as const,
    [
      'monthly trend, one region',
      () => monthlyTrend(db, view, { regionIds: [region] }, months),
    ] as const,
  ];

  console.log(`\nDashboard aggregates (${RUNS} runs each; target p95 <= 100 ms)`);
  for (const [name, run] of scenarios) {
    await run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    const p95 = percentile(samples, 95);
    report(`${name}: p50`, percentile(samples, 50), 'ms');
    report(`${name}: p95`, p95, 'ms', p95 <= 100 ? undefined : '<= 100 ms: MISSED');
  }
}
