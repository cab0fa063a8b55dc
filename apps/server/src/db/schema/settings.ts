import {
  bigint,
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
import { clients, users } from './tenancy.ts';

export const meetingRoomConfigurations = pgTable(
  'meeting_room_configurations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('meeting_room_configurations_code_key').on(t.code)],
);

/**
 * The engine's thresholds per client and channel type (channel category), as overrides of the
 * defaults; admins edit them in the hotel-chain admin.
 */
export const auditLimits = pgTable(
  'audit_limits',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    categoryId: smallint('category_id').notNull(),
    limits: jsonb('limits').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.categoryId] })],
);

/** Onboarding history per user (skipped, seen hints, visited levels), as the web sends it. */
export const actionsHistory = pgTable('actions_history', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  history: jsonb('history').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who flagged, noted, accepted or changed what and when (the manager activity screen). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    propertyId: integer('property_id'),
    channelId: integer('channel_id'),
    auditId: bigint('audit_id', { mode: 'number' }),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_client_idx').on(t.clientId, t.createdAt)],
);
