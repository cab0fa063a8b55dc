import {
  BUILD_PROGRESS_TOPIC,
  buildProgressMessageSchema,
  USER_SOCKET,
  type BuildProgressMessage,
} from '@lens/contracts';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '../../test-support/sessions.ts';
import { socketTestApp } from '../../test-support/socket-test-app.ts';

/**
 * A long PDF build tells the page where it is: its stages arrive on the user's socket under the
 * id the page chose, while the request is still running, and only to that user.
 */
describe('dashboard PDF build progress', () => {
  const kit = socketTestApp();

  const listen = async (session: TestSession) => {
    const client = await kit.connect(session, `${kit.base}${USER_SOCKET}`);
    return client.subscribe(BUILD_PROGRESS_TOPIC);
  };

  it("reports a one-property build's stages in order before the file is answered", async () => {
    const mine = await listen(kit.manager);
    const others = await listen(kit.chain);
    const { rows } = await kit.app.database.pool.query<{ id: number }>(
      `SELECT p.id FROM properties p JOIN clients c ON c.id = p.client_id
        WHERE c.name = (SELECT c2.name FROM users u JOIN clients c2 ON c2.id = u.client_id
                         WHERE u.email = 'manager@demo.local')
        ORDER BY p.id LIMIT 1`,
    );
    const uid = 'pdf-progress-test';
    const response = await kit.app.inject({
      method: 'GET',
      url: `/dashboard/reports/dashboard-pdf?property=${rows[0]!.id}&progress=${uid}`,
      headers: kit.manager.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');

    const seen: BuildProgressMessage[] = [];
    while (seen.at(-1)?.stage !== 'saving') {
      const message = await mine.next('a build stage');
      seen.push(buildProgressMessageSchema.parse(JSON.parse(message.body)));
    }
    expect(seen.every((message) => message.uid === uid)).toBe(true);
    expect(seen.map(({ stage, step, of }) => [stage, step, of])).toEqual([
      ['figures', undefined, undefined],
      ['property', undefined, undefined],
      ['drawing', 1, 3],
      ['drawing', 2, 3],
      ['drawing', 3, 3],
      ['saving', undefined, undefined],
    ]);
    expect(new Set(seen.map((message) => JSON.stringify(message))).size).toBeGreaterThan(2);
    // Another user's socket hears nothing of it.
    expect(others.items).toEqual([]);
  });

  it('builds without reporting when no id is given, and refuses a bad id naming it', async () => {
    const quiet = await kit.app.inject({
      method: 'GET',
      url: '/dashboard/reports/dashboard-pdf?startDate=2026-10-01&endDate=2026-10-31',
      headers: kit.manager.headers,
    });
    expect(quiet.statusCode).toBe(200);
    const bad = await kit.app.inject({
      method: 'GET',
      url: '/dashboard/reports/dashboard-pdf?progress=not%20an%20id',
      headers: kit.manager.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'progress' });
  });
});
