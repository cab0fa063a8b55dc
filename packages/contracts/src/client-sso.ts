import { normalizeEmailDomain } from '@lens/domain';
import { z } from 'zod';
import { accountEmailSchema } from './auth.ts';
import { closedObject } from './closed-object.ts';
import { isoDateTimeSchema } from './common.ts';

// Scheme, host (a name, IPv4 or [IPv6]), optional port and path; no credentials, no fragment.
const ABSOLUTE_URL = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?][^\s#]*)?$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ISSUER_ERROR =
  'Enter the https:// address of the provider (http:// only for a provider on this machine).';

/**
 * The provider's issuer, or its full discovery document URL (…/.well-known/openid-configuration).
 * Plain http would let anyone on the path forge identities, so only a provider on loopback may use it.
 */
export const issuerUrlSchema = z
  .string({ error: ISSUER_ERROR })
  .trim()
  .max(500, 'Use at most 500 characters.')
  .refine((value) => {
    const parts = ABSOLUTE_URL.exec(value);
    if (!parts) return false;
    const [, scheme, host] = parts;
    return scheme!.toLowerCase() === 'https' || LOOPBACK_HOSTS.has(host!.toLowerCase());
  }, ISSUER_ERROR);

const DOMAIN_ERROR = 'Enter domains like example.com, one per entry.';
const emailDomainSchema = z
  .string({ error: DOMAIN_ERROR })
  .transform(normalizeEmailDomain)
  .pipe(
    z
      .string()
      .max(253, DOMAIN_ERROR)
      .regex(/^(?=[^.]*\.)[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, DOMAIN_ERROR),
  );

export const clientSsoSchema = z
  .object({
    enabled: z.boolean(),
    issuer: z.string().nullable().describe('Issuer or discovery document URL'),
    clientId: z.string().nullable().describe('The client id registered at the provider'),
    secretSet: z.boolean().describe('A client secret is stored; it is never sent back'),
    secretEncrypted: z
      .boolean()
      .describe('The stored secret is encrypted with SECRETS_KEY (false: stored as entered)'),
    allowedDomains: z.array(z.string()),
    requireVerifiedEmail: z.boolean(),
    entryPath: z.string().describe("Where the client's users start single sign-on"),
    callbackPath: z.string().describe("Append to this site's address to get the redirect URI"),
    updatedAt: isoDateTimeSchema.nullable(),
  })
  .describe("A client's OpenID Connect sign-in; the secret is write-only");
export type ClientSso = z.infer<typeof clientSsoSchema>;

export const clientSsoInputSchema = closedObject({
  enabled: z.boolean({ error: 'Choose whether single sign-on is on.' }),
  issuer: issuerUrlSchema.nullable().describe('Issuer or discovery document URL'),
  clientId: z
    .string()
    .trim()
    .max(300, 'Use at most 300 characters.')
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  clientSecret: z
    .string()
    .max(1000, 'Use at most 1000 characters.')
    .optional()
    .describe('A new secret; leave out to keep the stored one'),
  allowedDomains: z.array(emailDomainSchema).max(50, 'List at most 50 domains.'),
  requireVerifiedEmail: z.boolean(),
}).describe("A client's OpenID Connect settings; a missing clientSecret keeps the stored one");
export type ClientSsoInput = z.input<typeof clientSsoInputSchema>;

export const discoveryTestRequestSchema = closedObject({ issuer: issuerUrlSchema }).describe(
  'A provider address to fetch the discovery document from',
);
export type DiscoveryTestRequest = z.input<typeof discoveryTestRequestSchema>;

export const discoveryTestResultSchema = z
  .discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      issuer: z.string(),
      authorizationEndpoint: z.string(),
      tokenEndpoint: z.string().nullable(),
      jwksUri: z.string().nullable(),
      userinfoEndpoint: z.string().nullable(),
      scopes: z.array(z.string()),
    }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ])
  .describe('What the discovery document says, or why it could not be used');
export type DiscoveryTestResult = z.infer<typeof discoveryTestResultSchema>;

export const ssoLookupRequestSchema = closedObject({
  email: accountEmailSchema,
}).describe('A work email, to find the single sign-on of its company');
export type SsoLookupRequest = z.input<typeof ssoLookupRequestSchema>;

export const ssoLookupResponseSchema = z
  .object({ path: z.string().describe('Open this path in the browser to start single sign-on') })
  .describe("The entry of the email's single sign-on");
export type SsoLookupResponse = z.infer<typeof ssoLookupResponseSchema>;
