import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '@lens/domain';
import {
  API_CALL_LIST,
  API_CALLS,
  API_TOKEN_PATTERN,
  MAX_API_TOKENS,
  apiTokenListSchema,
  createdApiTokenSchema,
  type CreateApiTokenBody,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { CSRF_HEADER } from '../auth/session-plugin.ts';
import { tokenHash } from '../auth/session.queries.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';

const examples = path.resolve(import.meta.dirname, '../../../../../docs/examples');
const C = API_CALLS;

describe('personal API tokens', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  let other: TestSession;
  let clientId: number;
  let viewFilterUrl: string;

  const create = async (session: TestSession, body: Partial<CreateApiTokenBody> = {}) => {
    const response = await injectCall(app, session, C.createApiToken, {
      body: { name: 'Script', scopes: ['read'], expiresInDays: null, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return createdApiTokenSchema.parse(response.json());
  };
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const getWith = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });
  const addUser = async (email: string, role: 'ADMIN' | 'USER') => {
    await database.pool.query(
      `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, 'Token tester', $3)`,
      [clientId, email, role],
    );
    return sessionFor(database, email);
  };
  const upload = (headers: Record<string, string>, fileName: string, content: Buffer) => {
    const boundary = '----lens-token-boundary';
    return app.inject({
      method: 'POST',
      url: '/dashboard/admin/imports/reference',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
    other = await sessionFor(database, 'other@demo.local');
    clientId = await createClient(database, 'Token client');
    const { standard } = await demoViews(database);
    const today = new Date().toISOString().slice(0, 10);
    viewFilterUrl = `${C.getViewFilter.path}?view=${standard.id}&startDate=${addDays(today, -30)}&endDate=${today}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows the secret once and stores only its hash', async () => {
    const created = await create(manager, { name: 'Nightly export', expiresInDays: 30 });
    expect(created.secret).toMatch(API_TOKEN_PATTERN);
    expect(created.secret.startsWith(`${created.prefix}_`)).toBe(true);
    expect(Date.parse(created.expiresAt!) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const { rows } = await database.pool.query('SELECT * FROM api_tokens WHERE id = $1', [
      created.id,
    ]);
    expect(rows[0].token_hash).toBe(tokenHash(created.secret));
    expect(JSON.stringify(rows[0])).not.toContain(created.secret);

    const list = apiTokenListSchema.parse((await injectCall(app, manager, C.listApiTokens)).json());
    expect(list.max).toBe(MAX_API_TOKENS);
    const listed = list.tokens.find((token) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'Nightly export', scopes: ['read'], lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it("keeps each user's tokens to that user", async () => {
    const created = await create(manager);
    const theirs = apiTokenListSchema.parse((await injectCall(app, other, C.listApiTokens)).json());
    expect(theirs.tokens.map((token) => token.id)).not.toContain(created.id);
    const revoke = await injectCall(app, other, C.revokeApiToken, {
      params: { tokenId: created.id },
    });
    expect(revoke.statusCode).toBe(404);
    expect((await getWith(C.getCurrentDate.path, bearer(created.secret))).statusCode).toBe(200);
  });

  it("authenticates read calls as the token's user, within that user's views", async () => {
    const { secret } = await create(manager);
    const answer = await getWith(viewFilterUrl, bearer(secret));
    expect(answer.statusCode, answer.body).toBe(200);
    const asSession = await getWith(viewFilterUrl, manager.headers);
    expect(answer.json()).toEqual(asSession.json());

    const outsider = await create(other);
    const refused = await getWith(viewFilterUrl, bearer(outsider.secret));
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Meridian');
  });

  it('refuses revoked, expired, unknown and malformed tokens with 401 and a reason', async () => {
    const revoked = await create(manager);
    const revoke = await injectCall(app, manager, C.revokeApiToken, {
      params: { tokenId: revoked.id },
    });
    expect(revoke.statusCode).toBe(204);
    const again = await injectCall(app, manager, C.revokeApiToken, {
      params: { tokenId: revoked.id },
    });
    expect(again.statusCode).toBe(404);
    const expired = await create(manager, { expiresInDays: 1 });
    await database.pool.query(
      "UPDATE api_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [expired.id],
    );
    const unknown = `${revoked.prefix}_${'A'.repeat(43)}`;
    const cases: [Record<string, string>, RegExp][] = [
      [bearer(revoked.secret), /revoked/],
      [bearer(expired.secret), /expired/],
      [bearer(unknown), /not valid/],
      [bearer('not-a-token'), /Bearer <token>/],
      [{ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /Bearer <token>/],
    ];
    for (const [headers, reason] of cases) {
      const response = await getWith(viewFilterUrl, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().message).toMatch(reason);
    }
    const list = apiTokenListSchema.parse((await injectCall(app, manager, C.listApiTokens)).json());
    expect(list.tokens.map((token) => token.id)).not.toContain(revoked.id);
  });

  it("stops a deactivated user's tokens", async () => {
    const session = await addUser('leaver@token.test', 'USER');
    const { secret } = await create(session);
    const date = C.getCurrentDate.path;
    expect((await getWith(date, bearer(secret))).statusCode).toBe(200);
    await database.pool.query('UPDATE users SET active = false WHERE id = $1', [session.userId]);
    const response = await getWith(date, bearer(secret));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/deactivated/);
  });

  it('refuses tokens with 403 on writes, administration and token management', async () => {
    const { secret } = await create(manager);
    const put = await app.inject({
      method: 'PUT',
      url: C.saveActionsHistory.path,
      headers: bearer(secret),
      payload: { actionsHistoryJson: '{}' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toMatch(/saveActionsHistory needs a signed-in session/);
    for (const call of [C.listApiTokens, C.listUsers, C.checkCredentials]) {
      const response = await getWith(call.path, bearer(secret));
      expect(response.statusCode, call.id).toBe(403);
    }
  });

  it('imports with the import scope only, and keeps CSRF when a cookie comes along', async () => {
    const admin = await addUser('importer@token.test', 'ADMIN');
    const file = await readFile(path.join(examples, 'reference.csv'));
    const importer = await create(admin, { scopes: ['read', 'import'] });
    const imported = await upload(bearer(importer.secret), 'reference.csv', file);
    expect(imported.statusCode, imported.body).toBe(200);
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS n FROM properties WHERE client_id = $1',
      [clientId],
    );
    expect(rows[0].n).toBeGreaterThan(0);

    const reader = await create(admin, { scopes: ['read'] });
    const refused = await upload(bearer(reader.secret), 'reference.csv', file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/import scope/);

    const { [CSRF_HEADER]: _csrf, ...cookieOnly } = admin.headers;
    const both = await upload({ ...cookieOnly, ...bearer(importer.secret) }, 'reference.csv', file);
    expect(both.statusCode).toBe(403);
    expect(both.json().message).toMatch(/CSRF/);

    const notAdmin = await injectCall(app, manager, C.createApiToken, {
      body: { name: 'Import', scopes: ['import'], expiresInDays: null },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().field).toBe('scopes');
  });

  it('writes last_used_at at most once a minute', async () => {
    const { id, secret } = await create(manager);
    const lastUsed = async () =>
      (await database.pool.query('SELECT last_used_at FROM api_tokens WHERE id = $1', [id])).rows[0]
        .last_used_at as Date | null;
    await getWith(C.getCurrentDate.path, bearer(secret));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await getWith(C.getCurrentDate.path, bearer(secret));
    expect(await lastUsed()).toEqual(first);
    await database.pool.query(
      "UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1",
      [id],
    );
    await getWith(C.getCurrentDate.path, bearer(secret));
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it('answers 400 naming the field for a bad token and stores nothing', async () => {
    const before = await database.pool.query('SELECT count(*)::int AS n FROM api_tokens');
    const bodies: [unknown, string][] = [
      [{ name: 'a\u0000b', scopes: ['read'], expiresInDays: null }, 'name'],
      [{ name: ' ', scopes: ['read'], expiresInDays: null }, 'name'],
      [{ name: 'Script', scopes: [], expiresInDays: null }, 'scopes'],
      [{ name: 'Script', scopes: ['write'], expiresInDays: null }, 'scopes.0'],
      [{ name: 'Script', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays'],
    ];
    for (const [body, field] of bodies) {
      const response = await injectCall(app, manager, C.createApiToken, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const after = await database.pool.query('SELECT count(*)::int AS n FROM api_tokens');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('limits live tokens per user with 409', async () => {
    const session = await addUser('hoarder@token.test', 'USER');
    for (let i = 0; i < MAX_API_TOKENS; i++) await create(session, { name: `Token ${i}` });
    const response = await injectCall(app, session, C.createApiToken, {
      body: { name: 'One too many', scopes: ['read'], expiresInDays: null },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/revoke one/);
  });

  it('documents the bearer scheme on exactly the calls that accept tokens', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const secured = Object.values(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap((operations) => Object.values(operations))
      .filter((op) => (op as { security?: unknown[] }).security?.length)
      .map((op) => (op as { operationId: string }).operationId);
    const accepting = API_CALL_LIST.filter((call) => call.tokenAccess).map((call) => call.id);
    expect(secured.sort()).toEqual(accepting.sort());
    expect(accepting).toContain(C.importFile.id);
    expect(doc.info.description).toMatch(/Authorization: Bearer/);
  });
});
