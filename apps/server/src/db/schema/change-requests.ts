import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { properties } from './properties.ts';
import { clients, users } from './tenancy.ts';

/**
 * A request to one channel to correct a property's listing, made from one audit. OPEN until the
 * user records the day it was sent, CONFIRMED when a later audit of the pair shows every line
 * fixed (`confirmed_by` null) or a user confirms it by hand.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('OPEN'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentOn: date('sent_on'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAuditId: bigint('confirmed_audit_id', { mode: 'number' }),
  },
  (t) => [
    index('change_requests_client_idx').on(t.clientId, sql`${t.id} desc`),
    // Landing audits looks up the pair's unconfirmed requests.
    index('change_requests_pending_idx')
      .on(t.propertyId, t.channelId)
      .where(sql`${t.status} <> 'CONFIRMED'`),
    index('change_requests_confirmed_idx')
      .on(t.clientId, t.confirmedAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
  ],
);

/** One characteristic and language of a request: what the channel showed and the correction. */
export const changeRequestLines = pgTable(
  'change_request_lines',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    characteristic: text('characteristic').notNull(),
    language: text('language').notNull().default(''),
    currentValue: text('current_value'),
    correctedValue: text('corrected_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.characteristic, t.language] })],
);
