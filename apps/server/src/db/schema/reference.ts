import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { properties } from './properties.ts';

/**
 * The reference source's value of one characteristic of a property, in one language ('' when the
 * characteristic has none), valid from a date until the next version. Audits of a past date
 * compare with what was true then.
 */
export const referenceValues = pgTable(
  'reference_values',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    characteristic: text('characteristic').notNull(),
    language: text('language').notNull().default(''),
    validFrom: date('valid_from').notNull(),
    /** Exclusive end; null while current. */
    validTo: date('valid_to'),
    value: jsonb('value').notNull(),
    source: text('source').notNull().default('PIM'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.characteristic, t.language, t.validFrom] })],
);

/**
 * What one channel showed for a property at one time, as the engine's ChannelSnapshot (minus the
 * ids). `contentHash` makes re-importing the same snapshot a no-op.
 */
export const channelSnapshots = pgTable(
  'channel_snapshots',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    /** json, not jsonb: stored and read whole, and json loads faster. */
    content: json('content').notNull(),
    contentHash: text('content_hash').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    uniqueIndex('channel_snapshots_capture_key').on(t.propertyId, t.channelId, t.capturedAt),
    index('channel_snapshots_channel_idx').on(t.propertyId, t.channelId, sql`${t.capturedAt} desc`),
  ],
);
