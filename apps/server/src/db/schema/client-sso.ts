import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, users } from './tenancy.ts';

/**
 * A client's OpenID Connect sign-in. `clientSecret` is sealed by lib/secret-box (AES-256-GCM when
 * SECRETS_KEY is set, marked plain otherwise) and never leaves the server.
 */
export const clientSso = pgTable('client_sso', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  issuer: text('issuer'),
  providerClientId: text('provider_client_id'),
  clientSecret: text('client_secret'),
  allowedDomains: text('allowed_domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  requireVerifiedEmail: boolean('require_verified_email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Sign-ins sent to a provider and not yet back: the PKCE verifier and nonce the callback checks.
 * Keyed by the state's SHA-256, which the browser also holds in a cookie; used once.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_attempts_expires_idx').on(t.expiresAt)],
);
