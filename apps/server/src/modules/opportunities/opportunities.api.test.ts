import {
  MAX_OPPORTUNITIES_PAGE_SIZE,
  opportunitiesSchema,
  type Opportunities,
} from '@lens/contracts';
import { addDays, fixGain } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

describe('opportunities review', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  let chain: TestSession;
  let standardView: number;
  const today = new Date().toISOString().slice(0, 10);
  const range = `startDate=${addDays(today, -30)}&endDate=${today}`;
  const path = '/dashboard/data/opportunities';
  const get = (query: string, session: TestSession | null = manager) =>
    app.inject({ method: 'GET', url: `${path}?${query}`, headers: session?.headers ?? {} });
  const list = async (query: string): Promise<Opportunities> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return opportunitiesSchema.parse(response.json());
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
    standardView = (await demoViews(database)).standard.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('ranks the pairs below 100 by the points fixing each would add', async () => {
    const first = await list(`${range}&pageSize=20`);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    expect(first.items.map((item) => item.rank)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const [index, item] of first.items.entries()) {
      expect(item.accuracy).toBeLessThan(100);
      expect(item.gain).toBeCloseTo(fixGain(item.accuracy, first.scoredPairs), 10);
      const next = first.items[index + 1];
      if (next) expect(item.gain).toBeGreaterThanOrEqual(next.gain);
    }
    expect(first.items.some((item) => item.issues.length > 0)).toBe(true);
    const second = await list(`${range}&pageSize=20&page=2`);
    expect(second.items[0]!.rank).toBe(21);
    expect(second.items[0]!.gain).toBeLessThanOrEqual(first.items[19]!.gain);
    expect(second.total).toBe(first.total);
  });

  it('adds up: fixing every pair of a selection brings it to 100', async () => {
    const { items } = await list(`${range}&pageSize=1`);
    const property = items[0]!.property.id;
    const one = await list(`${range}&property=${property}&pageSize=100`);
    expect(one.total).toBe(one.items.length);
    expect(one.items.every((item) => item.property.id === property)).toBe(true);
    const gains = one.items.reduce((sum, item) => sum + item.gain, 0);
    expect(one.accuracy! + gains).toBeCloseTo(100, 6);
  });

  it('applies the filters and keeps the rank by gain whatever the order', async () => {
    const google = await list(`${range}&site=104&pageSize=50`);
    expect(google.items.length).toBeGreaterThan(0);
    expect(google.items.every((item) => item.site.id === 104)).toBe(true);
    const byName = await list(`${range}&sort=property&pageSize=50`);
    const names = byName.items.map((item) => item.property.name);
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byAccuracy = await list(`${range}&sort=accuracy&order=desc&pageSize=50`);
    const accuracies = byAccuracy.items.map((item) => item.accuracy);
    expect(accuracies).toEqual(accuracies.toSorted((a, b) => b - a));
    expect(byAccuracy.items[0]!.rank).toBe(byAccuracy.total);
  });

  it('gives a pair the same rank in every order and on every page', async () => {
    const pair = (item: Opportunities['items'][number]) => `${item.property.id}/${item.site.id}`;
    const ranks = new Map<string, number>();
    for (let page = 1; ranks.size === (page - 1) * 100; page++)
      for (const item of (await list(`${range}&pageSize=100&page=${page}`)).items)
        ranks.set(pair(item), item.rank);
    for (const query of [
      'sort=property&pageSize=100&page=2',
      'sort=property&order=desc&pageSize=100',
      'sort=accuracy&order=desc&pageSize=100&page=2',
      'sort=gain&order=asc&pageSize=100',
    ]) {
      const { items, total } = await list(`${range}&${query}`);
      expect(items.length, query).toBeGreaterThan(0);
      expect(ranks.size, query).toBe(total);
      for (const item of items) {
        expect(item.rank, query).toBeLessThanOrEqual(total);
        expect(item.rank, query).toBe(ranks.get(pair(item)));
      }
    }
    const reversed = await list(`${range}&sort=gain&order=asc&pageSize=30&page=2`);
    expect(reversed.items.map((item) => item.rank)).toEqual(
      Array.from({ length: reversed.items.length }, (_, i) => reversed.total - 30 - i),
    );
  });

  it('refuses a view the user may not open, and anonymous callers', async () => {
    expect((await get(`${range}&view=${standardView}`, chain)).statusCode).toBe(403);
    expect((await get(range, null)).statusCode).toBe(401);
  });

  it('answers 400 naming the field on bad input', async () => {
    for (const [query, field] of [
      [`pageSize=${MAX_OPPORTUNITIES_PAGE_SIZE + 1}`, 'pageSize'],
      ['page=0', 'page'],
      ['sort=score', 'sort'],
      ['order=up', 'order'],
      ['site=abc', 'site'],
      ['unknown=1', 'unknown'],
    ] as const) {
      const response = await get(`${range}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });
});
