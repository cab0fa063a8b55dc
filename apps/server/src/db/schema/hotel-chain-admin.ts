import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audits } from './audits.ts';
import { clients, users } from './tenancy.ts';

export const reviewDecisionEnum = pgEnum('review_decision', ['ACCEPT', 'REJECT']);

/**
 * A person's decision on a result the engine left AWAITING REVIEW. It is kept apart from the
 * result so that a re-audit, which rewrites results from the snapshot, can apply it again while
 * the values it was made on are unchanged.
 */
export const resultReviews = pgTable(
  'result_reviews',
  {
    propertyId: integer('property_id').notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    characteristic: text('characteristic').notNull(),
    decision: reviewDecisionEnum('decision').notNull(),
    fromStatus: text('from_status').notNull(),
    status: text('status').notNull(),
    sourceValue: text('source_value'),
    channelValue: text('channel_value'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.auditId, t.characteristic] }),
    foreignKey({
      columns: [t.propertyId, t.auditId],
      foreignColumns: [audits.propertyId, audits.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A background re-audit of one channel type's stored snapshots after its limits changed. The
 * cursor is the last audit done, so a retried job resumes where the failed attempt stopped.
 */
export const reAuditRuns = pgTable(
  're_audit_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    categoryId: smallint('category_id').notNull(),
    status: text('status').notNull().default('QUEUED'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    cursorPropertyId: integer('cursor_property_id'),
    cursorAuditId: bigint('cursor_audit_id', { mode: 'number' }),
    startedBy: integer('started_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('re_audit_runs_category_idx').on(t.clientId, t.categoryId, sql`${t.id} desc`)],
);
