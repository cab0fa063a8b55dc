import {
  ADMIN_VIEW_CALLS as CALLS,
  adminViewSchema,
  errorResponseSchema,
  filterValuesResponseSchema,
  viewListResponseSchema,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { STANDARD_VIEW } from '../../demo/index.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';

describe('admin views API', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let demoClientId: number;
  let testClientId: number;
  let propertyIds: number[];
  let brand: { id: number; count: number };
  let foreignPropertyId: number;
  let run = 0;

  const as = (call: Parameters<typeof injectCall>[2], request?: CallRequest) =>
    injectCall(app, admin, call, request);

  const viewInput = (overrides: Record<string, unknown> = {}) => {
    run += 1;
    return {
      name: `Admin test view ${Date.now()}-${run}`,
      clientId: demoClientId,
      viewType: 'standard',
      specificViewType: null,
      supportsEssentials: true,
      contentMonitorSummary: true,
      contentMonitorDetail: false,
      scope: { kind: 'LIST', propertyIds: propertyIds.slice(0, 2) },
      siteIds: [104, 107],
      ...overrides,
    };
  };

  const expectField = (response: Awaited<ReturnType<typeof as>>, status: number, field: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorResponseSchema.parse(response.json()).field).toBe(field);
  };

  const viewCount = async () =>
    (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM views')).rows[0]!.n;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    demoClientId = (await demoViews(database)).clientId;
    testClientId = await createClient(database, 'Admin views test');
    const properties = await database.pool.query<{ id: number }>(
      'SELECT id FROM properties WHERE client_id = $1 ORDER BY id LIMIT 3',
      [demoClientId],
    );
    propertyIds = properties.rows.map((row) => row.id);
    const brands = await database.pool.query<{ id: number; count: number }>(
      `SELECT brand_id AS id, count(*)::int AS count FROM properties
       WHERE client_id = $1 AND brand_id IS NOT NULL GROUP BY brand_id ORDER BY count DESC LIMIT 1`,
      [demoClientId],
    );
    brand = brands.rows[0]!;
    foreignPropertyId = (
      await database.pool.query<{ id: number }>(
        'SELECT id FROM properties WHERE client_id <> $1 LIMIT 1',
        [demoClientId],
      )
    ).rows[0]!.id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the views of a view type, searched by name', async () => {
    const response = await as(CALLS.listViews, {
      query: { viewType: 'standard', search: 'all properties' },
    });
    expect(response.statusCode).toBe(200);
    const page = viewListResponseSchema.parse(response.json());
    const standard = page.items.find((view) => view.name === STANDARD_VIEW)!;
    expect(standard).toMatchObject({
      scope: { kind: 'ALL' },
      siteIds: null,
      clientId: demoClientId,
    });
    expect(standard.propertyCount).toBeGreaterThan(10);
    expect(standard.userCount).toBeGreaterThanOrEqual(1);
    const automated = viewListResponseSchema.parse(
      (
        await as(CALLS.listViews, { query: { viewType: 'automated', search: 'all properties' } })
      ).json(),
    );
    expect(automated.items.some((view) => view.name === STANDARD_VIEW)).toBe(false);
    expectField(await as(CALLS.listViews, { query: { viewType: 'hotel' } }), 400, 'viewType');
  });

  it('creates a view with an explicit list that scopes the dashboard to it', async () => {
    const response = await as(CALLS.createView, { body: viewInput() });
    expect(response.statusCode, response.body).toBe(200);
    const view = adminViewSchema.parse(response.json());
    expect(view).toMatchObject({
      propertyCount: 2,
      siteIds: [104, 107],
      lastContentMonitor: 'SUMMARY',
      scope: { kind: 'LIST', propertyIds: propertyIds.slice(0, 2) },
    });

    const options = await app.inject({
      method: 'GET',
      url: `/dashboard/filter/property?view=${view.id}&needAllValues=true`,
      headers: admin.headers,
    });
    expect(options.statusCode, options.body).toBe(200);
    const every = (answer: unknown) => {
      const { availableValues, notAvailableValues } = filterValuesResponseSchema.parse(answer);
      return [...availableValues, ...notAvailableValues].map((option) => option.id);
    };
    expect(every(options.json()).sort()).toEqual(propertyIds.slice(0, 2).sort());
    const channels = await app.inject({
      method: 'GET',
      url: `/dashboard/filter/site?view=${view.id}&needAllValues=true`,
      headers: admin.headers,
    });
    expect(every(channels.json()).every((id) => id === 104 || id === 107)).toBe(true);
  });

  it('creates a view scoped by filters and resolves it to the matching properties', async () => {
    const response = await as(CALLS.createView, {
      body: viewInput({ scope: { kind: 'FILTER', brandIds: [brand.id, brand.id] }, siteIds: null }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = adminViewSchema.parse(response.json());
    expect(view.scope).toEqual({ kind: 'FILTER', brandIds: [brand.id] });
    expect(view.propertyCount).toBe(brand.count);
    expect(view.siteIds).toBeNull();
  });

  it.each([
    ['name', { name: ' ' }],
    ['clientId', { clientId: 0 }],
    ['viewType', { viewType: 'hotel' }],
    ['specificViewType', { specificViewType: 'MARRIOTT' }],
    ['scope.kind', { scope: { kind: 'SOME' } }],
    ['scope.propertyTypes', { scope: { kind: 'FILTER' } }],
    ['scope.propertyIds', { scope: { kind: 'LIST', propertyIds: [] } }],
    ['siteIds', { siteIds: [] }],
    ['contentMonitorDetail', { contentMonitorSummary: false, contentMonitorDetail: false }],
    ['supportsEssentials', { supportsEssentials: 'yes' }],
  ])('rejects a bad %s with a 400 naming it, writing nothing', async (field, overrides) => {
    const before = await viewCount();
    expectField(await as(CALLS.createView, { body: viewInput(overrides) }), 400, field);
    expect(await viewCount()).toBe(before);
  });

  it.each([
    ['scope.propertyIds', { scope: { kind: 'LIST', propertyIds: [999_999_999] } }],
    ['siteIds', { siteIds: [104, 999_999] }],
    ['clientId', { clientId: 999_999 }],
  ])("rejects ids that do not exist or are not the client's (%s)", async (field, overrides) => {
    const before = await viewCount();
    expectField(await as(CALLS.createView, { body: viewInput(overrides) }), 400, field);
    expect(await viewCount()).toBe(before);
  });

  it("rejects another client's property, brand or company", async () => {
    expectField(
      await as(CALLS.createView, {
        body: viewInput({
          scope: { kind: 'LIST', propertyIds: [propertyIds[0], foreignPropertyId] },
        }),
      }),
      400,
      'scope.propertyIds',
    );
    expectField(
      await as(CALLS.createView, {
        body: viewInput({
          clientId: testClientId,
          scope: { kind: 'FILTER', brandIds: [brand.id] },
        }),
      }),
      400,
      'scope.brandIds',
    );
  });

  it('answers 409 naming the name when the client has it already', async () => {
    const input = viewInput();
    expect((await as(CALLS.createView, { body: input })).statusCode).toBe(200);
    expectField(await as(CALLS.createView, { body: { ...input, siteIds: null } }), 409, 'name');
  });

  it('updates a view; moving it to another client withdraws it from the old users', async () => {
    const view = adminViewSchema.parse(
      (await as(CALLS.createView, { body: viewInput({ contentMonitorDetail: true }) })).json(),
    );
    const manager = await database.pool.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'manager@demo.local'",
    );
    await database.pool.query('INSERT INTO user_views (user_id, view_id) VALUES ($1, $2)', [
      manager.rows[0]!.id,
      view.id,
    ]);
    expect(
      adminViewSchema.parse((await as(CALLS.getView, { params: { viewId: view.id } })).json())
        .userCount,
    ).toBe(1);

    const moved = await as(CALLS.updateView, {
      params: { viewId: view.id },
      body: viewInput({
        name: view.name,
        clientId: testClientId,
        viewType: 'automated',
        scope: { kind: 'ALL' },
        siteIds: null,
        contentMonitorSummary: false,
        contentMonitorDetail: true,
        specificViewType: 'HILTON',
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(adminViewSchema.parse(moved.json())).toMatchObject({
      clientId: testClientId,
      viewType: 'automated',
      specificViewType: 'HILTON',
      lastContentMonitor: 'DETAIL',
      propertyCount: 0,
      userCount: 0,
    });
    const grants = await database.pool.query('SELECT 1 FROM user_views WHERE view_id = $1', [
      view.id,
    ]);
    expect(grants.rowCount).toBe(0);
    expect(
      (await as(CALLS.updateView, { params: { viewId: 999_999 }, body: viewInput() })).statusCode,
    ).toBe(404);
    expect((await as(CALLS.getView, { params: { viewId: 999_999 } })).statusCode).toBe(404);
  });
});
