import * as oidc from 'openid-client';

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
 * for a provider on this machine, which the contract already enforces for saved settings.
 */
export function discoverProvider(settings: ProviderSettings): Promise<oidc.Configuration> {
  const url = new URL(settings.issuer);
  const execute = [oidc.enableNonRepudiationChecks];
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) {
    execute.push(oidc.allowInsecureRequests);
  }
  return oidc.discovery(url, settings.clientId, settings.clientSecret, undefined, {
    execute,
    timeout: TIMEOUT_SECONDS,
  });
}

/** Why a provider could not be reached or used, in words an administrator can act on. */
export function describeProviderError(error: unknown, address: string): string {
  const host = URL.canParse(address) ? new URL(address).host : address;
  if (error instanceof DOMException && ['TimeoutError', 'AbortError'].includes(error.name)) {
    return `The provider at ${host} did not answer within ${TIMEOUT_SECONDS} seconds.`;
  }
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const network = typeof cause?.code === 'string' ? cause.code : null;
  if (network === 'ENOTFOUND' || network === 'EAI_AGAIN') {
    return `No server is known by the name ${host}.`;
  }
  if (network === 'ECONNREFUSED') return `Nothing answers at ${host} (connection refused).`;
  if (network?.startsWith('CERT_') || network?.includes('SELF_SIGNED')) {
    return `The certificate of ${host} is not trusted (${network}).`;
  }
  if (error instanceof TypeError && network) return `${host} could not be reached (${network}).`;
  if (error instanceof oidc.ClientError) {
    const response = error.cause instanceof Response ? error.cause : null;
    switch (error.code) {
      case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
        return `The discovery document could not be fetched: the provider answered HTTP ${response?.status ?? 'with an error'}.`;
      case 'OAUTH_RESPONSE_IS_NOT_JSON':
        return 'The provider did not answer with a JSON discovery document. Check the address.';
      case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
        return 'The discovery document names another issuer than this address. Enter the issuer exactly as the provider states it.';
      default:
        return `The discovery document cannot be used: ${error.message}.`;
    }
  }
  return `The provider could not be used: ${error instanceof Error ? error.message : String(error)}.`;
}
