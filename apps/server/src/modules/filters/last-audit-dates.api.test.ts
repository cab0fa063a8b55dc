import {
  currentDateResponseSchema,
  datasetAccuracyResponseSchema,
  FILTER_CALLS,
} from '@lens/contracts';
import { addDays, addMonths } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

describe('last audited dates of properties and channels (docs/product-rules.md, "Last audited")', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  let clientId: number;
  let today: string;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
    ({ clientId } = await demoViews(database));
    // The server's today, never the test machine's.
    today = currentDateResponseSchema.parse(
      (await injectCall(app, manager, FILTER_CALLS.getCurrentDate)).json(),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Straight from the audits: each property's or channel's newest audit up to today. */
  async function newestAudits(
    key: 'property_id' | 'channel_id',
    channelIds?: number[],
    end = today,
  ) {
    const { rows } = await database.pool.query<{ id: number; last: string }>(
      `SELECT a.${key} AS id, max(a.audit_date)::text AS last
       FROM audits a JOIN properties p ON p.id = a.property_id
       WHERE p.client_id = $1 AND a.audit_date <= $2 AND ($3::int[] IS NULL OR a.channel_id = ANY($3))
         AND NOT EXISTS (SELECT 1 FROM wrong_matches w WHERE w.property_id = a.property_id AND w.audit_id = a.id)
       GROUP BY 1`,
      [clientId, end, channelIds ?? null],
    );
    return new Map(rows.map((row) => [row.id, row.last]));
  }

  const rows = async (dataset: string, query: Record<string, string> = {}) => {
    const response = await injectCall(app, manager, FILTER_CALLS.getDatasetAccuracy, {
      params: { dataset },
      query: { startDate: addDays(today, -90), endDate: today, ...query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return datasetAccuracyResponseSchema.parse(response.json()).availableFilters;
  };

  it.each([
    ['property', 'property_id'],
    ['site', 'channel_id'],
  ] as const)('gives each %s row its newest audit', async (dataset, key) => {
    const expected = await newestAudits(key);
    const answer = await rows(dataset);
    expect(answer.length).toBeGreaterThan(0);
    for (const row of answer)
      expect(row.lastAuditDate, row.name).toBe(expected.get(row.id as number));
  });

  it('counts only the selected channels', async () => {
    const expected = await newestAudits('property_id', [107]);
    for (const row of await rows('property', { site: '107' }))
      expect(row.lastAuditDate, row.name).toBe(expected.get(row.id as number));
  });

  // A range ending mid-month leaves that month's later audits out: each pair counts with the
  // audit before them. Each source (rollups per property, channel rollups, pair states) must.
  it.each([
    ['property', 'property_id', undefined],
    ['site', 'channel_id', undefined],
    ['property', 'property_id', [107]],
  ] as const)(
    'gives each %s row its newest audit up to a mid-month end (%s, channels %s)',
    async (dataset, key, channelIds) => {
      const end = `${addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 8)}15`;
      const expected = await newestAudits(key, channelIds ? [...channelIds] : undefined, end);
      const answer = await rows(dataset, {
        startDate: addDays(end, -90),
        endDate: end,
        ...(channelIds ? { site: channelIds.join(',') } : {}),
      });
      expect(answer.length).toBeGreaterThan(0);
      for (const row of answer)
        expect(row.lastAuditDate, row.name).toBe(expected.get(row.id as number));
    },
  );

  it('leaves other datasets without the field', async () => {
    expect((await rows('brand')).every((row) => row.lastAuditDate === undefined)).toBe(true);
  });
});
