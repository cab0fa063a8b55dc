/**
 * Single sign-on (OpenID Connect) rules shared by the server, which routes a work email to its
 * client's provider and reports failures by code, and the web, which shows the messages.
 */

/** Why a single sign-on attempt ended back on the sign-in screen. */
export const SSO_FAILURES = {
  expired: 'Your single sign-on attempt took too long. Please start again.',
  state:
    'This sign-in could not be matched to the one started in this browser. Please start single sign-on again.',
  denied: 'Sign-in was cancelled or refused at your identity provider.',
  provider:
    'Your identity provider could not complete the sign-in. Please try again, or contact your administrator.',
  token:
    "Your identity provider's answer could not be verified, so you were not signed in. Please contact your administrator.",
  unverified:
    'Your identity provider has not verified your email address, so you were not signed in.',
  domain: 'Your email address is not in a domain allowed for this single sign-on.',
  unknown_user:
    'No active ListingLens account uses the email address your identity provider gave. Ask your administrator for access.',
  wrong_client:
    'Your ListingLens account belongs to another company, so it cannot sign in through this single sign-on.',
  unavailable: 'Single sign-on is not available at this address. Sign in with your password.',
} as const;
export type SsoFailure = keyof typeof SSO_FAILURES;
export const SSO_FAILURE_CODES = Object.keys(SSO_FAILURES) as SsoFailure[];

export function isSsoFailure(value: unknown): value is SsoFailure {
  return typeof value === 'string' && Object.hasOwn(SSO_FAILURES, value);
}

/** The domain of an email address, lower-case; null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain === '' ? null : domain;
}

/** A domain as an administrator may type it: lower-case, without a leading @ or trailing dot. */
export function normalizeEmailDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');
}

/** With no domains listed every address is allowed; otherwise the email's domain must be one. */
export function emailDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = emailDomain(email);
  return domain !== null && allowedDomains.some((d) => normalizeEmailDomain(d) === domain);
}

/** "Meridian Hospitality Group" -> "meridian-hospitality-group"; accents and symbols dropped. */
export function ssoSlug(clientName: string): string {
  return clientName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SSO_PATH_PREFIX = '/sso/';

/**
 * Where a client's users start single sign-on: the client's own sign-in path when it is under
 * /sso/, otherwise /sso/ and the slug of its name.
 */
export function ssoEntryPath(client: { name: string; loginPath: string | null }): string {
  const stored = client.loginPath?.replace(/\/+$/, '');
  if (stored && stored.startsWith(SSO_PATH_PREFIX) && stored.length > SSO_PATH_PREFIX.length) {
    return stored;
  }
  return `${SSO_PATH_PREFIX}${ssoSlug(client.name) || 'client'}`;
}
