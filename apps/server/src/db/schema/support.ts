import { sql } from 'drizzle-orm';
import { REPORT_PERIODS } from '@lens/domain';
import {
  bigint,
  customType,
  date,
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
export const reportPeriodEnum = pgEnum('report_period', REPORT_PERIODS);
export const generatedReportStatusEnum = pgEnum('generated_report_status', [
  'QUEUED',
  'RUNNING',
  'READY',
  'FAILED',
]);

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
  period: reportPeriodEnum('period').notNull().default('LAST_30_DAYS'),
  /** The dashboard's list filters (URL names, no view and no dates): the report's scope. */
  filters: jsonb('filters').notNull().default({}),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A report file, downloadable once READY by the users who may open its view. A run is recorded
 * when it is queued, so the admin sees it waiting, building or failed; `data` arrives when built.
 */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /**
     * The view the file was built on, kept with the file: whatever becomes of the definition,
     * the file shows that view's data. Null (the view was deleted): administrators only.
     */
    viewId: integer('view_id').references(() => views.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data'),
    status: generatedReportStatusEnum('status').notNull().default('READY'),
    error: text('error'),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    /** Null for a scheduled run. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generated_reports_client_idx').on(t.clientId, t.createdAt),
    index('generated_reports_report_idx').on(t.reportId, t.createdAt),
  ],
);

export const importKindEnum = pgEnum('import_kind', [
  'REFERENCE',
  'SNAPSHOTS',
  'SEEN_LISTINGS',
  'LISTING_IDENTITIES',
]);

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
