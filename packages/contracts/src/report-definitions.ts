import {
  characteristicById,
  DIAMOND_LISTING_OPTIONS,
  PROPERTY_TYPES,
  REPORT_PERIODS,
  type FilterSelection,
} from '@lens/domain';
import { z } from 'zod';
import { adminEmailSchema, chosenId, pageOf, pageQueryWith, requiredText } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  queryIdSchema,
  siteGroupIdSchema,
} from './common.ts';

export const REPORT_KINDS = ['XLSX', 'PDF'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_SCHEDULES = ['ON_DEMAND', 'MONTHLY'] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];
export const GENERATED_REPORT_STATUSES = ['QUEUED', 'RUNNING', 'READY', 'FAILED'] as const;
export type GeneratedReportStatus = (typeof GENERATED_REPORT_STATUSES)[number];

/** A monthly email to more people than this is a mailing list's job. */
export const MAX_REPORT_RECIPIENTS = 20;
const MAX_FILTER_VALUES = 500;

const idList = (what: string) =>
  z
    .array(idSchema, { error: `must be a list of ${what} ids` })
    .max(MAX_FILTER_VALUES, `Choose at most ${MAX_FILTER_VALUES}.`);

const reportFiltersShape = {
  management_company: idList('management company').optional(),
  chain: idList('chain').optional(),
  brand: idList('brand').optional(),
  property_type: z
    .array(z.enum(PROPERTY_TYPES, { error: 'Choose HOTEL, RESTAURANT or SPA.' }))
    .max(PROPERTY_TYPES.length)
    .optional(),
  property: idList('property').optional(),
  site_group: z
    .array(siteGroupIdSchema, { error: 'must be a list of channel category ids' })
    .max(24)
    .optional(),
  site: idList('channel').optional(),
  characteristic: z
    .array(
      z.int().refine((id) => characteristicById(id) !== undefined, 'is not a characteristic'),
      { error: 'must be a list of characteristic ids' },
    )
    .optional(),
  city: idList('city').optional(),
  region: idList('region').optional(),
  sub_region: idList('sub-region').optional(),
  country: idList('country').optional(),
  language: idList('language').optional(),
  diamond_listing: z
    .array(
      z
        .int()
        .refine(
          (id) => DIAMOND_LISTING_OPTIONS.some((option) => option.id === id),
          'is not a listing tier',
        ),
    )
    .optional(),
};

/**
 * A report's scope: the dashboard's list filters, named as in the widgets-page URL, without the
 * view (the report has its own) and without dates (the report's period sets them when it runs).
 */
export const reportFiltersSchema = closedObject(reportFiltersShape).describe(
  'Dashboard list filters (URL names) the report is limited to; empty means all',
);
export type ReportFilters = Omit<FilterSelection, 'view' | 'startDate' | 'endDate'>;

const periodSchema = z
  .enum(REPORT_PERIODS, { error: 'Choose the period the report covers.' })
  .describe('The dates the report covers, counted back from the day it is built');

export const reportInputSchema = closedObject({
  name: requiredText('a report name'),
  clientId: chosenId('a client'),
  viewId: chosenId('a view'),
  kind: z.enum(REPORT_KINDS, { error: 'Choose XLSX or PDF.' }),
  schedule: z.enum(REPORT_SCHEDULES, { error: 'Choose on demand or monthly.' }),
  period: periodSchema,
  recipients: z
    .array(adminEmailSchema, { error: 'must be a list of email addresses' })
    .max(MAX_REPORT_RECIPIENTS, `Send to at most ${MAX_REPORT_RECIPIENTS} people.`)
    .describe('Who is emailed the download link when the report is built'),
  filters: reportFiltersSchema,
}).describe('A report definition to create or the new state of one');
export type ReportInput = z.input<typeof reportInputSchema>;

export const generatedReportSchema = z
  .object({
    id: idSchema.describe('The id the download call takes'),
    reportId: idSchema.nullable().describe('Null once its definition was deleted'),
    reportName: z.string().nullable(),
    clientId: idSchema,
    fileName: z.string(),
    contentType: z.string(),
    size: z.int().min(0).describe('Bytes; 0 until built'),
    status: z.enum(GENERATED_REPORT_STATUSES),
    error: z.string().nullable().describe('Why the build failed'),
    periodStart: isoDateSchema.nullable(),
    periodEnd: isoDateSchema.nullable(),
    scheduled: z.boolean().describe('Built by the monthly schedule rather than by a person'),
    createdByName: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
  })
  .describe('One run of a report: queued, building, ready to download or failed');
export type GeneratedReport = z.infer<typeof generatedReportSchema>;

export const reportDefinitionSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    clientId: idSchema,
    clientName: z.string(),
    viewId: idSchema,
    viewName: z.string(),
    kind: z.enum(REPORT_KINDS),
    schedule: z.enum(REPORT_SCHEDULES),
    period: z.enum(REPORT_PERIODS),
    recipients: z.array(z.string()),
    filters: z.object(reportFiltersShape).describe('The list filters the report is limited to'),
    nextRunOn: isoDateSchema.nullable().describe('When the monthly schedule builds it next'),
    lastRun: generatedReportSchema.nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .describe('A report definition with its latest run');
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

export const reportListQuerySchema = pageQueryWith({
  clientId: queryIdSchema.optional().describe('Only reports of this client'),
}).describe('Report definitions, by client and name; search looks in names');
export type ReportListQuery = z.input<typeof reportListQuerySchema>;
export const reportListResponseSchema = pageOf(reportDefinitionSchema, 'One page of reports');
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const reportDefinitionParamsSchema = z.object({
  reportId: queryIdSchema.describe('Report definition id'),
});

export const generatedReportListQuerySchema = pageQueryWith({
  clientId: queryIdSchema.optional().describe('Only files of this client'),
  reportId: queryIdSchema.optional().describe('Only runs of this report definition'),
}).describe('Report runs, newest first; search looks in file names');
export type GeneratedReportListQuery = z.input<typeof generatedReportListQuerySchema>;
export const generatedReportListResponseSchema = pageOf(
  generatedReportSchema,
  'One page of report runs',
);
export type GeneratedReportListResponse = z.infer<typeof generatedReportListResponseSchema>;
