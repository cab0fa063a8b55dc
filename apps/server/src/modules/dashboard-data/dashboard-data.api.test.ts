import {
  accuracyScoreIntervalResponseSchema,
  characteristicsForSitesResponseSchema,
  issuesSummaryResponseSchema,
  mapDataResponseSchema,
} from '@lens/contracts';
import { addDays } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

describe('widget figures', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  const today = new Date().toISOString().slice(0, 10);
  const range = `startDate=${addDays(today, -30)}&endDate=${today}`;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: manager.headers });

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('draws the characteristics-for-sites matrix in characteristic order', async () => {
    const body = characteristicsForSitesResponseSchema.parse(
      (await get(`/dashboard/data/accuracy/forSites?${range}`)).json(),
    );
    const column = (type: string) => body.characteristicTypes.indexOf(type as never);
    expect(column('NAME')).toBe(0);
    expect(column('ADDRESS')).toBeLessThan(column('PHONE'));
    expect(column('PHONE')).toBeLessThan(column('DESCRIPTION'));
    const google = body.sites.find((channel) => channel.siteId === 104)!;
    expect(
      google.characteristics.find((c) => c.characteristicType === 'PHONE')?.resultCount,
    ).toBeGreaterThan(100);
    // Restaurants only: no GDS channel in the matrix.
    const restaurants = characteristicsForSitesResponseSchema.parse(
      (await get(`/dashboard/data/accuracy/forSites?${range}&property_type=RESTAURANT`)).json(),
    );
    expect(restaurants.sites.map((channel) => channel.siteId)).not.toContain(61);
  });

  it('spreads properties over the score bands and lists 13 months of average accuracy', async () => {
    const body = accuracyScoreIntervalResponseSchema.parse(
      (await get(`/dashboard/data/accuracy/accuracyScoreInterval?${range}`)).json(),
    );
    expect(body.buckets.map((b) => [b.from, b.to])).toEqual([
      [0, 59],
      [60, 69],
      [70, 79],
      [80, 89],
      [90, 100],
    ]);
    const { rows } = await database.pool.query(
      `SELECT count(DISTINCT a.property_id)::int AS n FROM audits a JOIN properties p ON p.id = a.property_id
       JOIN clients c ON c.id = p.client_id WHERE c.name = 'Meridian Hospitality Group' AND a.audit_date BETWEEN $1 AND $2`,
      [addDays(today, -30), today],
    );
    expect(body.buckets.reduce((sum, b) => sum + b.propertyCount, 0)).toBe(rows[0].n);
    expect(body.averageAccuracyList).toHaveLength(13);
    expect(body.averageAccuracyList.at(-1)!.month).toBe(today.slice(0, 7));
  });

  it("puts each property of one country on the map, and one audit's listing with its distance", async () => {
    const { rows } = await database.pool.query(`SELECT id FROM countries WHERE iso_code = 'FR'`);
    const body = mapDataResponseSchema.parse(
      (await get(`/dashboard/data/map?${range}&country=${rows[0].id}`)).json(),
    );
    expect(body.propertyDetailsFromChannel.length).toBeGreaterThan(5);
    expect(body.propertyDetailsFromChannel.every((entry) => entry.coordinates !== null)).toBe(true);
    // One of the manager's own audits, the same one on every run: another client's is refused.
    const { clientId } = await demoViews(database);
    const audit = await database.pool.query(
      `SELECT a.id FROM audits a JOIN audit_results r ON r.property_id = a.property_id AND r.audit_id = a.id
       JOIN properties p ON p.id = a.property_id
       WHERE r.characteristic = 'GEO_COORDINATES' AND r.status = 'INACCURATE' AND a.audit_date > $1
         AND p.client_id = $2
       ORDER BY a.id LIMIT 1`,
      [addDays(today, -30), clientId],
    );
    const one = mapDataResponseSchema.parse(
      (await get(`/dashboard/data/map?audit=${audit.rows[0].id}`)).json(),
    );
    expect(one.propertyDetailsFromChannel).toHaveLength(1);
    expect(
      one.propertyDetailsFromChannel[0]!.distanceFromCorrectCoordinatesInMiles,
    ).toBeGreaterThan(0.5);
  });

  it('summarises open issues by characteristic and status, with distinct properties and channels', async () => {
    const body = issuesSummaryResponseSchema.parse(
      (await get('/dashboard/issues-summary?site=104,107,120')).json(),
    );
    expect(body.characteristics.length).toBeGreaterThan(3);
    for (const characteristic of body.characteristics) {
      expect(characteristic.resultCount).toBe(
        characteristic.statuses.reduce((sum, s) => sum + s.resultCount, 0),
      );
      expect(characteristic.siteCount).toBeLessThanOrEqual(3);
      expect(characteristic.propertyCount).toBeGreaterThanOrEqual(
        Math.max(...characteristic.statuses.map((s) => s.propertyCount)),
      );
    }
    const dated = await get(`/dashboard/issues-summary?${range}`);
    expect(dated.statusCode).toBe(400);
  });
});
