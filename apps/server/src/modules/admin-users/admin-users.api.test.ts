import {
  ADMIN_USER_CALLS as CALLS,
  API_CALLS,
  adminUserSchema,
  createdUserSchema,
  errorResponseSchema,
  userListResponseSchema,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';
import type { MailMessage } from '../mail/mailer.ts';

describe('admin users API', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let clientId: number;
  let otherClientId: number;
  let viewIds: number[];
  let foreignViewId: number;
  const mails: MailMessage[] = [];
  let mailFails = false;

  const as = (call: Parameters<typeof injectCall>[2], request?: CallRequest) =>
    injectCall(app, admin, call, request);

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: `ada-${Math.random().toString(36).slice(2, 10)}@test.local`,
    role: 'USER',
    clientId,
    viewIds,
    ...overrides,
  });

  const expectFieldError = (
    response: Awaited<ReturnType<typeof as>>,
    status: number,
    field: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    const error = errorResponseSchema.parse(response.json());
    expect(error.field).toBe(field);
    expect(error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  };

  const countUsers = async () =>
    (
      await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE client_id = $1',
        [clientId],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        mailer: {
          send: async (message) => {
            if (mailFails) throw new Error('SMTP is down');
            mails.push(message);
          },
        },
      },
    );
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    clientId = await createClient(database, 'Admin users test');
    otherClientId = await createClient(database, 'Admin users other');
    const views = await database.pool.query<{ id: number }>(
      `INSERT INTO views (client_id, name) VALUES ($1, 'North'), ($1, 'South'), ($2, 'Elsewhere')
       RETURNING id`,
      [clientId, otherClientId],
    );
    viewIds = [views.rows[0]!.id, views.rows[1]!.id];
    foreignViewId = views.rows[2]!.id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists users with search and paging', async () => {
    const found = await as(CALLS.listUsers, { query: { search: 'MANAGER@demo' } });
    expect(found.statusCode).toBe(200);
    const page = userListResponseSchema.parse(found.json());
    expect(page.items.map((user) => user.email)).toEqual(['manager@demo.local']);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ role: 'USER', active: true, passwordSet: true });
    expect(page.items[0]!.viewIds).toHaveLength(1);

    const first = userListResponseSchema.parse(
      (await as(CALLS.listUsers, { query: { pageSize: '2' } })).json(),
    );
    const second = userListResponseSchema.parse(
      (await as(CALLS.listUsers, { query: { pageSize: '2', page: '2' } })).json(),
    );
    expect(first.items).toHaveLength(2);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);

    const percent = userListResponseSchema.parse(
      (await as(CALLS.listUsers, { query: { search: '%' } })).json(),
    );
    expect(percent.total).toBe(0);
  });

  it('names the query field at fault', async () => {
    expectFieldError(await as(CALLS.listUsers, { query: { page: '0' } }), 400, 'page');
    expectFieldError(await as(CALLS.listUsers, { query: { pageSize: '501' } }), 400, 'pageSize');
    expectFieldError(await as(CALLS.listUsers, { query: { status: 'gone' } }), 400, 'status');
    expectFieldError(await as(CALLS.listUsers, { query: { sort: 'name' } }), 400, 'sort');
    expectFieldError(await as(CALLS.getUser, { params: { userId: 'abc' } }), 400, 'userId');
    expect((await as(CALLS.getUser, { params: { userId: 999_999 } })).statusCode).toBe(404);
  });

  it('creates a user, emails the password link, and the link opens the account', async () => {
    const input = newUser();
    const response = await as(CALLS.createUser, { body: input });
    expect(response.statusCode, response.body).toBe(200);
    const user = createdUserSchema.parse(response.json());
    expect(user).toMatchObject({
      name: input.name,
      email: input.email,
      role: 'USER',
      clientId,
      active: true,
      passwordSet: false,
      passwordLinkSent: true,
    });
    expect(user.viewIds).toEqual([...viewIds].sort((a, b) => a - b));

    const mail = mails.find((message) => message.to === input.email)!;
    expect(mail.subject).toBe('Create your ListingLens password');
    const [, userId, token] = /\/login\/create\/user\/(\d+)\/token\/(\S+)/.exec(mail.text)!;
    expect(Number(userId)).toBe(user.id);
    const set = await app.inject({
      method: 'POST',
      url: API_CALLS.setPassword.path,
      payload: { userId: user.id, token, password: 'a brand new password', purpose: 'create' },
    });
    expect(set.statusCode).toBe(204);
    const login = await app.inject({
      method: 'POST',
      url: API_CALLS.login.path,
      payload: { email: input.email, password: 'a brand new password' },
      remoteAddress: '10.200.0.1',
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['name', { name: '   ' }],
    ['email', { email: 'not-an-email' }],
    ['role', { role: 'ROOT' }],
    ['clientId', { clientId: 0 }],
    ['viewIds', { viewIds: 'all' }],
    ['nickname', { nickname: 'Ada' }],
  ])('rejects a bad %s with a 400 naming it, writing nothing', async (field, overrides) => {
    const before = await countUsers();
    expectFieldError(await as(CALLS.createUser, { body: newUser(overrides) }), 400, field);
    expect(await countUsers()).toBe(before);
  });

  it('refuses views of another client and a client that does not exist', async () => {
    const before = await countUsers();
    expectFieldError(
      await as(CALLS.createUser, { body: newUser({ viewIds: [viewIds[0], foreignViewId] }) }),
      400,
      'viewIds',
    );
    expectFieldError(
      await as(CALLS.createUser, { body: newUser({ clientId: 999_999, viewIds: [] }) }),
      400,
      'clientId',
    );
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 naming the email when it is taken, whatever its case', async () => {
    const response = await as(CALLS.createUser, { body: newUser({ email: 'MANAGER@demo.local' }) });
    expectFieldError(response, 409, 'email');
  });

  it('keeps the user when the email cannot be sent, and says so', async () => {
    mailFails = true;
    try {
      const response = await as(CALLS.createUser, { body: newUser() });
      expect(response.statusCode).toBe(200);
      const user = createdUserSchema.parse(response.json());
      expect(user.passwordLinkSent).toBe(false);
      const again = await as(CALLS.sendUserPasswordLink, { params: { userId: user.id } });
      expect(again.statusCode).toBe(503);
      mailFails = false;
      const resend = await as(CALLS.sendUserPasswordLink, { params: { userId: user.id } });
      expect(resend.statusCode).toBe(202);
      expect(mails.some((mail) => mail.to === user.email)).toBe(true);
    } finally {
      mailFails = false;
    }
  });

  it("updates role, client and views, and withdraws the old client's views", async () => {
    const created = createdUserSchema.parse(
      (await as(CALLS.createUser, { body: newUser() })).json(),
    );
    const response = await as(CALLS.updateUser, {
      params: { userId: created.id },
      body: newUser({
        name: 'Ada King',
        email: created.email,
        role: 'ADMIN',
        clientId: otherClientId,
        viewIds: [foreignViewId],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminUserSchema.parse(response.json())).toMatchObject({
      name: 'Ada King',
      role: 'ADMIN',
      clientId: otherClientId,
      viewIds: [foreignViewId],
    });
    expectFieldError(
      await as(CALLS.updateUser, {
        params: { userId: created.id },
        body: newUser({ email: 'admin@demo.local' }),
      }),
      409,
      'email',
    );
    expect(
      (await as(CALLS.updateUser, { params: { userId: 999_999 }, body: newUser() })).statusCode,
    ).toBe(404);
  });

  it('does not let an administrator drop their own ADMIN role or deactivate themself', async () => {
    const self = adminUserSchema.parse(
      (await as(CALLS.getUser, { params: { userId: admin.userId } })).json(),
    );
    const demote = await as(CALLS.updateUser, {
      params: { userId: admin.userId },
      body: {
        name: self.name,
        email: self.email,
        role: 'USER',
        clientId: self.clientId,
        viewIds: self.viewIds,
      },
    });
    expectFieldError(demote, 400, 'role');
    const deactivate = await as(CALLS.setUserActive, {
      params: { userId: admin.userId },
      body: { active: false },
    });
    expectFieldError(deactivate, 400, 'active');
    const after = adminUserSchema.parse(
      (await as(CALLS.getUser, { params: { userId: admin.userId } })).json(),
    );
    expect(after).toMatchObject({ role: 'ADMIN', active: true });
  });

  it('deactivates a user: their sessions end and links stop working; reactivation restores sign-in', async () => {
    const created = createdUserSchema.parse(
      (await as(CALLS.createUser, { body: newUser() })).json(),
    );
    const session = await sessionFor(database, created.email);
    const check = () =>
      app.inject({ method: 'GET', url: API_CALLS.checkCredentials.path, headers: session.headers });
    expect((await check()).statusCode).toBe(200);

    const off = await as(CALLS.setUserActive, {
      params: { userId: created.id },
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(adminUserSchema.parse(off.json()).active).toBe(false);
    expect((await check()).statusCode).toBe(401);
    const link = await as(CALLS.sendUserPasswordLink, { params: { userId: created.id } });
    expect(link.statusCode).toBe(409);

    expectFieldError(
      await as(CALLS.setUserActive, { params: { userId: created.id }, body: { active: 'no' } }),
      400,
      'active',
    );
    const on = await as(CALLS.setUserActive, {
      params: { userId: created.id },
      body: { active: true },
    });
    expect(adminUserSchema.parse(on.json()).active).toBe(true);
  });
});
