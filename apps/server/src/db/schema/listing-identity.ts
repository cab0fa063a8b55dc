import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audits } from './audits.ts';
import { channels } from './channels.ts';
import { properties } from './properties.ts';
import { clients, users } from './tenancy.ts';

/**
 * Audits whose snapshot is not the property's listing. While a row exists the audit is left out
 * of pair states and rollups (the pair falls back to its previous valid audit); deleting the row
 * (restore) puts it back. `source_audit_id` links later captures of the same wrong URL to the
 * wrong match that keeps them out.
 */
export const wrongMatches = pgTable(
  'wrong_matches',
  {
    propertyId: integer('property_id').notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    listingUrl: text('listing_url'),
    comment: text('comment'),
    status: text('status').notNull().default('PENDING'),
    cause: text('cause').notNull().default('MARKED'),
    sourceAuditId: bigint('source_audit_id', { mode: 'number' }),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.auditId] }),
    foreignKey({
      columns: [t.propertyId, t.auditId],
      foreignColumns: [audits.propertyId, audits.id],
    }).onDelete('cascade'),
    index('wrong_matches_pair_idx').on(t.propertyId, t.channelId),
    index('wrong_matches_client_idx').on(t.clientId, t.markedAt),
  ],
);

/**
 * Listings seen on a channel: one per listing (its URL), refreshed by each snapshot of it and by
 * imports of seen listings. `property_id` is the property the listing is known to be, if any.
 * Phones are stored in E.164 as read with the country of the property or listing, so that
 * duplicates are found by index.
 */
export const seenListings = pgTable(
  'seen_listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    /** The listing URL, or `property:<id>` for a snapshot that came without one. */
    listingKey: text('listing_key').notNull(),
    listingUrl: text('listing_url'),
    name: text('name'),
    address: text('address'),
    phone: text('phone'),
    phoneE164: text('phone_e164'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('seen_listings_key').on(t.clientId, t.channelId, t.listingKey),
    index('seen_listings_phone_idx')
      .on(t.clientId, t.phoneE164)
      .where(sql`${t.phoneE164} IS NOT NULL`),
    index('seen_listings_place_idx').on(t.clientId, t.lat, t.lng),
  ],
);

/** "Not a duplicate": a seen listing someone said is not the property's. */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    seenListingId: bigint('seen_listing_id', { mode: 'number' })
      .notNull()
      .references(() => seenListings.id, { onDelete: 'cascade' }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.seenListingId] })],
);
