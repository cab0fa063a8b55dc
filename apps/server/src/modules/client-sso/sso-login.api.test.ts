import { ACCOUNT_CALLS, credentialsResponseSchema } from '@lens/contracts';
import { SSO_FAILURES } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { injectCall } from '../../test-support/inject-call.ts';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { SESSION_COOKIE } from '../auth/session-plugin.ts';
import { testAccounts } from '../../test-support/test-accounts.ts';
import { SSO_STATE_COOKIE } from './client-sso.routes.ts';
import { configureSso, outcome, signInThroughProvider } from '../../test-support/sso-test-kit.ts';

describe('single sign-on with OpenID Connect', () => {
  let app: FastifyInstance;
  let database: Database;
  let provider: OidcTestProvider;
  let admin: TestSession;
  let entryPath: string;
  let userEmail: string;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp({
      secretsKey: 'api-test-secrets-key-0123456789abcdef',
      connectorAllowHosts: ['127.0.0.1'],
    });
    database = testDatabase();
    provider = await startOidcTestProvider();
    admin = await sessionFor(database, 'admin@demo.local');
    const newAccount = await testAccounts(database, 'Sso login');
    const account = await newAccount();
    userEmail = account.email;
    userId = account.id;
    const { rows } = await database.pool.query<{ client_id: number }>(
      'SELECT client_id FROM users WHERE id = $1',
      [userId],
    );
    ({ entryPath } = await configureSso(app, admin, rows[0]!.client_id, provider));
  });

  afterEach(() => {
    provider.user = { sub: 'sub-1', email: userEmail, emailVerified: true };
    provider.tampering = {};
  });

  afterAll(async () => {
    await provider.close();
    await app.close();
    await database.close();
  });

  it('sends the browser to the provider with PKCE, state, nonce and a state cookie', async () => {
    const start = await app.inject({ method: 'GET', url: `${entryPath}?login_hint=a%40b.example` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/authorize`);
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('redirect_uri')).toMatch(/\/auth\/sso\/callback$/);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('login_hint')).toBe('a@b.example');
    const cookie = start.cookies.find((c) => c.name === SSO_STATE_COOKIE)!;
    expect(cookie).toMatchObject({ value: q.get('state'), httpOnly: true, sameSite: 'Lax' });
    // The verifier stays on the server: only its hash travels.
    const stored = await database.pool.query<{ code_verifier: string }>(
      'SELECT code_verifier FROM sso_attempts ORDER BY created_at DESC LIMIT 1',
    );
    expect(authorize.href).not.toContain(stored.rows[0]!.code_verifier);
  });

  it('signs the mapped user in with the normal session cookie', async () => {
    provider.user = { sub: 'sub-1', email: userEmail.toUpperCase(), emailVerified: true };
    const { done } = await signInThroughProvider(app, entryPath);
    expect(outcome(done)).toBe('complete');
    const session = done.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    const credentials = await injectCall(
      app,
      { userId, headers: { cookie: `${SESSION_COOKIE}=${session.value}` } },
      ACCOUNT_CALLS.checkCredentials,
    );
    expect(credentialsResponseSchema.parse(credentials.json()).user).toMatchObject({
      id: userId,
      email: userEmail,
    });
    expect(provider.requests).toContain('GET /jwks');
  });

  it('refuses a state this browser did not start, and a state used twice', async () => {
    const forged = await signInThroughProvider(app, entryPath, { state: 'x'.repeat(43) });
    expect(outcome(forged.done)).toBe('state');
    expect(forged.done.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);

    const { callback, browserState } = await signInThroughProvider(app, entryPath);
    const replay = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { [SSO_STATE_COOKIE]: browserState! },
    });
    expect(outcome(replay)).toBe('state');
    const noCookie = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(outcome(noCookie)).toBe('state');
  });

  it('says the attempt expired when the callback comes too late', async () => {
    const start = await app.inject({ method: 'GET', url: entryPath });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    await database.pool.query(
      `UPDATE sso_attempts SET expires_at = now() - interval '1 minute'
       WHERE created_at = (SELECT max(created_at) FROM sso_attempts)`,
    );
    const late = await app.inject({
      method: 'GET',
      url: `/auth/sso/callback?code=whatever&state=${state}`,
      cookies: { [SSO_STATE_COOKIE]: state },
    });
    expect(outcome(late)).toBe('expired');
  });

  it.each([
    ['a wrong nonce', { nonce: 'not-the-nonce' }],
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'http://127.0.0.1:1' }],
    ['an expired token', { expiresIn: -120 }],
    ['a key the provider does not publish', { foreignKey: true }],
  ])('refuses an ID token with %s', async (_case, tampering) => {
    provider.tampering = tampering;
    const { done } = await signInThroughProvider(app, entryPath);
    expect(outcome(done)).toBe('token');
    expect(done.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
  });

  it.each([
    ['an unknown email', () => ({ email: 'nobody@nowhere.example' }), 'unknown_user'],
    ["another client's user", () => ({ email: 'manager@demo.local' }), 'wrong_client'],
    ['an unverified email', () => ({ email: userEmail, emailVerified: false }), 'unverified'],
    ['no email at all', () => ({ email: undefined }), 'provider'],
  ] as const)('refuses %s with a clear message', async (_case, user, failure) => {
    provider.user = { sub: 'sub-2', emailVerified: true, ...user() };
    const { done } = await signInThroughProvider(app, entryPath);
    expect(outcome(done)).toBe(failure);
    expect(SSO_FAILURES[failure]).toBeTruthy();
    expect(done.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
  });

  it('refuses an inactive user, and reports a refusal at the provider', async () => {
    await database.pool.query('UPDATE users SET active = false WHERE id = $1', [userId]);
    try {
      expect(outcome((await signInThroughProvider(app, entryPath)).done)).toBe('unknown_user');
    } finally {
      await database.pool.query('UPDATE users SET active = true WHERE id = $1', [userId]);
    }
    provider.tampering = { authorizeError: 'access_denied' };
    expect(outcome((await signInThroughProvider(app, entryPath)).done)).toBe('denied');
  });

  it('sends an unknown entry path, or a provider that is down, to the sign-in screen', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/sso/no-such-client' });
    expect(outcome(unknown)).toBe('unavailable');
    const closed = await startOidcTestProvider();
    await closed.close();
    const account = await (await testAccounts(database, 'Sso provider down'))();
    const { rows } = await database.pool.query<{ client_id: number }>(
      'SELECT client_id FROM users WHERE id = $1',
      [account.id],
    );
    const down = await configureSso(app, admin, rows[0]!.client_id, closed);
    const start = await app.inject({ method: 'GET', url: down.entryPath });
    expect(outcome(start)).toBe('provider');
  });
});
