import { CHAIN_ADMIN_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin, userOf } from '../auth/session-plugin.ts';
import { activityOptions, managerActivity } from './activity.service.ts';
import { getAuditLimits, getReAuditRun, saveAuditLimits } from './audit-limits.service.ts';
import { awaitingReview, chainAdminChannelTypes } from './review-queue.service.ts';
import { reviewResults } from './reviews.service.ts';

/**
 * `/dashboard/hilton-admin/...`: the hotel-chain admin. Administrators only: reviewing results and
 * changing thresholds rewrite every user's scores, and the activity log shows what each manager
 * did. An administrator works on their own client's data.
 */
export const chainAdminRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['hotel-chain admin'] };
  const pool = app.database.pool;
  const clientOf = (request: Parameters<typeof userOf>[0]) => userOf(request).clientId;

  registerCall(app, CALLS.listChainAdminChannelTypes, options, ({ request }) =>
    chainAdminChannelTypes(pool, clientOf(request)),
  );
  registerCall(app, CALLS.listAwaitingReview, options, ({ params, query, request }) =>
    awaitingReview(pool, clientOf(request), params.channelTypeId, query),
  );
  registerCall(app, CALLS.reviewResults, options, ({ body, request }) =>
    reviewResults(pool, userOf(request), body),
  );
  registerCall(app, CALLS.listManagerActivity, options, ({ query, request }) =>
    managerActivity(pool, clientOf(request), query),
  );
  registerCall(app, CALLS.getManagerActivityOptions, options, ({ request }) =>
    activityOptions(pool, clientOf(request)),
  );
  registerCall(app, CALLS.getAuditLimits, options, ({ params, request }) =>
    getAuditLimits(pool, clientOf(request), params.channelTypeId),
  );
  registerCall(app, CALLS.saveAuditLimits, options, ({ params, body, request }) =>
    saveAuditLimits(pool, userOf(request), params.channelTypeId, body.limits),
  );
  registerCall(app, CALLS.resetAuditLimits, options, ({ params, request }) =>
    saveAuditLimits(pool, userOf(request), params.channelTypeId, null),
  );
  registerCall(app, CALLS.getReAuditRun, options, ({ params, request }) =>
    getReAuditRun(pool, clientOf(request), params.runId),
  );
};
