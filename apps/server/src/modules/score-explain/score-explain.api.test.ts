import {
  datasetAccuracyResponseSchema,
  accuracyScoreIntervalResponseSchema,
  scoreExplanationSchema,
  type ScoreExplanation,
} from '@lens/contracts';
import { addDays, gainOfFixing, meanAccuracy } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { FIXTURE, seedFixture } from '../../test-support/hand-made-fixture.ts';
import { explainScore } from './score-explain.service.ts';

const today = new Date().toISOString().slice(0, 10);
const range = `startDate=${addDays(today, -30)}&endDate=${today}`;

describe('why this score', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  const get = (url: string, session: TestSession | null = manager) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const explain = async (query: string): Promise<ScoreExplanation> => {
    const response = await get(`/dashboard/data/score-explanation?${range}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return scoreExplanationSchema.parse(response.json());
  };
  const rows = async (dataset: string, query = '') =>
    datasetAccuracyResponseSchema.parse(
      (await get(`/dashboard/data/filter/${dataset}?${range}${query}`)).json(),
    ).availableFilters;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("explains the score cards' month with the dashboard's own accuracy and knockout", async () => {
    const interval = accuracyScoreIntervalResponseSchema.parse(
      (await get(`/dashboard/data/accuracy/accuracyScoreInterval?${range}`)).json(),
    );
    const current = interval.averageAccuracyList.at(-1)!;
    const accuracy = await explain(`month=${current.month}`);
    expect(accuracy.value).toBeCloseTo(current.accuracy!, 3);
    expect(accuracy.auditCount).toBeGreaterThan(100);
    // The lost points split exactly: shares add up to 100, gains to what the figure misses.
    const shares = accuracy.characteristics.reduce((sum, c) => sum + c.lostShare, 0);
    const gains = accuracy.characteristics.reduce((sum, c) => sum + c.gain, 0);
    // Rollups keep float4 sums: the shares add up to 100 within their precision.
    expect(shares).toBeCloseTo(100, 3);
    expect(gains).toBeCloseTo(100 - accuracy.value!, 3);
    expect(accuracy.channels.reduce((sum, c) => sum + c.gain, 0)).toBeCloseTo(gains, 3);
    expect(accuracy.improvements[0]!.gain).toBeGreaterThan(0);
    expect(accuracy.lowestAudits).toHaveLength(5);
    const worst = accuracy.lowestAudits.map((audit) => audit.accuracy!);
    expect(worst).toEqual(worst.toSorted((a, b) => a - b));

    const knockout = await explain(`month=${current.month}&figure=knockout`);
    expect(knockout.value).toBeCloseTo(current.knockout!, 3);
    expect(knockout.knockoutCauses.length).toBeGreaterThan(0);
    expect(knockout.lowestAudits.every((audit) => audit.knockout)).toBe(true);
    expect(knockout.knockoutCauses.map((c) => c.cause)).toContain('Phone');
  });

  it("reads the same losses from the rollups as from the scope's raw results", async () => {
    const { standard } = await demoViews(database);
    const { rows } = await database.pool.query(
      "SELECT string_agg(id::text, ',') AS ids FROM properties WHERE client_id = $1",
      [standard.clientId],
    );
    // A property filter is answered from pair states and results; none, from the rollups.
    const rolled = await explain('');
    const raw = await explain(`property=${rows[0].ids}`);
    expect(rolled.value).toBeCloseTo(raw.value!, 3);
    expect(rolled.scoredCount).toBe(raw.scoredCount);
    for (const row of raw.characteristics) {
      const same = rolled.characteristics.find(
        (c) => c.characteristicType === row.characteristicType,
      )!;
      expect(same.gain, row.name).toBeCloseTo(row.gain, 4);
      expect(same.weight, row.name).toBeCloseTo(row.weight, 4);
    }
    for (const row of raw.channels)
      expect(rolled.channels.find((c) => c.siteId === row.siteId)!.gain).toBeCloseTo(row.gain, 4);
  });

  it('gives each row of the property, channel, category, group, type and characteristic lists its figure', async () => {
    const cases: Array<[string, string]> = [
      ['property', 'property'],
      ['site', 'site'],
      ['site_group', 'site_group'],
      ['channel_group', 'channel_group'],
      ['property_type', 'property_type'],
      ['characteristic', 'characteristic'],
    ];
    for (const [dataset, of] of cases) {
      const listed = await rows(dataset, dataset === 'site_group' ? '&property_type=HOTEL' : '');
      const row = listed.find((r) => r.accuracy != null && r.accuracy < 99)!;
      const explained = await explain(
        `of=${of}&id=${row.id}${dataset === 'site_group' ? '&property_type=HOTEL' : ''}`,
      );
      expect(explained.value, `${dataset} ${row.id}`).toBeCloseTo(row.accuracy!, 3);
      expect(explained.subject).toBe(row.name);
      expect(explained.basis).toBe(dataset === 'characteristic' ? 'results' : 'audits');
    }
  });

  it('refuses bad input naming the field', async () => {
    for (const [query, field] of [
      ['of=property', 'id'],
      ['id=3', 'of'],
      ['of=hotel&id=3', 'of'],
      ['of=property&id=abc', 'id'],
      ['of=characteristic&id=999', 'id'],
      ['of=channel_group&id=999999', 'id'],
      ['of=channel_group&id=0', 'id'],
      ['figure=speed', 'figure'],
      ['month=2025-13', 'month'],
      ['hotel=1', 'hotel'],
    ]) {
      const response = await get(`/dashboard/data/score-explanation?${range}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });

  it("answers 401 signed out and 403 for another client's view or property", async () => {
    const { standard } = await demoViews(database);
    const other = await sessionFor(database, 'other@demo.local');
    expect((await get(`/dashboard/data/score-explanation?${range}`, null)).statusCode).toBe(401);
    const foreign = await get(`/dashboard/data/score-explanation?view=${standard.id}`, other);
    expect(foreign.statusCode).toBe(403);
    const { rows: mine } = await database.pool.query(
      `SELECT id FROM properties WHERE client_id = $1 LIMIT 1`,
      [standard.clientId],
    );
    const property = await get(
      `/dashboard/data/score-explanation?of=property&id=${mine[0].id}`,
      other,
    );
    expect(property.statusCode).toBe(403);
    expect(property.body).not.toMatch(/Meridian/);
  });
});

