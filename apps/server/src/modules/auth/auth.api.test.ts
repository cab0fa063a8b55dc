import { errorResponseSchema } from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { sessionFor } from '../../test-support/sessions.ts';
import { BAD_CREDENTIALS } from './auth.service.ts';
import { CSRF_HEADER, requireUser, SESSION_COOKIE } from './session-plugin.ts';
import { tokenHash } from './session.queries.ts';
import {
  freshAddress,
  sessionHeaders,
  signIn,
  testAccounts,
  type TestAccount,
} from '../../test-support/test-accounts.ts';

describe('sign-in, sign-out and route guards', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let newAccount: Awaited<ReturnType<typeof testAccounts>>;
  let account: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    // A write of another module, to see the CSRF guard cover the whole app.
    app.post('/dashboard/test-write', { onRequest: requireUser }, async () => ({ written: true }));
    database = testDatabase();
    newAccount = await testAccounts(database, 'Auth test client');
    account = await newAccount();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const credentials = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/dashboard/check_credentials_validity', headers });

  it('signs in with an HttpOnly, SameSite=Lax session cookie and a readable CSRF cookie', async () => {
    const response = await signIn(app, account.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.id,
      email: account.email,
      role: 'USER',
    });
    const session = response.cookies.find((c) => c.name === 'lens_session');
    const csrf = response.cookies.find((c) => c.name === 'lens_csrf');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeUndefined();
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeUndefined();

    const check = await credentials(sessionHeaders(response));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ user: response.json().user });
  });

  it('marks both cookies Secure when configured', async () => {
    const secureApp = await createTestApp({ cookieSecure: true });
    try {
      const response = await signIn(secureApp, account.email, account.password);
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((c) => [c.name, c.secure])).toEqual([
        ['lens_session', true],
        ['lens_csrf', true],
      ]);
    } finally {
      await secureApp.close();
    }
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await signIn(app, account.email, 'not-the-password');
    const unknownEmail = await signIn(app, 'nobody-here@test.local', account.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: BAD_CREDENTIALS,
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('refuses an inactive user with the right password, the same way', async () => {
    const inactive = await newAccount({ active: false });
    const response = await signIn(app, inactive.email, inactive.password);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(BAD_CREDENTIALS);
  });

  it('signs out: the session ends and both cookies are cleared', async () => {
    const headers = sessionHeaders(await signIn(app, account.email, account.password));
    const response = await app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(response.statusCode).toBe(204);
    for (const name of ['lens_session', 'lens_csrf']) {
      const cleared = response.cookies.find((c) => c.name === name);
      expect(cleared?.value, name).toBe('');
      expect(cleared?.expires?.getTime(), name).toBeLessThan(Date.now());
    }
    expect((await credentials(headers)).statusCode).toBe(401);
  });

  /** A fresh sign-in: its request headers and its session's stored token hash. */
  const signedInSession = async () => {
    const login = await signIn(app, account.email, account.password);
    const hash = tokenHash(login.cookies.find((c) => c.name === SESSION_COOKIE)!.value);
    return { headers: sessionHeaders(login), hash };
  };

  it("writes a session's use down at most once a minute, not on every request", async () => {
    const { headers, hash } = await signedInSession();
    const lastSeen = (ago: string) =>
      database.pool.query(
        `UPDATE sessions SET last_seen_at = now() - $2::interval, expires_at = now() + interval '1 day'
         WHERE token_hash = $1`,
        [hash, ago],
      );
    const state = async () =>
      (
        await database.pool.query<{ seen: string; ends: string; fresh: boolean }>(
          `SELECT last_seen_at::text AS seen, expires_at::text AS ends,
                  last_seen_at > now() - interval '10 seconds' AS fresh
           FROM sessions WHERE token_hash = $1`,
          [hash],
        )
      ).rows[0]!;

    await lastSeen('30 seconds');
    const before = await state();
    expect((await credentials(headers)).statusCode).toBe(200);
    expect(await state()).toEqual(before);

    await lastSeen('2 minutes');
    expect((await credentials(headers)).statusCode).toBe(200);
    const after = await state();
    expect(after.fresh).toBe(true);
    expect(after.ends > before.ends).toBe(true);
  });

  it('ends a session SESSION_MAX_DAYS after sign-in, however often it is used', async () => {
    const { headers, hash } = await signedInSession();
    // Signed in `days` ago and used every day since, so the sliding end is still days away.
    const signedInDaysAgo = (days: number) =>
      database.pool.query(
        `UPDATE sessions SET created_at = now() - make_interval(mins => $2),
           last_seen_at = now() - interval '1 day', expires_at = now() + interval '6 days'
         WHERE token_hash = $1`,
        [hash, days * 24 * 60],
      );
    const endsInHours = async () =>
      (
        await database.pool.query<{ hours: number }>(
          `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours
           FROM sessions WHERE token_hash = $1`,
          [hash],
        )
      ).rows[0]!.hours;

    await signedInDaysAgo(29.5);
    expect((await credentials(headers)).statusCode).toBe(200);
    // Using it moves the end on by 7 days, but not past the 30th day.
    expect(Number(await endsInHours())).toBeCloseTo(12, 0);

    const shortLived = await createTestApp({ sessionMaxDays: 7 });
    try {
      await signedInDaysAgo(8);
      expect((await credentials(headers)).statusCode).toBe(200);
      const refused = await shortLived.inject({
        method: 'GET',
        url: '/dashboard/check_credentials_validity',
        headers,
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }

    await signedInDaysAgo(30 + 1 / 24 / 60);
    expect((await credentials(headers)).statusCode).toBe(401);
  });

  it('requires the session CSRF token on cookie-authenticated writes anywhere in the app', async () => {
    const login = await signIn(app, account.email, account.password);
    const headers = sessionHeaders(login);
    const write = (extra: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/dashboard/test-write',
        headers: { ...headers, ...extra },
      });

    const missing = await write({ [CSRF_HEADER]: '' });
    expect(missing.statusCode).toBe(403);
    expect(errorResponseSchema.parse(missing.json()).message).toContain(CSRF_HEADER);
    expect((await write({ [CSRF_HEADER]: 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await write({})).json()).toEqual({ written: true });

    // Without a session there is nothing to forge: anonymous writes get the 401 of their route.
    const anonymous = await app.inject({ method: 'POST', url: '/dashboard/test-write' });
    expect(anonymous.statusCode).toBe(401);
    // Signing in again over a session needs no token.
    const again = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { cookie: headers.cookie! },
      payload: { email: account.email, password: account.password },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(200);
    // Signing out is a write like any other.
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: headers.cookie! },
    });
    expect(logout.statusCode).toBe(403);
  });

  it('refuses writes from another origin, and accepts its own', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email, password: account.password },
      remoteAddress: freshAddress(),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toEqual([]);
    const own = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: app.config.publicUrl },
      payload: { email: account.email, password: account.password },
      remoteAddress: freshAddress(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('guards: credentials answer 401 when anonymous; user rights 200 for admins, 403 for users', async () => {
    expect((await credentials()).statusCode).toBe(401);
    const rights = async (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/dashboard/check_user_rights', headers });
    const admin = await rights((await sessionFor(database, 'admin@demo.local')).headers);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ admin: true });
    expect(
      (await rights((await sessionFor(database, 'manager@demo.local')).headers)).statusCode,
    ).toBe(403);
    expect((await rights()).statusCode).toBe(401);
  });
});
