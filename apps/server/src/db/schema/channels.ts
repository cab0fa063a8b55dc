import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './tenancy.ts';

/** Channel categories 1-24 (the wire's "site groups"); names and order live in the domain package. */
export const channelCategories = pgTable('channel_categories', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A channel (the wire's "site"): Google, Booking.com, Sabre GDS... Ids are the product's channel ids (104,
 * 107, 120 and 81 have a content score: docs/product-rules.md, "Loading the widgets"), so they are assigned, not generated. `characteristics`
 * lists what the channel publishes and is therefore audited there.
 */
export const channels = pgTable(
  'channels',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => channelCategories.id),
    icon: text('icon'),
    characteristics: text('characteristics').array().notNull(),
    essential: boolean('essential').notNull().default(false),
  },
  (t) => [
    uniqueIndex('channels_name_key').on(t.name),
    index('channels_category_idx').on(t.categoryId),
  ],
);

/** Admin-defined named sets of channels (e.g. GDS; group, meeting and event). */
export const channelGroups = pgTable(
  'channel_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('channel_groups_name_key').on(t.clientId, t.name)],
);

export const channelGroupChannels = pgTable(
  'channel_group_channels',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => channelGroups.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.channelId] })],
);
