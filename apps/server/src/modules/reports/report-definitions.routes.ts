import { ADMIN_REPORT_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin, userOf } from '../auth/session-plugin.ts';
import {
  createReportDefinition,
  deleteReportDefinition,
  getReportDefinition,
  listGeneratedReports,
  listReportDefinitions,
  runReportDefinition,
  updateReportDefinition,
} from './report-definitions.service.ts';

/** `/dashboard/admin/reports...`: report definitions of every client, run now or monthly. */
export const reportDefinitionsRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  const pool = app.database.pool;
  registerCall(app, CALLS.listReportDefinitions, options, ({ query }) =>
    listReportDefinitions(pool, query),
  );
  registerCall(app, CALLS.getReportDefinition, options, ({ params }) =>
    getReportDefinition(pool, params.reportId),
  );
  registerCall(app, CALLS.createReportDefinition, options, ({ body, request }) =>
    createReportDefinition(pool, body, userOf(request)),
  );
  registerCall(app, CALLS.updateReportDefinition, options, ({ params, body }) =>
    updateReportDefinition(pool, params.reportId, body),
  );
  registerCall(app, CALLS.deleteReportDefinition, options, async ({ params }) => {
    await deleteReportDefinition(pool, params.reportId);
    return undefined;
  });
  registerCall(app, CALLS.runReportDefinition, options, ({ params, request }) =>
    runReportDefinition(pool, params.reportId, userOf(request)),
  );
  registerCall(app, CALLS.listGeneratedReports, options, ({ query }) =>
    listGeneratedReports(pool, query),
  );
};
