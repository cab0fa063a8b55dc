import { API_CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { reportForDownload } from './reports.service.ts';

/** Downloads of generated reports. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(
    app,
    API_CALLS.downloadReport,
    { onRequest: requireUser, tags: ['reports'] },
    async ({ params, request, reply }) => {
      const report = await reportForDownload(app.database.pool, userOf(request), params.reportId);
      return reply
        .type(report.contentType)
        .header('Content-Disposition', attachmentDisposition(report.fileName))
        .header('Cache-Control', 'no-store')
        .send(report.data);
    },
  );
};
