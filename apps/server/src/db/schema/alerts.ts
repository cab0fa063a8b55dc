import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_SCORE_DROP_STEP } from '@lens/domain';
import { channels } from './channels.ts';
import { properties } from './properties.ts';
import { clients, users } from './tenancy.ts';
import { views } from './views.ts';

/** A client's alert rules; a client without a row uses the defaults. */
export const alertSettings = pgTable('alert_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  scoreDropStep: smallint('score_drop_step').notNull().default(DEFAULT_SCORE_DROP_STEP),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A regression found when audits landed. `dedupe_key` names what was found (the audit and
 * characteristic, or the month of a score drop), so landing the same audits again adds nothing.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').references(() => channels.id),
    kind: text('kind').notNull(),
    characteristic: text('characteristic'),
    dedupeKey: text('dedupe_key').notNull(),
    evidence: jsonb('evidence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('alerts_dedupe_key').on(t.propertyId, t.dedupeKey),
    index('alerts_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * A property's characteristic (null: its score) on one channel (null: every channel) that raises
 * no alerts until `until` (null: until unmuted).
 */
export const alertMutes = pgTable(
  'alert_mutes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    characteristic: text('characteristic'),
    channelId: integer('channel_id').references(() => channels.id),
    until: timestamp('until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_mutes_pair_key').on(
      t.propertyId,
      sql`coalesce(${t.characteristic}, '')`,
      sql`coalesce(${t.channelId}, 0)`,
    ),
  ],
);

/** A user following one property or one view: its alerts reach them live and by email. */
export const alertFollows = pgTable(
  'alert_follows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    viewId: integer('view_id').references(() => views.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_follows_property_key')
      .on(t.userId, t.propertyId)
      .where(sql`${t.propertyId} IS NOT NULL`),
    uniqueIndex('alert_follows_view_key')
      .on(t.userId, t.viewId)
      .where(sql`${t.viewId} IS NOT NULL`),
    index('alert_follows_property_idx').on(t.propertyId),
    index('alert_follows_view_idx').on(t.viewId),
    check('alert_follows_one_target', sql`(${t.propertyId} IS NULL) <> (${t.viewId} IS NULL)`),
  ],
);

/** When a user last opened the alerts screen: alerts raised after it count as unread. */
export const alertReaders = pgTable('alert_readers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** The alerts each user's daily digest carried, so none is mailed twice. */
export const alertDigestItems = pgTable(
  'alert_digest_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
);
