import {
  ADMIN_CHANNEL_GROUP_CALLS as CALLS,
  adminSitesResponseSchema,
  channelGroupListResponseSchema,
  channelGroupSchema,
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

describe('admin channel groups API', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let clientId: number;

  const as = (call: Parameters<typeof injectCall>[2], request?: CallRequest) =>
    injectCall(app, admin, call, request);

  const expectField = (response: Awaited<ReturnType<typeof as>>, status: number, field: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorResponseSchema.parse(response.json()).field).toBe(field);
  };

  const groupCount = async () =>
    (
      await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM channel_groups WHERE client_id = $1',
        [clientId],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    clientId = await createClient(database, 'Admin channel groups test');
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the channel catalog and the groups of a client', async () => {
    const channels = adminSitesResponseSchema.parse((await as(CALLS.listSites)).json());
    expect(channels.map((channel) => channel.id)).toEqual(
      expect.arrayContaining([104, 107, 120, 81]),
    );
    const { clientId: demoClientId } = await demoViews(database);
    const page = channelGroupListResponseSchema.parse(
      (await as(CALLS.listChannelGroups, { query: { clientId: String(demoClientId) } })).json(),
    );
    expect(page.items.map((group) => group.name)).toEqual([
      'Corporate travel (GDS)',
      'Group, meeting & event',
    ]);
    expect(page.items[0]!.siteIds).toEqual([60, 61, 62, 63]);
    const searched = channelGroupListResponseSchema.parse(
      (await as(CALLS.listChannelGroups, { query: { search: 'meeting' } })).json(),
    );
    expect(searched.items.every((group) => /meeting/i.test(group.name))).toBe(true);
    expectField(await as(CALLS.listChannelGroups, { query: { clientId: 'x' } }), 400, 'clientId');
  });

  it('creates and edits a group', async () => {
    const created = await as(CALLS.createChannelGroup, {
      body: { name: ' OTAs ', clientId, siteIds: [107, 120, 107] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = channelGroupSchema.parse(created.json());
    expect(group).toMatchObject({ name: 'OTAs', clientId, siteIds: [107, 120] });

    const edited = await as(CALLS.updateChannelGroup, {
      params: { groupId: group.id },
      body: { name: 'Online travel agencies', clientId, siteIds: [120] },
    });
    expect(channelGroupSchema.parse(edited.json())).toMatchObject({
      name: 'Online travel agencies',
      siteIds: [120],
    });
    expect(
      (await as(CALLS.getChannelGroup, { params: { groupId: group.id } })).json(),
    ).toMatchObject({ siteIds: [120] });
  });

  it.each([
    ['name', { name: '' }, 400],
    ['clientId', { clientId: 'one' }, 400],
    ['siteIds', { siteIds: [] }, 400],
    ['siteIds', { siteIds: [104, 999_999] }, 400],
    ['clientId', { clientId: 999_999 }, 400],
    ['colour', { colour: 'red' }, 400],
  ])('rejects a bad %s naming it, writing nothing', async (field, overrides, status) => {
    const before = await groupCount();
    const response = await as(CALLS.createChannelGroup, {
      body: { name: `Group ${field}`, clientId, siteIds: [104], ...overrides },
    });
    expectField(response, status, field);
    expect(await groupCount()).toBe(before);
  });

  it('answers 409 for a name the client has and 404 for an unknown group', async () => {
    const body = { name: 'Maps', clientId, siteIds: [104] };
    expect((await as(CALLS.createChannelGroup, { body })).statusCode).toBe(200);
    expectField(await as(CALLS.createChannelGroup, { body }), 409, 'name');
    expect(
      (await as(CALLS.updateChannelGroup, { params: { groupId: 999_999 }, body })).statusCode,
    ).toBe(404);
  });
});
