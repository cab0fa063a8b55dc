import type {
  ClientSso,
  DiscoveryTestResult,
  SsoLookupResponse,
  clientSsoInputSchema,
} from '@lens/contracts';
import { emailDomain, emailDomainAllowed, ssoEntryPath } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { isEncrypted, type SecretBox } from '../../lib/secret-box.ts';
import { lockClient } from '../admin-clients/admin-clients.queries.ts';
import { findAccountByEmail } from '../auth/users.queries.ts';
import {
  findSsoSettings,
  listEnabledSso,
  saveSsoSettings,
  type SsoSettings,
} from './client-sso.queries.ts';
import type { FetchPolicy } from '../connectors/safe-fetch.ts';
import { discoverProvider } from './sso-provider.ts';

/** Registered at the provider as the redirect URI, on the address users reach the app at. */
export const SSO_CALLBACK_PATH = '/auth/sso/callback';

const CLIENT_NOT_FOUND = 'No client with this id.';

export const entryPathOf = (settings: SsoSettings) =>
  ssoEntryPath({ name: settings.clientName, loginPath: settings.loginPath });

function toClientSso(settings: SsoSettings): ClientSso {
  return {
    enabled: settings.enabled,
    issuer: settings.issuer,
    clientId: settings.providerClientId,
    secretSet: settings.clientSecret !== null,
    secretEncrypted: settings.clientSecret !== null && isEncrypted(settings.clientSecret),
    allowedDomains: settings.allowedDomains,
    requireVerifiedEmail: settings.requireVerifiedEmail,
    entryPath: entryPathOf(settings),
    callbackPath: SSO_CALLBACK_PATH,
    updatedAt: settings.updatedAt,
  };
}

export async function getClientSso(pool: pg.Pool, clientId: number): Promise<ClientSso> {
  const settings = await findSsoSettings(pool, clientId);
  if (!settings) throw new HttpError(404, CLIENT_NOT_FOUND);
  return toClientSso(settings);
}

/**
 * Saves the settings; switching on needs a provider address, a client id and a secret (new or
 * stored). An empty secret clears the stored one. Two clients may not share an entry path or an
 * email domain, or a work email could not tell which provider to go to.
 */
export async function updateClientSso(
  pool: pg.Pool,
  box: SecretBox,
  clientId: number,
  input: z.output<typeof clientSsoInputSchema>,
  userId: number,
): Promise<ClientSso> {
  await withTransaction(pool, async (tx) => {
    if (!(await lockClient(tx, clientId))) throw new HttpError(404, CLIENT_NOT_FOUND);
    const current = (await findSsoSettings(tx, clientId))!;
    const secret = input.clientSecret === undefined ? undefined : input.clientSecret.trim() || null;
    const domains = [...new Set(input.allowedDomains)];
    if (input.enabled) {
      const required = (field: string, message: string) => {
        throw new HttpError(400, `${field}: ${message}`, field);
      };
      if (!input.issuer) required('issuer', 'Enter the provider address to switch sign-on on.');
      if (!input.clientId) required('clientId', 'Enter the client id to switch sign-on on.');
      if (secret === null || (secret === undefined && current.clientSecret === null)) {
        required('clientSecret', 'Enter the client secret to switch sign-on on.');
      }
      const entryPath = entryPathOf(current);
      for (const other of await listEnabledSso(tx)) {
        if (other.clientId === clientId) continue;
        if (entryPathOf(other) === entryPath) {
          throw new HttpError(
            409,
            `enabled: ${other.clientName} already starts single sign-on at ${entryPath}. Give this client its own sign-in path under /sso/ first.`,
            'enabled',
          );
        }
        const shared = other.allowedDomains.find((domain) => domains.includes(domain));
        if (shared) {
          throw new HttpError(
            409,
            `allowedDomains: ${shared} already leads to the single sign-on of ${other.clientName}.`,
            'allowedDomains',
          );
        }
      }
    }
    await saveSsoSettings(
      tx,
      clientId,
      {
        enabled: input.enabled,
        issuer: input.issuer,
        providerClientId: input.clientId,
        clientSecret: secret === undefined ? undefined : secret === null ? null : box.seal(secret),
        allowedDomains: domains,
        requireVerifiedEmail: input.requireVerifiedEmail,
      },
      userId,
    );
  });
  return getClientSso(pool, clientId);
}

/**
 * Why no discovery document could be read, whatever the reason: a refused, closed, silent or
 * non-HTTP address, an error page, something other than a document of this issuer. Telling them
 * apart would let an administrator's form map what answers where (a port scanner).
 */
export const DISCOVERY_UNREADABLE =
  "No discovery document could be read at this address. Enter the provider's issuer exactly as the provider states it (or its /.well-known/openid-configuration address), on a server reachable from the internet: addresses inside this network are refused.";

/** Fetches the discovery document as sign-in would, and says what it found or what is wrong. */
export async function testDiscovery(
  issuer: string,
  policy: FetchPolicy,
): Promise<DiscoveryTestResult> {
  let config: Awaited<ReturnType<typeof discoverProvider>>;
  try {
    config = await discoverProvider({ issuer, clientId: 'listinglens-discovery-test' }, policy);
  } catch {
    return { ok: false, message: DISCOVERY_UNREADABLE };
  }
  const metadata = config.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint) {
    return {
      ok: false,
      message: 'The discovery document has no authorization or token endpoint.',
    };
  }
  if (!metadata.jwks_uri) {
    return {
      ok: false,
      message: 'The discovery document has no jwks_uri, so ID token signatures cannot be checked.',
    };
  }
  return {
    ok: true,
    issuer: metadata.issuer,
    authorizationEndpoint: metadata.authorization_endpoint,
    tokenEndpoint: metadata.token_endpoint,
    jwksUri: metadata.jwks_uri,
    userinfoEndpoint: metadata.userinfo_endpoint ?? null,
    scopes: metadata.scopes_supported ?? [],
  };
}

export const NO_SSO_FOR_EMAIL =
  'Single sign-on is not set up for this email address. Sign in with your password, or ask your administrator.';

/**
 * The client a work email signs in through: the one listing its domain (the account's own client
 * first), else the client of the account, when that client's sign-on is on and allows the domain.
 */
export async function lookupSso(pool: pg.Pool, email: string): Promise<SsoLookupResponse> {
  const [enabled, account] = await Promise.all([
    listEnabledSso(pool),
    findAccountByEmail(pool, email),
  ]);
  const domain = emailDomain(email);
  const ownClientId = account?.active ? account.user.clientId : null;
  const byDomain = enabled.filter((s) => domain !== null && s.allowedDomains.includes(domain));
  const chosen =
    byDomain.find((s) => s.clientId === ownClientId) ??
    byDomain[0] ??
    enabled.find((s) => s.clientId === ownClientId && emailDomainAllowed(email, s.allowedDomains));
  if (!chosen) throw new HttpError(404, NO_SSO_FOR_EMAIL, 'email');
  return { path: `${entryPathOf(chosen)}?login_hint=${encodeURIComponent(email)}` };
}
