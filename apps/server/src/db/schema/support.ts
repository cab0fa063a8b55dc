import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { views } from './views.ts';
import { clients, users } from './tenancy.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Browser error reports sent from the error log window (POST /dashboard/technical/notification). */
export const errorReports = pgTable('error_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id),
  url: text('url').notNull(),
  userAgent: text('user_agent').notNull(),
  logStore: jsonb('log_store').notNull(),
  browserErrorLog: jsonb('browser_error_log').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions asked from the help pages, with their image attachments. */
export const questions = pgTable('questions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questionImages = pgTable(
  'question_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('question_images_question_idx').on(t.questionId)],
);

export const reportKindEnum = pgEnum('report_kind', ['XLSX', 'PDF']);
export const reportScheduleEnum = pgEnum('report_schedule', ['ON_DEMAND', 'MONTHLY']);

/** Report definitions per client and view. */
export const reports = pgTable('reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  viewId: integer('view_id')
    .notNull()
    .references(() => views.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  kind: reportKindEnum('kind').notNull(),
  schedule: reportScheduleEnum('schedule').notNull().default('ON_DEMAND'),
  recipients: text('recipients')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A built report file, downloadable by the users of its client. */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generated_reports_client_idx').on(t.clientId, t.createdAt)],
);

export const importKindEnum = pgEnum('import_kind', ['REFERENCE', 'SNAPSHOTS']);

/** Every import run, so a re-import of the same file is recognised and the admin sees history. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: importKindEnum('kind').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    rows: integer('rows').notNull().default(0),
    status: text('status').notNull(),
    summary: jsonb('summary').notNull().default({}),
    userId: integer('user_id').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_client_idx').on(t.clientId, t.startedAt)],
);
