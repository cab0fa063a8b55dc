import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { properties } from './properties.ts';
import { clients, users } from './tenancy.ts';

/**
 * A pair of normalised values a content manager declared equivalent ("the channel's formatting is
 * fine"): results with this characteristic and pair score ACCURATE. Per channel by default, since
 * a formatting habit belongs to a channel; `channel_id` null covers every channel. The property,
 * audit and values shown are where it was accepted, for the list and the activity log.
 */
export const acceptedVariants = pgTable(
  'accepted_variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    characteristic: text('characteristic').notNull(),
    sourceNormalized: text('source_normalized').notNull(),
    channelNormalized: text('channel_normalized').notNull(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    auditId: bigint('audit_id', { mode: 'number' }),
    sourceValue: text('source_value'),
    channelValue: text('channel_value'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Hashed: normalised descriptions can outgrow a btree entry.
    uniqueIndex('accepted_variants_pair_key').on(
      t.clientId,
      t.characteristic,
      sql`md5(${t.sourceNormalized})`,
      sql`md5(${t.channelNormalized})`,
      sql`coalesce(${t.channelId}, 0)`,
    ),
  ],
);

/**
 * A result set aside until either value changes: the property, channel, characteristic and the
 * md5 of both values as shown when it was ignored.
 */
export const resultIgnores = pgTable(
  'result_ignores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    characteristic: text('characteristic').notNull(),
    sourceHash: text('source_hash').notNull(),
    channelHash: text('channel_hash').notNull(),
    auditId: bigint('audit_id', { mode: 'number' }),
    sourceValue: text('source_value'),
    channelValue: text('channel_value'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('result_ignores_pair_key').on(
      t.propertyId,
      t.channelId,
      t.characteristic,
      t.sourceHash,
      t.channelHash,
    ),
    index('result_ignores_client_idx').on(t.clientId, sql`${t.createdAt} desc`),
  ],
);