describe('why this score on a hand-made fixture', () => {
  let database: Database;
  beforeAll(() => {
    database = testDatabase();
  });
  afterAll(() => database.close());

  it('computes the figure, shares and gains exactly as recomputing the mean would', async () => {
    const tx = await database.pool.connect();
    try {
      await tx.query('BEGIN');
      const ids = await seedFixture(tx, today);
      // The service asks in parallel, which one transaction's client must take in turn.
      let last: Promise<unknown> = Promise.resolve();
      const db = {
        query: (text: string, values?: unknown[]) => {
          const next = last.then(() => tx.query(text, values));
          last = next.catch(() => undefined);
          return next;
        },
      } as DashboardContext['db'];
      const user = {
        id: 1,
        email: 'fixture@example.com',
        name: 'Fixture',
        role: 'ADMIN' as const,
        clientId: ids.clientId,
        clientName: 'Fixture client',
      };
      const query = {
        startDate: `${today.slice(0, 8)}01`,
        endDate: today,
        property: ids.properties,
      };
      const explained = await explainScore({ db, user, today }, query);
      const audits = FIXTURE.map((audit) =>
        audit.results.map((r) => ({ ...r, accuracy: r.ignored ? null : r.accuracy })),
      );
      expect(explained.value).toBeCloseTo(meanAccuracy(audits)!, 5);
      expect(explained.value).toBeCloseTo((60 + 100 / 3 + 100 + 0) / 4, 5);
      expect(explained.auditCount).toBe(4);
      expect(explained.scoredCount).toBe(4);
      for (const key of ['NAME', 'PHONE', 'PHOTOS']) {
        const row = explained.characteristics.find((c) => c.characteristicType === key)!;
        expect(row.gain, key).toBeCloseTo(
          gainOfFixing(audits, (r) => r.key === key),
          5,
        );
      }
      const photos = explained.characteristics.find((c) => c.characteristicType === 'PHOTOS')!;
      expect([photos.resultCount, photos.scoredCount, photos.weight]).toEqual([3, 2, 1]);
      expect(photos.accuracy).toBe(50);
      // Fixing the second channel sets A2 and A4 to 100: (66.7 + 100) / 4.
      const second = explained.channels.find((c) => c.siteId === ids.sites[1])!;
      expect(second.gain).toBeCloseTo(500 / 12, 5);
      expect(explained.improvements[0]).toMatchObject({ kind: 'channel' });
      expect(explained.lowestAudits.map((a) => a.accuracy)).toEqual(
        [0, 100 / 3, 60, 100].map((n) => expect.closeTo(n, 4)),
      );

      const knockout = await explainScore(
        { db: tx, user, today },
        { ...query, figure: 'knockout' },
      );
      expect(knockout.value).toBe(50);
      // Name alone knocks out one audit of four: fixing it drops the share by 25 points.
      expect(knockout.knockoutCauses).toEqual([
        { cause: 'Name', auditCount: 2, soleCauseCount: 1, drop: 25 },
        { cause: 'Phone', auditCount: 1, soleCauseCount: 0, drop: 0 },
      ]);
    } finally {
      await tx.query('ROLLBACK');
      tx.release();
    }
  });
});
