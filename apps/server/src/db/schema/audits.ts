import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AUDIT_PROJECT_TYPES } from '@lens/domain';
import { channels } from './channels.ts';
import { properties } from './properties.ts';

export const projectTypeEnum = pgEnum('project_type', AUDIT_PROJECT_TYPES);

/**
 * One channel snapshot compared with the reference. `property_id` leads every key of the audit
 * tables so they can be distributed by it (Citus) and every property's history is contiguous.
 */
export const audits = pgTable(
  'audits',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    snapshotId: bigint('snapshot_id', { mode: 'number' }).notNull(),
    auditDate: date('audit_date').notNull(),
    projectType: projectTypeEnum('project_type').notNull().default('AUTOMATED'),
    accuracy: real('accuracy'),
    knockout: boolean('knockout').notNull().default(false),
    knockoutReasons: text('knockout_reasons')
      .array()
      .notNull()
      .default(sql`'{}'`),
    contentScore: real('content_score'),
    contentScoreComponents: jsonb('content_score_components'),
    listingType: text('listing_type'),
    listingUrl: text('listing_url'),
    pageNumber: smallint('page_number'),
    position: smallint('position'),
    level: smallint('level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The ENGINE_VERSION that scored the results; 0 for audits scored before versions were
     * stamped. All results of an audit are scored together, at landing or by a re-audit.
     */
    engineVersion: integer('engine_version').notNull().default(0),
    /** When the results were last scored; null for audits scored before this was kept. */
    scoredAt: timestamp('scored_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    uniqueIndex('audits_snapshot_key').on(t.propertyId, t.snapshotId),
    index('audits_pair_date_idx').on(t.propertyId, t.channelId, sql`${t.auditDate} desc`),
    // Audit ids arrive alone in dashboard calls (audit={id}); not unique, so distributable.
    index('audits_id_idx').on(t.id),
  ],
);

/** One characteristic of one audit, with the engine's evidence. */
export const auditResults = pgTable(
  'audit_results',
  {
    propertyId: integer('property_id').notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    characteristic: text('characteristic').notNull(),
    status: text('status').notNull(),
    accuracy: smallint('accuracy'),
    weight: real('weight').notNull().default(1),
    priority: smallint('priority').notNull().default(100),
    sourceValue: text('source_value'),
    channelValue: text('channel_value'),
    additionalData: json('additional_data'),
    /** json, not jsonb: written by the hundred thousand and read whole. */
    evidence: json('evidence').notNull(),
    ignored: boolean('ignored').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.auditId, t.characteristic] }),
    foreignKey({
      columns: [t.propertyId, t.auditId],
      foreignColumns: [audits.propertyId, audits.id],
    }).onDelete('cascade'),
    // The hotel-chain admin's review queue: a sliver of the results, found without a scan.
    index('audit_results_awaiting_idx')
      .on(t.propertyId, t.auditId)
      .where(sql`${t.status} = 'AWAITING REVIEW'`),
  ],
);

/**
 * How far the re-audit of the audits stamped with an older engine has come, per ENGINE_VERSION:
 * the last audit key re-scored, so a restarted job resumes there, and when it finished.
 */
export const engineReAudits = pgTable('engine_re_audits', {
  engineVersion: integer('engine_version').primaryKey(),
  cursorPropertyId: integer('cursor_property_id'),
  cursorAuditId: bigint('cursor_audit_id', { mode: 'number' }),
  done: integer('done').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
