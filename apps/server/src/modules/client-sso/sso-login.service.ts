import { timingSafeEqual } from 'node:crypto';
import { emailDomainAllowed, type SsoFailure } from '@lens/domain';
import * as oidc from 'openid-client';
import type pg from 'pg';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SignedIn } from '../auth/auth.service.ts';
import { FetchFailed, FetchRefused, type FetchPolicy } from '../connectors/safe-fetch.ts';
import { createSession, tokenHash } from '../auth/session.queries.ts';
import { findAccountByEmail } from '../auth/users.queries.ts';
import {
  findSsoSettings,
  insertSsoAttempt,
  listEnabledSso,
  takeSsoAttempt,
  type SsoSettings,
} from './client-sso.queries.ts';
import { entryPathOf, SSO_CALLBACK_PATH } from './client-sso.service.ts';
import { discoverProvider, SSO_SCOPE } from './sso-provider.ts';

/** Long enough to type a password and answer a second factor at the provider. */
export const SSO_ATTEMPT_MINUTES = 10;

/** A sign-in that ends on the sign-in screen with the message of `failure`. */
export class SsoRejected extends Error {
  constructor(
    readonly failure: SsoFailure,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

export interface SsoDeps {
  pool: pg.Pool;
  box: SecretBox;
  /** How the provider may be reached (CONNECTOR_ALLOW_HOSTS names private hosts allowed). */
  fetchPolicy: FetchPolicy;
}

/**
 * Starts the authorization code flow for the client entered at `entryPath`: a fresh state, nonce
 * and PKCE verifier are kept server-side under the state's hash, and the browser is sent to the
 * provider. The caller binds the state to the browser with a cookie.
 */
export async function startSso(
  deps: SsoDeps,
  entryPath: string,
  origin: string,
  loginHint: string | null,
): Promise<{ location: string; state: string }> {
  const settings = (await listEnabledSso(deps.pool)).find((s) => entryPathOf(s) === entryPath);
  if (!settings) throw new SsoRejected('unavailable', `no client signs in at ${entryPath}`);
  const config = await providerOf(deps, settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  // Normalised (no default port), as the provider and the code exchange will write it.
  const redirectUri = new URL(SSO_CALLBACK_PATH, origin).href;
  await insertSsoAttempt(
    deps.pool,
    tokenHash(state),
    { clientId: settings.clientId, codeVerifier, nonce, redirectUri },
    SSO_ATTEMPT_MINUTES,
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SSO_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { location: url.href, state };
}

/**
 * Finishes the flow at the callback: the state must be the one this browser started and still
 * fresh; the code is exchanged with the PKCE verifier and the ID token checked (signature against
 * the provider's JWKS, issuer, audience, expiry, nonce); its email must be verified unless the
 * client says otherwise, in an allowed domain, and the address of an active user of that client.
 */
export async function finishSso(
  deps: SsoDeps,
  query: string,
  browserState: string | undefined,
): Promise<SignedIn> {
  const params = new URLSearchParams(query);
  const state = params.get('state');
  if (!state || !browserState || !sameText(state, browserState)) {
    throw new SsoRejected('state', 'the state does not match the cookie of this browser');
  }
  const attempt = await takeSsoAttempt(deps.pool, tokenHash(state));
  if (!attempt) throw new SsoRejected('state', 'unknown or already used state');
  if (attempt.expired) throw new SsoRejected('expired', 'the attempt expired');
  const providerError = params.get('error');
  if (providerError) {
    throw new SsoRejected(
      providerError === 'access_denied' ? 'denied' : 'provider',
      `the provider answered ${providerError}: ${params.get('error_description') ?? ''}`,
    );
  }
  const settings = await findSsoSettings(deps.pool, attempt.clientId);
  if (!settings?.enabled) throw new SsoRejected('unavailable', 'single sign-on was switched off');
  const config = await providerOf(deps, settings);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, new URL(`${attempt.redirectUri}?${query}`), {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new SsoRejected(
      fromProvider(error) ? 'provider' : 'token',
      'the code exchange or the ID token failed',
      { cause: error },
    );
  }
  const claims = tokens.claims()!;
  const email = typeof claims.email === 'string' ? claims.email : null;
  if (!email) throw new SsoRejected('provider', 'the ID token has no email claim');
  if (settings.requireVerifiedEmail && claims.email_verified !== true) {
    throw new SsoRejected('unverified', `${email} is not verified by the provider`);
  }
  if (!emailDomainAllowed(email, settings.allowedDomains)) {
    throw new SsoRejected('domain', `${email} is outside the allowed domains`);
  }
  const account = await findAccountByEmail(deps.pool, email);
  if (!account?.active) throw new SsoRejected('unknown_user', `no active user ${email}`);
  if (account.user.clientId !== settings.clientId) {
    throw new SsoRejected('wrong_client', `${email} belongs to client ${account.user.clientId}`);
  }
  return { user: account.user, ...(await createSession(deps.pool, account.user.id)) };
}

async function providerOf(deps: SsoDeps, settings: SsoSettings): Promise<oidc.Configuration> {
  const secret = settings.clientSecret === null ? null : deps.box.open(settings.clientSecret);
  if (!settings.issuer || !settings.providerClientId || secret === null) {
    throw new SsoRejected(
      'provider',
      `client ${settings.clientId}: settings incomplete or the secret cannot be decrypted with SECRETS_KEY`,
    );
  }
  try {
    return await discoverProvider(
      { issuer: settings.issuer, clientId: settings.providerClientId, clientSecret: secret },
      deps.fetchPolicy,
    );
  } catch (error) {
    throw new SsoRejected('provider', 'discovery failed', { cause: error });
  }
}

/** Failures of the provider or the way to it, as opposed to an answer that fails the checks. */
function fromProvider(error: unknown): boolean {
  return (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'TimeoutError') ||
    // openid-client wraps what the safe fetch throws.
    (error instanceof oidc.ClientError &&
      (error.cause instanceof FetchFailed || error.cause instanceof FetchRefused)) ||
    (error instanceof oidc.ClientError &&
      ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? ''))
  );
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
