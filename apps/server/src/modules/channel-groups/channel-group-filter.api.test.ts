import {
  ADMIN_CHANNEL_GROUP_CALLS as ADMIN,
  channelGroupSchema,
  currentDateResponseSchema,
  datasetAccuracyResponseSchema,
  errorResponseSchema,
  FILTER_CALLS,
  filterValuesResponseSchema,
} from '@lens/contracts';
import { addDays } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';

/** Booking.com and Expedia: two channels of the demo with audits for most properties. */
const GROUP_CHANNELS = [107, 120];

describe('a channel group as a dashboard filter (docs/product-rules.md, "Channel groups")', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let manager: TestSession;
  let clientId: number;
  let range: { startDate: string; endDate: string };
  /** Groups made in the demo client, deleted afterwards: other files count its groups. */
  const made: number[] = [];

  const call = (session: TestSession, api: Parameters<typeof injectCall>[2], req?: CallRequest) =>
    injectCall(app, session, api, req);
  const accuracy = async (dataset: string, query: Record<string, string>) => {
    const response = await call(manager, FILTER_CALLS.getDatasetAccuracy, {
      params: { dataset },
      query: { ...range, ...query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return datasetAccuracyResponseSchema.parse(response.json()).availableFilters;
  };
  const options = async (query: Record<string, string> = {}) => {
    const response = await call(manager, FILTER_CALLS.getFilterValues, {
      params: { filterName: 'channel_group' },
      query: { ...range, ...query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return filterValuesResponseSchema.parse(response.json());
  };

  /**
   * Per channel, straight from the audits: the latest audit of each (property, channel) pair in
   * the range that is not a wrong match, counted and summed.
   */
  async function auditsPerChannel(channelIds: readonly number[]) {
    const { rows } = await database.pool.query<{ channel_id: number; n: number; sum: number }>(
      `SELECT l.channel_id, count(*)::int AS n, sum(l.accuracy)::float8 AS sum
       FROM (SELECT DISTINCT ON (a.property_id, a.channel_id) a.property_id, a.channel_id, a.accuracy
             FROM audits a JOIN properties p ON p.id = a.property_id
             WHERE p.client_id = $1 AND a.channel_id = ANY($2::int[]) AND a.audit_date BETWEEN $3 AND $4
               AND NOT EXISTS (SELECT 1 FROM wrong_matches w WHERE w.property_id = a.property_id AND w.audit_id = a.id)
             ORDER BY a.property_id, a.channel_id, a.audit_date DESC, a.id DESC) l
       WHERE l.accuracy IS NOT NULL GROUP BY 1 ORDER BY 1`,
      [clientId, channelIds, range.startDate, range.endDate],
    );
    return rows;
  }

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    ({ clientId } = await demoViews(database));
    // The server's today, never the test machine's.
    const today = currentDateResponseSchema.parse(
      (await call(manager, FILTER_CALLS.getCurrentDate)).json(),
    );
    range = { startDate: addDays(today, -90), endDate: today };
  });
  afterAll(async () => {
    await database.pool.query('DELETE FROM channel_groups WHERE id = ANY($1::int[])', [made]);
    await app.close();
    await database.close();
  });

  it('filters the data to exactly its channels, each figure the sum over them', async () => {
    const created = await call(admin, ADMIN.createChannelGroup, {
      body: { name: 'Filter test OTAs', clientId, siteIds: GROUP_CHANNELS },
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = channelGroupSchema.parse(created.json());
    made.push(group.id);

    // Offered to the client's users as a group holding its channels.
    const offered = (await options()).availableValues.find((option) => option.id === group.id);
    expect(offered).toMatchObject({ name: 'Filter test OTAs', type: 'group' });
    expect(offered!.children!.map((child) => child.id).sort()).toEqual(GROUP_CHANNELS);

    // Filtered by the group, the channel breakdown holds its channels and nothing else.
    const byChannel = await accuracy('site', { channel_group: String(group.id) });
    expect(byChannel.map((row) => row.id).sort()).toEqual(GROUP_CHANNELS);

    // The group's own figure is the pair-weighted mean over its channels, from the audits.
    const perChannel = await auditsPerChannel(GROUP_CHANNELS);
    expect(perChannel.map((row) => row.channel_id)).toEqual(GROUP_CHANNELS);
    const pairs = perChannel.reduce((sum, row) => sum + row.n, 0);
    const total = perChannel.reduce((sum, row) => sum + row.sum, 0);
    const groupRow = (await accuracy('channel_group', {})).find((row) => row.id === group.id);
    expect(groupRow!.accuracy).toBeCloseTo(total / pairs, 4);
    for (const row of perChannel)
      expect(byChannel.find((channel) => channel.id === row.channel_id)!.accuracy).toBeCloseTo(
        row.sum / row.n,
        4,
      );

    // Any other breakdown under the group equals the same breakdown under its channels.
    expect(await accuracy('property', { channel_group: String(group.id) })).toEqual(
      await accuracy('property', { site: GROUP_CHANNELS.join(',') }),
    );
  });

  it('a deleted group leaves the options, and a link naming it selects nothing', async () => {
    const group = channelGroupSchema.parse(
      (
        await call(admin, ADMIN.createChannelGroup, {
          body: { name: 'Filter test deleted', clientId, siteIds: [104] },
        })
      ).json(),
    );
    made.push(group.id);
    expect((await options()).availableValues.map((option) => option.id)).toContain(group.id);

    const deleted = await call(admin, ADMIN.deleteChannelGroup, { params: { groupId: group.id } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await options();
    const ids = [...after.availableValues, ...after.notAvailableValues].map((option) => option.id);
    expect(ids).not.toContain(group.id);
    expect(await accuracy('site', { channel_group: String(group.id) })).toEqual([]);
    expect(
      (await call(admin, ADMIN.deleteChannelGroup, { params: { groupId: group.id } })).statusCode,
    ).toBe(404);
  });

  it("selects nothing with another client's group, and names the field for a bad value", async () => {
    const otherClient = await createClient(database, 'Channel group filter other client');
    const foreign = channelGroupSchema.parse(
      (
        await call(admin, ADMIN.createChannelGroup, {
          body: { name: 'Foreign', clientId: otherClient, siteIds: GROUP_CHANNELS },
        })
      ).json(),
    );
    expect(await accuracy('site', { channel_group: String(foreign.id) })).toEqual([]);
    const ids = (await options()).availableValues.map((option) => option.id);
    expect(ids).not.toContain(foreign.id);

    const bad = await call(manager, FILTER_CALLS.getDatasetAccuracy, {
      params: { dataset: 'site' },
      query: { ...range, channel_group: 'GDS' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).field).toBe('channel_group');
  });
});
