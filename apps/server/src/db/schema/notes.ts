import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audits } from './audits.ts';
import { users } from './tenancy.ts';

/** An option of an audit result note: what to do about a finding, per source (PIM, channel...). */
export interface NoteOptionRecord {
  id: number;
  type?: string | null;
  instruction: { source: string; content: string };
}

/** Notes on audit results, with their options, the option chosen and a comment (hotel-chain mode). */
export const auditResultNotes = pgTable(
  'audit_result_notes',
  {
    propertyId: integer('property_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    characteristic: text('characteristic').notNull(),
    options: jsonb('options').$type<NoteOptionRecord[]>().notNull(),
    selectedOptionId: integer('selected_option_id'),
    comment: text('comment'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    index('audit_result_notes_audit_idx').on(t.propertyId, t.auditId),
    foreignKey({
      columns: [t.propertyId, t.auditId],
      foreignColumns: [audits.propertyId, audits.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Matched items flagged for modification. The waiting uid of the saving request makes a repeated
 * save a no-op; `processedAt` is set by the background job.
 */
export const matchedNotes = pgTable(
  'matched_notes',
  {
    propertyId: integer('property_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    uid: text('uid').notNull(),
    characteristic: text('characteristic').notNull(),
    charValue: text('char_value').notNull(),
    additionalData: jsonb('additional_data'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    uniqueIndex('matched_notes_request_key').on(t.propertyId, t.uid, t.characteristic, t.charValue),
    index('matched_notes_audit_idx').on(t.propertyId, t.auditId),
    foreignKey({
      columns: [t.propertyId, t.auditId],
      foreignColumns: [audits.propertyId, audits.id],
    }).onDelete('cascade'),
  ],
);

export const auditCommentKindEnum = pgEnum('audit_comment_kind', ['COMMENT', 'RESOLVED']);

/** The comments section and the resolved-issues section of an audit, per characteristic. */
export const auditComments = pgTable(
  'audit_comments',
  {
    propertyId: integer('property_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    characteristic: text('characteristic').notNull(),
    kind: auditCommentKindEnum('kind').notNull(),
    note: text('note').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    index('audit_comments_audit_idx').on(t.propertyId, t.auditId),
    foreignKey({
      columns: [t.propertyId, t.auditId],
      foreignColumns: [audits.propertyId, audits.id],
    }).onDelete('cascade'),
  ],
);
