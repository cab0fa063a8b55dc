import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConnectorRunError } from '@lens/contracts';
import { channels } from './channels.ts';
import { users } from './tenancy.ts';

/**
 * How a channel's listings are read: the connector kind, its settings (the API key stays on the
 * server: no answer carries it) and the schedule of its runs. A channel without a row has none.
 */
export const channelConnectors = pgTable('channel_connectors', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id),
  kind: text('kind').notNull(),
  baseUrl: text('base_url'),
  apiKey: text('api_key'),
  frequency: text('frequency').notNull().default('OFF'),
  time: text('time').notNull().default('03:00'),
  weekday: smallint('weekday'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One run of a channel connector over the channel's listings, in property order. The cursor is
 * the last property done, so a retried job resumes after it; the partial unique index keeps a
 * channel to one queued or running run at a time.
 */
export const connectorRuns = pgTable(
  'connector_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('QUEUED'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    landed: integer('landed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    cursorPropertyId: integer('cursor_property_id'),
    errors: jsonb('errors').$type<ConnectorRunError[]>().notNull().default([]),
    message: text('message'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('connector_runs_channel_idx').on(t.channelId, sql`${t.id} desc`),
    uniqueIndex('connector_runs_active_key')
      .on(t.channelId)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
);
