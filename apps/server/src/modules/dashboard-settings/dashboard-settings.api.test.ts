import { API_CALLS, errorResponseSchema } from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_ROOM_CONFIGURATION_CATALOG } from '../catalog/channel-catalog.ts';
import type { Database } from '../../db/connection.ts';
import { ALPINE_VIEW, HOTEL_CHAIN_VIEW, LUXURY_VIEW, STANDARD_VIEW } from '../../demo/index.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

const { getCurrentDate, getRoomConfigurations, updateLastContentMonitor } = API_CALLS;

describe('dashboard settings', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let manager: TestSession;
  let admin: TestSession;
  let viewIds: Record<string, number>;
  let savedModes: Array<{ id: number; mode: string }>;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
    admin = await sessionFor(database, 'admin@demo.local');
    const { rows } = await database.pool.query<{ id: number; name: string; mode: string }>(
      'SELECT id, name, last_content_monitor AS mode FROM views WHERE name = ANY($1)',
      [[STANDARD_VIEW, HOTEL_CHAIN_VIEW, LUXURY_VIEW, ALPINE_VIEW]],
    );
    viewIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
    savedModes = rows;
  });

  afterAll(async () => {
    // Other suites read the demo views' modes as seeded.
    for (const { id, mode } of savedModes) {
      await database.pool.query('UPDATE views SET last_content_monitor = $2 WHERE id = $1', [
        id,
        mode,
      ]);
    }
    await app.close();
    await database.close();
  });

  const modeOf = async (viewId: number) =>
    (
      await database.pool.query('SELECT last_content_monitor AS mode FROM views WHERE id = $1', [
        viewId,
      ])
    ).rows[0].mode;

  const switchMode = (session: TestSession, id: number | string, contentMonitor: string) =>
    app.inject({
      method: updateLastContentMonitor.method,
      url: updateLastContentMonitor.path,
      query: { id: String(id), contentMonitor },
      headers: session.headers,
    });

  it("GET /dashboard/date/current-date answers today's UTC date as a JSON string", async () => {
    const response = await app.inject({
      method: getCurrentDate.method,
      url: getCurrentDate.path,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(getCurrentDate.response.parse(response.json())).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  it('GET /dashboard/meeting-room-configuration/all answers the catalog', async () => {
    const response = await app.inject({
      method: getRoomConfigurations.method,
      url: getRoomConfigurations.path,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    const configurations = getRoomConfigurations.response.parse(response.json());
    expect(configurations.map(({ code, name }) => ({ code, name }))).toEqual(
      expect.arrayContaining(MEETING_ROOM_CONFIGURATION_CATALOG.map((c) => ({ ...c }))),
    );
  });

  it('answers 401 to anonymous users', async () => {
    for (const call of [getCurrentDate, getRoomConfigurations]) {
      const response = await app.inject({ method: call.method, url: call.path });
      expect(response.statusCode, call.id).toBe(401);
      errorResponseSchema.parse(response.json());
    }
    expect((await switchMode({ userId: 0, headers: {} }, 1, 'SUMMARY')).statusCode).toBe(401);
  });

  describe('PATCH /dashboard/data/filter/update_last_content_monitor', () => {
    it('persists the mode on a view the user may open', async () => {
      const view = viewIds[STANDARD_VIEW]!;
      for (const mode of ['SUMMARY', 'DETAIL', 'SUMMARY']) {
        const response = await switchMode(manager, view, mode);
        expect(response.statusCode, response.body).toBe(204);
        expect(updateLastContentMonitor.response.parse(response.body || undefined)).toBeUndefined();
        expect(await modeOf(view)).toBe(mode);
      }
    });

    it('answers 400 naming contentMonitor for a mode the view does not offer', async () => {
      const view = viewIds[LUXURY_VIEW]!;
      const before = await modeOf(view);
      const response = await switchMode(admin, view, 'DETAIL');
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field).toBe('contentMonitor');
      expect(await modeOf(view)).toBe(before);
      expect((await switchMode(admin, view, 'SUMMARY')).statusCode).toBe(204);
      expect(await modeOf(view)).toBe('SUMMARY');
    });

    it.each([
      ['unknown mode', '1', 'FULL', 'contentMonitor'],
      ['id that is not a number', 'three', 'SUMMARY', 'id'],
    ])('answers 400 naming the field for an %s', async (_, id, mode, field) => {
      const response = await switchMode(manager, id, mode);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field).toBe(field);
    });

    it("answers 403 for another client's view, a view not granted and an unknown id", async () => {
      const views = [viewIds[ALPINE_VIEW]!, viewIds[HOTEL_CHAIN_VIEW]!];
      const before = await Promise.all(views.map(modeOf));
      for (const id of [...views, 2_000_000_000]) {
        const response = await switchMode(manager, id, 'SUMMARY');
        expect(response.statusCode, String(id)).toBe(403);
        errorResponseSchema.parse(response.json());
      }
      expect(await Promise.all(views.map(modeOf))).toEqual(before);
    });
  });
});
