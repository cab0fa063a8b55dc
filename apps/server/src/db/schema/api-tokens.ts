import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

/**
 * Personal API tokens. Only the SHA-256 of the whole token is stored, as for sessions: the secret
 * is 256 random bits, so a fast hash cannot be brute-forced and keeps each bearer request cheap
 * (argon2 is for low-entropy passwords). `prefix` is the public part shown in lists. Revoked
 * tokens stay, so a late request learns why it is refused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
    check('api_tokens_scopes_check', sql`${t.scopes} <@ ARRAY['read', 'import']::text[]`),
  ],
);
