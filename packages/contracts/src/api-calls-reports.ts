import { defineCall } from './api-call.ts';
import { noContentSchema } from './common.ts';
import {
  generatedReportListQuerySchema,
  generatedReportListResponseSchema,
  generatedReportSchema,
  reportDefinitionParamsSchema,
  reportDefinitionSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportListResponseSchema,
} from './report-definitions.ts';
import { dashboardPdfQuerySchema, reportFileSchema } from './reports.ts';

/** Report definitions and their runs: administration, every call answers 403 to a USER. */
export const ADMIN_REPORT_CALLS = {
  listReportDefinitions: defineCall({
    id: 'listReportDefinitions',
    method: 'GET',
    path: '/dashboard/admin/reports',
    query: reportListQuerySchema,
    status: 200,
    response: reportListResponseSchema,
    errors: [403],
    description: 'Report definitions of every client with their latest run, one page at a time',
  }),
  getReportDefinition: defineCall({
    id: 'getReportDefinition',
    method: 'GET',
    path: '/dashboard/admin/reports/:reportId',
    params: reportDefinitionParamsSchema,
    status: 200,
    response: reportDefinitionSchema,
    errors: [403, 404],
    description: 'One report definition with its latest run',
  }),
  createReportDefinition: defineCall({
    id: 'createReportDefinition',
    method: 'POST',
    path: '/dashboard/admin/reports',
    body: reportInputSchema,
    status: 200,
    response: reportDefinitionSchema,
    errors: [403],
    description: "Define a report on one of a client's views: XLSX or PDF, on demand or monthly",
  }),
  updateReportDefinition: defineCall({
    id: 'updateReportDefinition',
    method: 'PUT',
    path: '/dashboard/admin/reports/:reportId',
    params: reportDefinitionParamsSchema,
    body: reportInputSchema,
    status: 200,
    response: reportDefinitionSchema,
    errors: [403, 404],
    description: 'Change a report definition; files already built keep what they were built with',
  }),
  deleteReportDefinition: defineCall({
    id: 'deleteReportDefinition',
    method: 'DELETE',
    path: '/dashboard/admin/reports/:reportId',
    params: reportDefinitionParamsSchema,
    status: 204,
    response: noContentSchema,
    errors: [403, 404],
    description: 'Delete a report definition; the files it built stay downloadable',
  }),
  runReportDefinition: defineCall({
    id: 'runReportDefinition',
    method: 'POST',
    path: '/dashboard/admin/reports/:reportId/run',
    params: reportDefinitionParamsSchema,
    status: 202,
    response: generatedReportSchema,
    errors: [403, 404],
    description:
      'Build the report now, in the background; recipients get the link when it is ready',
  }),
  listGeneratedReports: defineCall({
    id: 'listGeneratedReports',
    method: 'GET',
    path: '/dashboard/admin/generated-reports',
    query: generatedReportListQuerySchema,
    status: 200,
    response: generatedReportListResponseSchema,
    errors: [403],
    description: 'Report runs, newest first: queued, building, ready to download or failed',
  }),
} as const;

/** What every user may download of the dashboard they see. */
export const DASHBOARD_REPORT_CALLS = {
  downloadDashboardPdf: defineCall({
    id: 'downloadDashboardPdf',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/reports/dashboard-pdf',
    query: dashboardPdfQuerySchema,
    status: 200,
    response: reportFileSchema,
    responseType: 'file',
    errors: [403],
    description:
      'The dashboard of a filter selection as a PDF: figures, trend, channel categories, map and tables',
  }),
} as const;
