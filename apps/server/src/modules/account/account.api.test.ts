import { actionsHistoryJsonCodec, API_CALLS, errorResponseSchema } from '@lens/contracts';
import { defaultActionsHistory } from '@lens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

const { getActionsHistory, saveActionsHistory } = API_CALLS;

describe('onboarding actions history', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let manager: TestSession;
  let chain: TestSession;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
    await database.pool.query('DELETE FROM actions_history WHERE user_id = ANY($1)', [
      [manager.userId, chain.userId],
    ]);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const load = async (session: TestSession) => {
    const response = await app.inject({
      method: getActionsHistory.method,
      url: getActionsHistory.path,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { actionsHistoryJson } = getActionsHistory.response.parse(response.json());
    return actionsHistoryJsonCodec.decode(actionsHistoryJson);
  };

  const save = (session: TestSession, actionsHistoryJson: string) =>
    app.inject({
      method: saveActionsHistory.method,
      url: saveActionsHistory.path,
      headers: session.headers,
      payload: { actionsHistoryJson },
    });

  it('answers the default history to a user who never saved one', async () => {
    expect(await load(manager)).toEqual(defaultActionsHistory());
  });

  it("saves and answers the user's own history, leaving other users' alone", async () => {
    const history = {
      skipped: false,
      seenHints: { datepicker: true, 'channel-filter': false },
      visitedLevel: { overview: true, 'property-type': false },
    };
    const response = await save(manager, JSON.stringify(history));
    expect(response.statusCode, response.body).toBe(204);
    expect(saveActionsHistory.response.parse(response.body || undefined)).toBeUndefined();
    expect(await load(manager)).toEqual(history);
    expect(await load(chain)).toEqual(defaultActionsHistory());

    const skipped = { ...history, skipped: true };
    expect((await save(manager, JSON.stringify(skipped))).statusCode).toBe(204);
    expect(await load(manager)).toEqual(skipped);
  });

  it.each([
    ['text that is not JSON', '{"skipped": tru'],
    ['JSON that is not a history', JSON.stringify({ skipped: 'yes', seenHints: {} })],
  ])('answers 400 naming actionsHistoryJson for %s, keeping the stored one', async (_, json) => {
    const before = await load(manager);
    const response = await save(manager, json);
    expect(response.statusCode).toBe(400);
    const error = errorResponseSchema.parse(response.json());
    expect(error.field).toBe('actionsHistoryJson');
    expect(error.message).toMatch(/^actionsHistoryJson: is not an actions history/);
    expect(await load(manager)).toEqual(before);
  });

  it('answers 401 to anonymous users', async () => {
    for (const call of [getActionsHistory, saveActionsHistory]) {
      const response = await app.inject({
        method: call.method,
        url: call.path,
        payload: { actionsHistoryJson: JSON.stringify(defaultActionsHistory()) },
      });
      expect(response.statusCode, call.id).toBe(401);
      errorResponseSchema.parse(response.json());
    }
  });
});
