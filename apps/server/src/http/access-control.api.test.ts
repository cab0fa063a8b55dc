import { API_CALLS, errorResponseSchema, type ApiCall } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-plugin.ts';
import { newToken, tokenHash } from '../modules/auth/session.queries.ts';
import { everyCall, urlWithParams } from '../test-support/every-call.ts';
import { sessionFor, type TestSession } from '../test-support/sessions.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testDatabase } from '../test-support/test-database.ts';

/**
 * Calls that answer without a session: signing in and its links, the app's configuration, the
 * error reports the web sends when it cannot even load, and which sign-on entry an email uses.
 * Anything else that answers an anonymous caller is a hole, and this list says so.
 */
const PUBLIC_CALLS = new Set<string>([
  API_CALLS.login.id,
  API_CALLS.logout.id,
  API_CALLS.requestPasswordRestore.id,
  API_CALLS.setPassword.id,
  API_CALLS.checkPasswordLink.id,
  API_CALLS.getConf.id,
  API_CALLS.sendTechnicalNotification.id,
  API_CALLS.lookupSso.id,
]);

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// What a refusal may show: the error shape and nothing of the data behind it.
function expectBareRefusal(body: string, label: string): void {
  const parsed = errorResponseSchema.safeParse(JSON.parse(body));
  expect(parsed.success, `${label}: ${body.slice(0, 200)}`).toBe(true);
  expect(body, label).not.toMatch(/demo\.local|Meridian|\bat .+:\d+:\d+\)|node_modules/);
}

/**
 * The access-control matrix over every call of the contract: anonymous, a forged cookie, an
 * expired session, a deactivated user's session and a CSRF token replayed from another session,
 * plus oversized bodies and hostile upload names. Another client's user and a USER on
 * administration have their own walks (isolation and admin-access tests).
 */
describe('access control on every call', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  const guarded = everyCall().filter((call) => !PUBLIC_CALLS.has(call.id));

  const send = (call: ApiCall, headers: Record<string, string>, payload?: string) =>
    app.inject({
      method: call.method,
      url: urlWithParams(call),
      headers: {
        ...headers,
        ...(UNSAFE.has(call.method) ? { 'content-type': 'application/json' } : {}),
      },
      ...(UNSAFE.has(call.method) ? { payload: payload ?? '{}' } : {}),
    });

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 401 to an anonymous caller on every call but the public ones', async () => {
    const open: string[] = [];
    for (const call of guarded) {
      const response = await send(call, {});
      if (response.statusCode !== 401) open.push(`${call.id} ${response.statusCode}`);
      else expectBareRefusal(response.body, call.id);
    }
    expect(open).toEqual([]);
    console.log(`access control: ${guarded.length} calls answer 401 to anonymous callers`);
  });

  it('answers 401 to a forged session cookie', async () => {
    const forged = { cookie: `${SESSION_COOKIE}=${newToken()}` };
    for (const call of guarded) {
      const response = await send(call, forged);
      expect(response.statusCode, call.id).toBe(401);
    }
  });

  it('answers 401 to an expired session and to a deactivated user, who keep nothing', async () => {
    const expired = await sessionFor(database, 'manager@demo.local');
    const token = cookieToken(expired);
    await database.pool.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [tokenHash(token)],
    );
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO users (client_id, email, name, role, active)
       SELECT client_id, 'gone@demo.local', 'Gone', 'USER', true FROM users
       WHERE email = 'manager@demo.local' RETURNING id`,
    );
    const gone = await sessionFor(database, 'gone@demo.local');
    await database.pool.query('UPDATE users SET active = false WHERE id = $1', [rows[0]!.id]);
    for (const call of guarded) {
      for (const [who, session] of [
        ['expired', expired],
        ['deactivated', gone],
      ] as const) {
        const response = await send(call, session.headers);
        expect(response.statusCode, `${who} ${call.id}`).toBe(401);
        expectBareRefusal(response.body, `${who} ${call.id}`);
      }
    }
  });

  it("refuses every write carrying another session's CSRF token, even a signed-out one's", async () => {
    const other = await sessionFor(database, 'admin@demo.local');
    const ended = await sessionFor(database, 'admin@demo.local');
    await database.pool.query('DELETE FROM sessions WHERE token_hash = $1', [
      tokenHash(cookieToken(ended)),
    ]);
    const writes = everyCall().filter(
      (call) =>
        UNSAFE.has(call.method) &&
        call.id !== API_CALLS.login.id &&
        call.id !== API_CALLS.requestPasswordRestore.id &&
        call.id !== API_CALLS.setPassword.id &&
        call.id !== API_CALLS.checkPasswordLink.id &&
        call.id !== API_CALLS.lookupSso.id,
    );
    for (const replayed of [other, ended]) {
      for (const call of writes) {
        const response = await send(call, {
          ...admin.headers,
          [CSRF_HEADER]: replayed.headers[CSRF_HEADER]!,
        });
        expect(response.statusCode, call.id).toBe(403);
        expect(response.json().message, call.id).toContain(CSRF_HEADER);
      }
    }
    // The session the tokens were replayed into is untouched.
    const check = await app.inject({
      method: 'GET',
      url: API_CALLS.checkCredentials.path,
      headers: admin.headers,
    });
    expect(check.statusCode).toBe(200);
  });

  it('answers 413 to a JSON body over 1 MB on every call that takes one, as an administrator', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
    const jsonBodies = guarded.filter(
      (call) => call.body !== undefined && call.bodyType !== 'multipart',
    );
    expect(jsonBodies.length).toBeGreaterThan(10);
    for (const call of jsonBodies) {
      const response = await send(call, admin.headers, huge);
      expect(response.statusCode, call.id).toBe(413);
      expectBareRefusal(response.body, call.id);
    }
  });

  it('keeps a path-traversal upload name as a name: the import reads the content, writes no file', async () => {
    const boundary = 'lens-boundary';
    const name = '../../../../tmp/lens-traversal.csv';
    const payload = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${name}"`,
      'Content-Type: text/csv',
      '',
      'not,a,reference,file',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await app.inject({
      method: 'POST',
      url: API_CALLS.importFile.path.replace(':kind', 'reference'),
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('/tmp/');
    const { existsSync } = await import('node:fs');
    expect(existsSync('/tmp/lens-traversal.csv')).toBe(false);
  });
});

function cookieToken(session: TestSession): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(session.headers.cookie!);
  return match![1]!;
}
