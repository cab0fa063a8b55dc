import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { channels } from './channels.ts';
import { clients } from './tenancy.ts';

/**
 * How a view chooses its properties: all of the client's, or those matching filters, or an explicit
 * list. The resolved set is materialised in view_properties so every query joins one table.
 */
export type ViewScope =
  | { kind: 'ALL' }
  | {
      kind: 'FILTER';
      propertyTypes?: string[];
      brandIds?: number[];
      chainIds?: number[];
      managementCompanyIds?: number[];
      countryIds?: number[];
    }
  | { kind: 'LIST'; propertyIds: number[] };

export const views = pgTable(
  'views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    /** The admin listing this view appears under (`/admin/{viewType}`), e.g. 'standard'. */
    viewType: text('view_type').notNull().default('standard'),
    /** 'HILTON' marks the hotel-chain presentation mode. */
    specificViewType: text('specific_view_type'),
    supportsEssentials: boolean('supports_essentials').notNull().default(true),
    contentMonitorSummary: boolean('content_monitor_summary').notNull().default(true),
    contentMonitorDetail: boolean('content_monitor_detail').notNull().default(true),
    lastContentMonitor: text('last_content_monitor').notNull().default('DETAIL'),
    scope: jsonb('scope').$type<ViewScope>().notNull().default({ kind: 'ALL' }),
    /** True: every channel. False: only the channels listed in view_channels. */
    allChannels: boolean('all_channels').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('views_name_key').on(t.clientId, t.name),
    check(
      'views_last_content_monitor_check',
      sql`${t.lastContentMonitor} in ('SUMMARY', 'DETAIL')`,
    ),
  ],
);

export const viewProperties = pgTable(
  'view_properties',
  {
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.viewId, t.propertyId] }),
    index('view_properties_property_idx').on(t.propertyId),
  ],
);

export const viewChannels = pgTable(
  'view_channels',
  {
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.channelId] })],
);
