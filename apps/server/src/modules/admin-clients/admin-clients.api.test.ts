import {
  ADMIN_CLIENT_CALLS as CALLS,
  adminClientSchema,
  clientListResponseSchema,
  clientPortfolioSchema,
  clientPropertiesResponseSchema,
  errorResponseSchema,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';

describe('admin clients API', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let clientId: number;
  let otherName: string;
  let demoClientId: number;

  const as = (call: Parameters<typeof injectCall>[2], request?: CallRequest) =>
    injectCall(app, admin, call, request);

  const expectField = (response: Awaited<ReturnType<typeof as>>, status: number, field: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorResponseSchema.parse(response.json()).field).toBe(field);
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    clientId = await createClient(database, 'Admin clients test');
    const other = await createClient(database, 'Admin clients other');
    otherName = (
      await database.pool.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [other])
    ).rows[0]!.name;
    demoClientId = (await demoViews(database)).clientId;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists clients with their counts, searched by name', async () => {
    const response = await as(CALLS.listClients, { query: { search: 'meridian' } });
    expect(response.statusCode).toBe(200);
    const page = clientListResponseSchema.parse(response.json());
    const meridian = page.items.find((client) => client.id === demoClientId)!;
    expect(meridian.userCount).toBeGreaterThanOrEqual(3);
    expect(meridian.viewCount).toBeGreaterThanOrEqual(3);
    expect(meridian.propertyCount).toBeGreaterThan(10);
    expectField(await as(CALLS.listClients, { query: { page: 'one' } }), 400, 'page');
  });

  it('updates the name and the single sign-on path', async () => {
    const name = `Renamed ${clientId}`;
    const response = await as(CALLS.updateClient, {
      params: { clientId },
      body: { name: `  ${name}  `, loginPath: '/sso/renamed' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminClientSchema.parse(response.json())).toMatchObject({
      id: clientId,
      name,
      loginPath: '/sso/renamed',
    });
    const cleared = await as(CALLS.updateClient, {
      params: { clientId },
      body: { name, loginPath: null },
    });
    expect(adminClientSchema.parse(cleared.json()).loginPath).toBeNull();
  });

  it.each([
    ['name', { name: '', loginPath: null }],
    ['loginPath', { name: 'Fine', loginPath: '//evil.example/sso' }],
    ['loginPath', { name: 'Fine', loginPath: 'https://evil.example/sso' }],
    ['loginPath', { name: 'Fine' }],
    ['settings', { name: 'Fine', loginPath: null, settings: {} }],
  ])('rejects a bad %s with a 400 naming it', async (field, body) => {
    const before = (await as(CALLS.getClient, { params: { clientId } })).json();
    expectField(await as(CALLS.updateClient, { params: { clientId }, body }), 400, field);
    expect((await as(CALLS.getClient, { params: { clientId } })).json()).toEqual(before);
  });

  it('answers 409 for a name another client has and 404 for an unknown client', async () => {
    expectField(
      await as(CALLS.updateClient, {
        params: { clientId },
        body: { name: otherName.toUpperCase(), loginPath: null },
      }),
      409,
      'name',
    );
    const missing = await as(CALLS.updateClient, {
      params: { clientId: 999_999 },
      body: { name: 'Nobody', loginPath: null },
    });
    expect(missing.statusCode).toBe(404);
    expect((await as(CALLS.getClientPortfolio, { params: { clientId: 999_999 } })).statusCode).toBe(
      404,
    );
  });

  it("answers the client's portfolio and searches its properties", async () => {
    const portfolio = clientPortfolioSchema.parse(
      (await as(CALLS.getClientPortfolio, { params: { clientId: demoClientId } })).json(),
    );
    expect(portfolio.brands.length).toBeGreaterThan(1);
    expect(portfolio.chains.length).toBeGreaterThan(0);
    expect(portfolio.countries.reduce((sum, country) => sum + country.count, 0)).toBe(
      portfolio.propertyCount,
    );

    const all = clientPropertiesResponseSchema.parse(
      (
        await as(CALLS.listClientProperties, {
          params: { clientId: demoClientId },
          query: { pageSize: '5' },
        })
      ).json(),
    );
    expect(all.items).toHaveLength(5);
    expect(all.total).toBe(portfolio.propertyCount);
    const target = all.items[2]!;
    const byCode = clientPropertiesResponseSchema.parse(
      (
        await as(CALLS.listClientProperties, {
          params: { clientId: demoClientId },
          query: { search: target.code },
        })
      ).json(),
    );
    expect(byCode.items.map((property) => property.id)).toContain(target.id);
    const byIds = clientPropertiesResponseSchema.parse(
      (
        await as(CALLS.listClientProperties, {
          params: { clientId: demoClientId },
          query: { ids: `${target.id},${all.items[0]!.id}` },
        })
      ).json(),
    );
    expect(byIds.total).toBe(2);
    expectField(
      await as(CALLS.listClientProperties, {
        params: { clientId: demoClientId },
        query: { ids: '1,x' },
      }),
      400,
      'ids',
    );
    // Another client's properties are not offered.
    const none = clientPropertiesResponseSchema.parse(
      (
        await as(CALLS.listClientProperties, {
          params: { clientId },
          query: { ids: String(target.id) },
        })
      ).json(),
    );
    expect(none.total).toBe(0);
  });
});
