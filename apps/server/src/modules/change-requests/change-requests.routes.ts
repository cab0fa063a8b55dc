import { CHANGE_REQUEST_CALLS, TIME_TO_FIX_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import { changeRequestCsv } from './change-request-csv.ts';
import {
  confirmChangeRequest,
  markChangeRequestSent,
  timeToFix,
} from './change-request-tracking.service.ts';
import {
  changeRequestCandidates,
  changeRequestDetail,
  changeRequestList,
  createChangeRequest,
  visibleRequest,
} from './change-requests.service.ts';

/** Change requests to channels: made from an audit, sent, confirmed; and their time-to-fix. */
export async function changeRequestsRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { onRequest: requireUser, tags: ['change requests'] };
  const pool = app.database.pool;
  const calls = CHANGE_REQUEST_CALLS;
  registerCall(app, calls.getChangeRequestCandidates, guarded, ({ query, request }) =>
    changeRequestCandidates(pool, userOf(request), query.audit),
  );
  registerCall(app, calls.createChangeRequest, guarded, ({ body, request }) =>
    createChangeRequest(pool, userOf(request), body),
  );
  registerCall(app, calls.listChangeRequests, guarded, ({ query, request }) =>
    changeRequestList(pool, userOf(request), query),
  );
  registerCall(app, TIME_TO_FIX_CALLS.getTimeToFix, guarded, ({ query, request }) =>
    timeToFix(dashboardContext(app, request), query),
  );
  registerCall(app, calls.getChangeRequest, guarded, ({ params, request }) =>
    changeRequestDetail(pool, userOf(request), params.requestId),
  );
  registerCall(app, calls.downloadChangeRequestCsv, guarded, async ({ params, request, reply }) => {
    const user = userOf(request);
    const row = await visibleRequest(pool, user, params.requestId);
    const file = changeRequestCsv(await changeRequestDetail(pool, user, row.id), row.listingId);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'no-store')
      .send(file.data);
  });
  registerCall(app, calls.markChangeRequestSent, guarded, ({ params, body, request }) =>
    markChangeRequestSent(pool, userOf(request), params.requestId, body),
  );
  registerCall(app, calls.confirmChangeRequest, guarded, ({ params, request }) =>
    confirmChangeRequest(pool, userOf(request), params.requestId),
  );
}
