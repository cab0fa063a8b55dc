import { LISTING_SOURCES } from '@lens/domain';
import { integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { properties } from './properties.ts';
import { users } from './tenancy.ts';

export const listingSourceEnum = pgEnum('listing_source', LISTING_SOURCES);

/**
 * Where a property is listed on a channel: the page URL and, for API channels, the channel's own
 * id of the listing (a place id). Connectors read it to know what to fetch; re-pointing a listing
 * that matched the wrong property writes it, and so do identity imports, snapshots and people,
 * as `source` says (docs/product-rules.md, "Listing identities").
 */
export const propertyListings = pgTable(
  'property_listings',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    listingUrl: text('listing_url'),
    externalId: text('external_id'),
    source: listingSourceEnum('source').notNull().default('MANUAL'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.channelId] })],
);
