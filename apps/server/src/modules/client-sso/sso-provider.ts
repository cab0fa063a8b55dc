import * as oidc from 'openid-client';
import {
  FetchFailed,
  safeRequest,
  type FetchedPage,
  type FetchPolicy,
} from '../connectors/safe-fetch.ts';

/** What the server needs to talk to a client's provider. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const TIMEOUT_SECONDS = 10;
export const SSO_SCOPE = 'openid email profile';

/**
 * Fetches the provider's discovery document. ID token signatures are checked against its JWKS
 * even though the token comes straight from the token endpoint (non-repudiation checks): the
 * issuer's keys, not only the TLS connection, vouch for the identity. Plain http is accepted only
 * for a provider on this machine, which the contract already enforces for saved settings. Every
 * request to the provider, now and later through the configuration, goes through the connectors'
 * safe fetch under `policy`: an administrator types the address, and neither it nor the endpoints
 * its document names may lead inside our network.
 */
export function discoverProvider(
  settings: ProviderSettings,
  policy: FetchPolicy,
): Promise<oidc.Configuration> {
  const url = new URL(settings.issuer);
  const execute = [oidc.enableNonRepudiationChecks];
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) {
    execute.push(oidc.allowInsecureRequests);
  }
  return oidc.discovery(url, settings.clientId, settings.clientSecret, undefined, {
    execute,
    timeout: TIMEOUT_SECONDS,
    [oidc.customFetch]: guardedFetch({ ...policy, timeoutMs: TIMEOUT_SECONDS * 1000 }),
  });
}

// The statuses whose Response may not have a body.
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * openid-client asks for redirects to be returned rather than followed ('manual'); the safe fetch
 * follows none for it, so a redirect fails like any other unusable answer.
 */
function guardedFetch(policy: FetchPolicy): oidc.CustomFetch {
  return async (url, options) => {
    const page = await safeRequest(
      url,
      { ...policy, maxRedirects: 0 },
      { method: options.method, headers: options.headers, body: bodyText(options.body) },
    );
    if (page.status < 200 || page.status > 599) {
      throw new FetchFailed(`the answer has no usable HTTP status (${page.status})`);
    }
    return new Response(NULL_BODY_STATUSES.has(page.status) ? null : page.body, {
      status: page.status,
      headers: headersOf(page),
    });
  };
}

// openid-client sends forms (token requests) or nothing.
function bodyText(body: oidc.CustomFetchOptions['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return body.toString();
  throw new TypeError('Only form and text bodies are sent to providers');
}

function headersOf(page: FetchedPage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(page.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return headers;
}
