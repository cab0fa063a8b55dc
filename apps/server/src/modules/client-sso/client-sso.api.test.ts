import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import {
  ACCOUNT_CALLS,
  ADMIN_CLIENT_CALLS,
  adminClientSchema,
  CLIENT_SSO_CALLS as CALLS,
  clientSsoSchema,
  discoveryTestResultSchema,
  errorResponseSchema,
  ssoLookupResponseSchema,
} from '@lens/contracts';
import { ssoSlug } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';
import { DISCOVERY_UNREADABLE, NO_SSO_FOR_EMAIL } from './client-sso.service.ts';
import { configureSso } from '../../test-support/sso-test-kit.ts';

describe('single sign-on settings, discovery test and email lookup', () => {
  let app: FastifyInstance;
  let database: Database;
  let provider: OidcTestProvider;
  let admin: TestSession;
  let manager: TestSession;
  let clientId: number;
  let clientName: string;

  const as = (
    session: TestSession | null,
    call: Parameters<typeof injectCall>[2],
    request?: CallRequest,
  ) => injectCall(app, session, call, request);
  const settingsBody = (extra: Record<string, unknown> = {}) => ({
    enabled: true,
    issuer: provider.issuer,
    clientId: provider.clientId,
    allowedDomains: [],
    requireVerifiedEmail: true,
    ...extra,
  });

  beforeAll(async () => {
    app = await createTestApp({
      secretsKey: 'api-test-secrets-key-0123456789abcdef',
      connectorAllowHosts: ['127.0.0.1'],
    });
    database = testDatabase();
    provider = await startOidcTestProvider();
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    clientId = await createClient(database, 'Sso settings');
    clientName = (
      await database.pool.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [
        clientId,
      ])
    ).rows[0]!.name;
  });

  afterAll(async () => {
    await provider.close();
    await app.close();
    await database.close();
  });

  it('is for administrators only', async () => {
    const params = { clientId };
    expect((await as(null, CALLS.getClientSso, { params })).statusCode).toBe(401);
    expect((await as(manager, CALLS.getClientSso, { params })).statusCode).toBe(403);
    const write = await as(manager, CALLS.updateClientSso, { params, body: settingsBody() });
    expect(write.statusCode).toBe(403);
    const discovery = await as(manager, CALLS.testSsoDiscovery, {
      body: { issuer: provider.issuer },
    });
    expect(discovery.statusCode).toBe(403);
    expect(
      (await as(admin, CALLS.getClientSso, { params: { clientId: 999_999 } })).statusCode,
    ).toBe(404);
  });

  it('starts switched off, at the entry path of the client name', async () => {
    const sso = clientSsoSchema.parse(
      (await as(admin, CALLS.getClientSso, { params: { clientId } })).json(),
    );
    expect(sso).toMatchObject({
      enabled: false,
      secretSet: false,
      entryPath: `/sso/${ssoSlug(clientName)}`,
      callbackPath: '/auth/sso/callback',
    });
  });

  it('needs a secret to switch on, then keeps it encrypted and never sends it back', async () => {
    const params = { clientId };
    const missing = await as(admin, CALLS.updateClientSso, { params, body: settingsBody() });
    expect(missing.statusCode).toBe(400);
    expect(errorResponseSchema.parse(missing.json()).field).toBe('clientSecret');
    const badIssuer = await as(admin, CALLS.updateClientSso, {
      params,
      body: settingsBody({ issuer: 'http://idp.example.com', clientSecret: 'x' }),
    });
    expect(errorResponseSchema.parse(badIssuer.json()).field).toBe('issuer');

    const secret = 'the-client-secret-value';
    const saved = await as(admin, CALLS.updateClientSso, {
      params,
      body: settingsBody({ clientSecret: secret, allowedDomains: ['@SSO-Settings.Example'] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secret);
    expect(clientSsoSchema.parse(saved.json())).toMatchObject({
      enabled: true,
      issuer: provider.issuer,
      clientId: provider.clientId,
      secretSet: true,
      secretEncrypted: true,
      allowedDomains: ['sso-settings.example'],
    });
    const stored = await database.pool.query<{ client_secret: string }>(
      'SELECT client_secret FROM client_sso WHERE client_id = $1',
      [clientId],
    );
    expect(stored.rows[0]!.client_secret).not.toContain(secret);
    const client = await as(admin, ADMIN_CLIENT_CALLS.getClient, { params });
    expect(adminClientSchema.parse(client.json()).ssoEnabled).toBe(true);

    // Leaving the secret out keeps it; the read never shows it either.
    const kept = await as(admin, CALLS.updateClientSso, {
      params,
      body: settingsBody({ allowedDomains: ['sso-settings.example'] }),
    });
    expect(clientSsoSchema.parse(kept.json()).secretSet).toBe(true);
    const read = await as(admin, CALLS.getClientSso, { params });
    expect(read.body).not.toContain(secret);
    expect(read.body).not.toContain(stored.rows[0]!.client_secret);
  });

  it('refuses a domain another client already routes to', async () => {
    const other = await createClient(database, 'Sso other');
    const clash = await as(admin, CALLS.updateClientSso, {
      params: { clientId: other },
      body: settingsBody({ clientSecret: 's', allowedDomains: ['sso-settings.example'] }),
    });
    expect(clash.statusCode).toBe(409);
    expect(errorResponseSchema.parse(clash.json()).field).toBe('allowedDomains');
  });

  it('reports the endpoints of a discovery document, or what is wrong', async () => {
    const found = discoveryTestResultSchema.parse(
      (await as(admin, CALLS.testSsoDiscovery, { body: { issuer: provider.issuer } })).json(),
    );
    expect(found).toEqual({
      ok: true,
      issuer: provider.issuer,
      authorizationEndpoint: `${provider.issuer}/authorize`,
      tokenEndpoint: `${provider.issuer}/token`,
      jwksUri: `${provider.issuer}/jwks`,
      userinfoEndpoint: null,
      scopes: ['openid', 'email', 'profile'],
    });
    const wellKnown = await as(admin, CALLS.testSsoDiscovery, {
      body: { issuer: `${provider.issuer}/.well-known/openid-configuration` },
    });
    expect(wellKnown.json()).toMatchObject({ ok: true, issuer: provider.issuer });

    const insecure = await as(admin, CALLS.testSsoDiscovery, {
      body: { issuer: 'http://idp.example.com' },
    });
    expect(insecure.statusCode).toBe(400);
    expect(errorResponseSchema.parse(insecure.json()).field).toBe('issuer');
  });

  it('answers one message for every address it cannot read a discovery document at', async () => {
    const discover = async (issuer: string) =>
      (await as(admin, CALLS.testSsoDiscovery, { body: { issuer } })).json();
    const unreadable = { ok: false, message: DISCOVERY_UNREADABLE };

    const closed = await startOidcTestProvider();
    await closed.close();
    // A port that speaks something other than HTTP, as an SSH or database server would.
    const other = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    // An HTTP server whose pages are no discovery document.
    const channel = createHttpServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome</h1>'),
    );
    await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
      expect(await discover(closed.issuer)).toEqual(unreadable);
      expect(await discover(`http://127.0.0.1:${port(other)}`)).toEqual(unreadable);
      expect(await discover(`http://127.0.0.1:${port(channel)}`)).toEqual(unreadable);
      expect(await discover(`${provider.issuer}/tenant`)).toEqual(unreadable);
    } finally {
      other.close();
      channel.close();
    }
  });

  it('refuses loopback and private providers unless CONNECTOR_ALLOW_HOSTS names them', async () => {
    const guarded = await createTestApp();
    try {
      const discover = async (issuer: string) =>
        (await injectCall(guarded, admin, CALLS.testSsoDiscovery, { body: { issuer } })).json();
      const unreadable = { ok: false, message: DISCOVERY_UNREADABLE };
      const fetched = provider.requests.length;
      expect(await discover(provider.issuer)).toEqual(unreadable);
      expect(await discover(provider.issuer.replace('127.0.0.1', 'localhost'))).toEqual(unreadable);
      expect(provider.requests.length).toBe(fetched);
      for (const issuer of [
        'https://10.0.0.8',
        'https://192.168.1.20/realms/lens',
        'https://169.254.169.254/latest',
        'https://192.0.2.10',
        'https://[fd00::1]',
        'https://[64:ff9b::a00:8]',
      ]) {
        expect(await discover(issuer), issuer).toEqual(unreadable);
      }
      // The app whose CONNECTOR_ALLOW_HOSTS names 127.0.0.1 reads the same provider.
      const allowed = await as(admin, CALLS.testSsoDiscovery, {
        body: { issuer: provider.issuer },
      });
      expect(allowed.json()).toMatchObject({ ok: true });
    } finally {
      await guarded.close();
    }
  });

  it("finds the single sign-on of a work email's domain, and says when there is none", async () => {
    const found = await as(null, CALLS.lookupSso, {
      body: { email: 'Someone@SSO-settings.example' },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(ssoLookupResponseSchema.parse(found.json()).path).toBe(
      `/sso/${ssoSlug(clientName)}?login_hint=Someone%40SSO-settings.example`,
    );
    const none = await as(null, CALLS.lookupSso, { body: { email: 'manager@demo.local' } });
    expect(none.statusCode).toBe(404);
    expect(errorResponseSchema.parse(none.json())).toMatchObject({
      message: NO_SSO_FOR_EMAIL,
      field: 'email',
    });
  });

  it("finds it through the account's client when no domain is listed", async () => {
    const demo = await sessionFor(database, 'other@demo.local');
    const { rows } = await database.pool.query<{ client_id: number }>(
      'SELECT client_id FROM users WHERE id = $1',
      [demo.userId],
    );
    const otherClient = rows[0]!.client_id;
    const { entryPath } = await configureSso(app, admin, otherClient, provider);
    try {
      const found = await as(null, CALLS.lookupSso, { body: { email: 'other@demo.local' } });
      expect(ssoLookupResponseSchema.parse(found.json()).path).toBe(
        `${entryPath}?login_hint=other%40demo.local`,
      );
    } finally {
      await configureSso(app, admin, otherClient, provider, { enabled: false });
    }
  });

  it('leaves /conf.json to the LOGIN_PATH setting', async () => {
    expect((await as(null, ACCOUNT_CALLS.getConf)).json()).toEqual({
      loginPath: null,
      mapStyleUrl: null,
    });
  });
});
