import { CLIENT_SSO_CALLS, type ClientSsoInput } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectCall } from './inject-call.ts';
import type { OidcTestProvider } from './oidc-test-provider.ts';
import type { TestSession } from './sessions.ts';
import { SSO_STATE_COOKIE } from '../modules/client-sso/client-sso.routes.ts';

/** Switches a client's sign-on on, pointing at the test provider. */
export async function configureSso(
  app: FastifyInstance,
  admin: TestSession,
  clientId: number,
  provider: OidcTestProvider,
  extra: Partial<ClientSsoInput> = {},
) {
  const response = await injectCall(app, admin, CLIENT_SSO_CALLS.updateClientSso, {
    params: { clientId },
    body: {
      enabled: true,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      allowedDomains: [],
      requireVerifiedEmail: true,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entryPath: string }>();
}

/**
 * Goes through the flow as a browser would: the app's entry redirects to the provider, the
 * provider (over real HTTP) redirects back with a code, and the callback answers. `state` replaces
 * the browser's state cookie, to play a browser that did not start the sign-in.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  entryPath: string,
  { state }: { state?: string } = {},
) {
  const start = await app.inject({ method: 'GET', url: entryPath });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const browserState = start.cookies.find((c) => c.name === SSO_STATE_COOKIE)?.value;
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location')!);
  const cookieState = state ?? browserState;
  const done = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: cookieState === undefined ? {} : { [SSO_STATE_COOKIE]: cookieState },
  });
  return { start, authorize, callback, done, browserState };
}

/** Where a finished callback sent the browser: the failure code, or 'complete'. */
export function outcome(done: { statusCode: number; headers: Record<string, unknown> }) {
  expect(done.statusCode).toBe(302);
  const location = new URL(String(done.headers.location), 'http://app.test');
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('sso_error') ?? location.searchParams.get('sso');
}
