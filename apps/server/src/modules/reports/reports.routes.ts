import { API_CALLS } from '@lens/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { dashboardPdfFile, reportForDownload, type DownloadFile } from './reports.service.ts';

function sendFile(reply: FastifyReply, file: DownloadFile) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.data);
}

/** Downloads: generated reports, and the PDF of the dashboard a user is looking at. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  const guarded = { onRequest: requireUser, tags: ['reports'] };
  registerCall(app, API_CALLS.downloadReport, guarded, async ({ params, request, reply }) =>
    sendFile(reply, await reportForDownload(app.database.pool, userOf(request), params.reportId)),
  );
  registerCall(app, API_CALLS.downloadDashboardPdf, guarded, async ({ query, request, reply }) =>
    sendFile(reply, await dashboardPdfFile(dashboardContext(app, request), query)),
  );
};
