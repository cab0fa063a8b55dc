import {
  API_CALLS,
  BUILD_PROGRESS_TOPIC,
  type BuildProgress,
  type BuildProgressMessage,
} from '@lens/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { publishToUser } from '../../realtime/notify-bridge.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
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
  registerCall(app, API_CALLS.downloadDashboardPdf, guarded, async ({ query, request, reply }) => {
    const { progress: uid, ...selection } = query;
    const userId = userOf(request).id;
    // Each stage goes to the user's socket under the id the page chose, and is sent before the
    // build goes on, so the page sees the stages while the document is being made.
    const onProgress = uid
      ? (progress: BuildProgress) =>
          publishToUser(
            app.database.pool,
            userId,
            BUILD_PROGRESS_TOPIC,
            JSON.stringify({ uid, ...progress } satisfies BuildProgressMessage),
          )
      : undefined;
    return sendFile(
      reply,
      await dashboardPdfFile(dashboardContext(app, request), selection, onProgress),
    );
  });
};
