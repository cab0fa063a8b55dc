import { sql } from 'drizzle-orm';
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
import type { ConnectorRunError } from '@lens/contracts';
import { channels } from './channels.ts';
import { properties } from './properties.ts';
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
  /** How many listings a run reads a minute at most; null: the default (connector-pacing.ts). */
  requestsPerMinute: integer('requests_per_minute'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One run of a channel connector over the channel's listings, in property order, or over one
 * property's listing ("capture now": `property_id` set). The cursor is the last property done, so
 * a retried job resumes after it; the partial unique index keeps a channel to one queued or
 * running run at a time.
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
    /** Landed, but showing what the listing's previous capture showed. */
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
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

/** What a run did with each listing it read: landed, unchanged or failed, with the reason. */
export const connectorRunListings = pgTable(
  'connector_run_listings',
  {
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => connectorRuns.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    message: text('message'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.propertyId] }),
    index('connector_run_listings_outcome_idx').on(t.runId, t.outcome),
  ],
);
