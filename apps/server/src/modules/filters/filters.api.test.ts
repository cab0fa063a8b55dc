import {
  datasetAccuracyResponseSchema,
  errorResponseSchema,
  filterValuesResponseSchema,
  viewFilterResponseSchema,
  essentialsSitesResponseSchema,
  bestPropertiesResponseSchema,
} from '@lens/contracts';
import { addDays, characteristicId } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { HOTEL_CHAIN_VIEW, STANDARD_VIEW } from '../../demo/index.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { aggregate } from '../dashboard-data/aggregates.queries.ts';
import type { ViewContext } from '../dashboard-data/pair-scope.queries.ts';

describe('filter calls', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  let admin: TestSession;
  let other: TestSession;
  let standard: ViewContext;
  const today = new Date().toISOString().slice(0, 10);
  const range = `startDate=${addDays(today, -90)}&endDate=${today}`;

  const get = async (url: string, session: TestSession | null) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    ({ standard } = await demoViews(database));
    manager = await sessionFor(database, 'manager@demo.local');
    admin = await sessionFor(database, 'admin@demo.local');
    other = await sessionFor(database, 'other@demo.local');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists available and not-available options, judged against the other filters', async () => {
    const answer: unknown = (
      await get(`/dashboard/filter/site?${range}&needAllValues=true`, manager)
    ).json();
    const all = filterValuesResponseSchema.parse(answer);
    const ids = (list: Array<{ id: unknown }>) => list.map((option) => option.id);
    expect(ids(all.availableValues)).toEqual(expect.arrayContaining([104, 107, 120, 81, 61]));
    // Each option once: needAllValues (kept for older clients) adds no third list.
    expect(Object.keys(answer as object)).toEqual(['availableValues', 'notAvailableValues']);
    const every = ids([...all.availableValues, ...all.notAvailableValues]);
    expect(new Set(every).size).toBe(every.length);

    // Restaurants are not sold through GDS: with property_type=RESTAURANT, Sabre is not available.
    const restaurants = filterValuesResponseSchema.parse(
      (await get(`/dashboard/filter/site?${range}&property_type=RESTAURANT`, manager)).json(),
    );
    expect(ids(restaurants.availableValues)).toContain(140);
    expect(ids(restaurants.availableValues)).not.toContain(61);
    expect(restaurants.notAvailableValues.find((option) => option.id === 61)).toMatchObject({
      notAvailable: true,
    });

    // A dataset's own selection does not narrow its own options.
    const selected = filterValuesResponseSchema.parse(
      (await get(`/dashboard/filter/site?${range}&site=104`, manager)).json(),
    );
    expect(selected.availableValues.length).toBe(all.availableValues.length);
  });

  it('groups channel categories into a tree with ESSENTIALS first', async () => {
    const body = filterValuesResponseSchema.parse(
      (await get(`/dashboard/filter/site_group?${range}`, manager)).json(),
    );
    const [essentials, ...categories] = body.availableValues;
    expect(essentials).toMatchObject({ id: 'ESSENTIALS', type: 'group' });
    expect(essentials!.children!.map((child) => child.id)).toEqual(
      expect.arrayContaining([104, 107, 120, 81]),
    );
    expect(categories[0]).toMatchObject({ id: 1, type: 'group' });
    expect(categories[0]!.children!.map((child) => child.id)).toContain(104);
  });

  it('answers accuracy rows that match the aggregates, with the previous month', async () => {
    const body = datasetAccuracyResponseSchema.parse(
      (await get(`/dashboard/data/filter/site?${range}`, manager)).json(),
    );
    const google = body.availableFilters.find((row) => row.id === 104)!;
    const [expected] = await aggregate(
      database.pool,
      standard,
      { channelIds: [104] },
      { startDate: addDays(today, -90), endDate: today },
      [],
    );
    expect(google.accuracy).toBeCloseTo(expected!.accuracy!, 3);
    expect(google).toMatchObject({ name: 'Google', siteGroupId: 1, icon: 'google' });
    expect(google.previousMonthAccuracy).toEqual(expect.any(Number));
    expect(google.accuracyByPropertyType?.HOTEL).toEqual(expect.any(Number));
    expect(google.characteristicTypes).toContain('PHONE');
  });

  it('narrows figures to a characteristic for the hotel-chain extra call', async () => {
    const phone = characteristicId('PHONE');
    const body = datasetAccuracyResponseSchema.parse(
      (await get(`/dashboard/data/filter/brand?${range}&characteristic=${phone}`, manager)).json(),
    );
    expect(body.availableFilters.length).toBeGreaterThan(5);
    expect(body.availableFilters.every((row) => row.knockout === null)).toBe(true);
  });

  it('shows a property page with listing tier and rank per channel', async () => {
    const { rows } = await database.pool.query(
      // One of the manager's own properties, the same one on every run.
      `SELECT a.property_id FROM audits a JOIN properties p ON p.id = a.property_id
       WHERE a.listing_type = 'DIAMOND' AND a.audit_date > $1 AND p.client_id = $2
       ORDER BY a.property_id LIMIT 1`,
      [addDays(today, -60), standard.clientId],
    );
    const body = datasetAccuracyResponseSchema.parse(
      (
        await get(`/dashboard/data/filter/site?${range}&property=${rows[0].property_id}`, manager)
      ).json(),
    );
    expect(body.availableFilters.some((row) => row.listingType === 'DIAMOND')).toBe(true);
    expect(body.availableFilters.find((row) => row.id === 104)?.value).toMatchObject({
      pageNumber: expect.any(Number),
    });
  });

  it('lists the views a user may open', async () => {
    const managerViews = viewFilterResponseSchema.parse(
      (await get(`/dashboard/data/filter/view?${range}`, manager)).json(),
    );
    expect(managerViews.availableFilters.map((view) => view.name)).toEqual([STANDARD_VIEW]);
    const adminViews = viewFilterResponseSchema.parse(
      (await get(`/dashboard/data/filter/view?${range}`, admin)).json(),
    );
    const chainView = adminViews.availableFilters.find((view) => view.name === HOTEL_CHAIN_VIEW);
    expect(chainView).toMatchObject({ specificViewType: 'HILTON' });
  });

  it('answers essentials sites and best properties', async () => {
    const essentials = essentialsSitesResponseSchema.parse(
      (await get('/dashboard/data/filter/essentials_sites', manager)).json(),
    );
    expect(essentials.map((channel) => channel.id)).toEqual(
      expect.arrayContaining([104, 107, 120, 81]),
    );
    const best = bestPropertiesResponseSchema.parse(
      (await get(`/dashboard/data/filter/best_property?viewId=${standard.id}`, manager)).json(),
    );
    expect(best.map((entry) => entry.propertyType).sort()).toEqual(['HOTEL', 'RESTAURANT', 'SPA']);
    expect(best.every((entry) => entry.siteId === 104)).toBe(true);
  });

  it('rejects bad parameters with 400 naming the field', async () => {
    for (const [url, field] of [
      ['/dashboard/filter/site?site=abc', 'site'],
      ['/dashboard/filter/site?hotel=1', 'hotel'],
      ['/dashboard/filter/site?startDate=2026-13-01', 'startDate'],
      // Impossible calendar dates have the shape of a date; PostgreSQL would reject them.
      ['/dashboard/data/filter/property?startDate=2026-02-30', 'startDate'],
      ['/summary_report/data/filter/site?endDate=2025-02-29', 'endDate'],
      ['/dashboard/data/filter/site?startDate=0000-01-01', 'startDate'],
      ['/dashboard/data/audit-id/last?property=1&site=0', 'site'],
      ['/dashboard/data/filter/site?property=2147483648', 'property'],
      ['/dashboard/filter/hotel', 'filterName'],
      ['/dashboard/data/filter/site?characteristic=999', 'characteristic'],
      ['/dashboard/data/filter/site?property_type=CASINO', 'property_type'],
      [
        `/dashboard/data/filter/site?startDate=${today}&endDate=${addDays(today, -10)}`,
        'startDate',
      ],
    ] as const) {
      const response = await get(url, manager);
      expect(response.statusCode, url).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field, url).toBe(field);
    }
    const score = await app.inject({
      method: 'POST',
      url: '/dashboard/content-score',
      headers: manager.headers,
      payload: { propertyId: 1, webSiteId: 104, startDate: '2026-04-31', endDate: '2026-05-01' },
    });
    expect(score.statusCode).toBe(400);
    expect(errorResponseSchema.parse(score.json()).field).toBe('startDate');
  });

  it('refuses anonymous users and other clients', async () => {
    expect((await get('/dashboard/filter/site', null)).statusCode).toBe(401);
    const response = await get(`/dashboard/filter/site?view=${standard.id}`, other);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Meridian');
  });
});
