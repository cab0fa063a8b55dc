import {
  ADMIN_GEOGRAPHY_CALLS as CALLS,
  errorResponseSchema,
  geographyItemSchema,
  geographyListResponseSchema,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

describe('admin geography API', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  // X-codes are left unassigned by ISO 3166 (XK aside), so no demo country has one.
  const isoCode = `X${'ABCDEFGHIJLMNOPQRSTUVWYZ'[Math.floor(Math.random() * 24)]}`;

  const as = (call: Parameters<typeof injectCall>[2], request?: CallRequest) =>
    injectCall(app, admin, call, request);

  const expectField = (response: Awaited<ReturnType<typeof as>>, status: number, field: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorResponseSchema.parse(response.json()).field).toBe(field);
  };

  const create = async (body: Record<string, unknown>) => {
    const response = await as(CALLS.createGeography, { body });
    expect(response.statusCode, response.body).toBe(200);
    return geographyItemSchema.parse(response.json());
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists countries with their regions and properties, and the regions of one', async () => {
    const page = geographyListResponseSchema.parse(
      (
        await as(CALLS.listGeography, { params: { type: 'country' }, query: { pageSize: '500' } })
      ).json(),
    );
    const withProperties = page.items.filter((country) => country.propertyCount > 0);
    expect(withProperties.length).toBeGreaterThan(1);
    const country = withProperties[0]!;
    expect(country.childCount).toBeGreaterThan(0);
    const regions = geographyListResponseSchema.parse(
      (
        await as(CALLS.listGeography, {
          params: { type: 'region' },
          query: { parentId: String(country.id) },
        })
      ).json(),
    );
    expect(regions.total).toBe(country.childCount);
    expect(regions.items.every((region) => region.parentId === country.id)).toBe(true);
    expect(regions.items[0]!.ancestors).toEqual([
      { type: 'country', id: country.id, name: country.name },
    ]);
    expectField(await as(CALLS.listGeography, { params: { type: 'planet' } }), 400, 'type');
  });

  it('creates a country, region, sub-region and city, and edits them', async () => {
    const country = await create({ type: 'country', name: 'Testland', isoCode });
    expect(country).toMatchObject({ isoCode, parentId: null, childCount: 0, propertyCount: 0 });
    const region = await create({ type: 'region', name: 'North', parentId: country.id });
    const subRegion = await create({ type: 'sub_region', name: 'Coast', parentId: region.id });
    const city = await create({
      type: 'city',
      name: 'Port Test',
      parentId: subRegion.id,
      lat: 51.5,
      lng: -0.12,
    });
    expect(city.ancestors.map((entry) => entry.name)).toEqual(['Testland', 'North', 'Coast']);
    expect(city).toMatchObject({ lat: 51.5, lng: -0.12 });

    const renamed = await as(CALLS.updateGeography, {
      params: { type: 'city', id: city.id },
      body: { type: 'city', name: 'Port Renamed', parentId: subRegion.id, lat: null, lng: null },
    });
    expect(geographyItemSchema.parse(renamed.json())).toMatchObject({
      name: 'Port Renamed',
      lat: null,
    });
    const got = geographyItemSchema.parse(
      (await as(CALLS.getGeography, { params: { type: 'region', id: region.id } })).json(),
    );
    expect(got.childCount).toBe(1);

    expectField(
      await as(CALLS.createGeography, {
        body: { type: 'region', name: 'north', parentId: country.id },
      }),
      409,
      'name',
    );
    expectField(
      await as(CALLS.createGeography, { body: { type: 'country', name: 'Again', isoCode } }),
      409,
      'isoCode',
    );
    expectField(
      await as(CALLS.updateGeography, {
        params: { type: 'region', id: region.id },
        body: { type: 'city', name: 'x', parentId: subRegion.id, lat: null, lng: null },
      }),
      400,
      'type',
    );
    expect(
      (
        await as(CALLS.updateGeography, {
          params: { type: 'region', id: 999_999 },
          body: { type: 'region', name: 'x', parentId: country.id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['type', { type: 'planet', name: 'Mars' }],
    ['name', { type: 'country', name: '', isoCode: 'QQ' }],
    ['isoCode', { type: 'country', name: 'Lowercase', isoCode: 'qq' }],
    ['parentId', { type: 'region', name: 'Orphan' }],
    ['parentId', { type: 'sub_region', name: 'Orphan', parentId: 999_999 }],
    ['lng', { type: 'city', name: 'Half', parentId: 1, lat: 10, lng: null }],
    ['lat', { type: 'city', name: 'Far', parentId: 1, lat: 95, lng: 10 }],
  ])('rejects a bad %s with a 400 naming it', async (field, body) => {
    expectField(await as(CALLS.createGeography, { body }), 400, field);
  });

  it('deletes an empty entry, and refuses one that holds entries or properties, naming them', async () => {
    const otherIso = isoCode === 'XZ' ? 'XY' : 'XZ';
    const country = await create({ type: 'country', name: 'Deleteland', isoCode: otherIso });
    const region = await create({ type: 'region', name: 'Doomed', parentId: country.id });
    const refused = await as(CALLS.deleteGeography, {
      params: { type: 'country', id: country.id },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorResponseSchema.parse(refused.json()).message).toMatch(/still holds 1 region\b/);

    const city = (
      await database.pool.query<{ id: number; name: string; regionId: number }>(
        `SELECT ci.id, ci.name, sr.region_id AS "regionId" FROM cities ci
         JOIN sub_regions sr ON sr.id = ci.sub_region_id
         WHERE EXISTS (SELECT 1 FROM properties p WHERE p.city_id = ci.id) ORDER BY ci.id LIMIT 1`,
      )
    ).rows[0]!;
    const held = await as(CALLS.deleteGeography, { params: { type: 'city', id: city.id } });
    expect(held.statusCode, held.body).toBe(409);
    expect(errorResponseSchema.parse(held.json()).message).toMatch(
      new RegExp(`^${city.name} still holds \\d+ propert(y|ies)`),
    );
    const regionHeld = await as(CALLS.deleteGeography, {
      params: { type: 'region', id: city.regionId },
    });
    expect(errorResponseSchema.parse(regionHeld.json()).message).toMatch(
      /still holds \d+ sub-regions? and \d+ propert/,
    );

    const deleted = await as(CALLS.deleteGeography, { params: { type: 'region', id: region.id } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      (await as(CALLS.getGeography, { params: { type: 'region', id: region.id } })).statusCode,
    ).toBe(404);
    const regions = geographyListResponseSchema.parse(
      (
        await as(CALLS.listGeography, {
          params: { type: 'region' },
          query: { parentId: String(country.id) },
        })
      ).json(),
    );
    expect(regions.total).toBe(0);
    expect(
      (await as(CALLS.deleteGeography, { params: { type: 'country', id: country.id } })).statusCode,
    ).toBe(204);
    expect(
      (await as(CALLS.deleteGeography, { params: { type: 'country', id: country.id } })).statusCode,
    ).toBe(404);
    expect(
      (await as(CALLS.deleteGeography, { params: { type: 'city', id: 2_000_000_000 } })).statusCode,
    ).toBe(404);
  });

  it.each(['0', '-3', '1.5', '2147483648', '99999999999999999999', 'abc'])(
    'refuses to delete with the id %s: 400 naming the id, and the server goes on',
    async (id) => {
      expectField(await as(CALLS.deleteGeography, { params: { type: 'city', id } }), 400, 'id');
      expectField(
        await as(CALLS.deleteGeography, { params: { type: 'planet', id: '1' } }),
        400,
        'type',
      );
      const list = await as(CALLS.listGeography, { params: { type: 'country' } });
      expect(list.statusCode).toBe(200);
    },
  );
});
