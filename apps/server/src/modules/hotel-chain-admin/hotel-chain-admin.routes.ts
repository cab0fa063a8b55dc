import { CHAIN_ADMIN_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { activityOptions, managerActivity } from './activity.service.ts';
import { getAuditLimits, getReAuditRun, saveAuditLimits } from './audit-limits.service.ts';
import { chainAccessOf, limitsChangerOf } from './chain-access.ts';
import { awaitingReview, hotelChainAdminChannelTypes } from './review-queue.service.ts';
import { reviewResults } from './reviews.service.ts';

/**
 * `/dashboard/hilton-admin/...`: the hotel-chain admin, for administrators and managers of a
 * hotel-chain view (docs/product-rules.md, "Hotel-chain admin"). A manager reviews the results of
 * their hotel-chain views' properties and reads the activity and the limits; only administrators
 * change the limits, which re-score every user's results. Everyone works on their own client.
 */
export const hotelChainAdminRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireUser, tags: ['hotel-chain admin'] };
  const pool = app.database.pool;
  const accessOf = (request: FastifyRequest) => chainAccessOf(pool, userOf(request));
  // Checked before the body is read: a manager learns they may not, not what a body needs.
  const changeLimits = {
    ...options,
    onRequest: async (request: FastifyRequest) => {
      await limitsChangerOf(pool, userOf(request));
    },
  };

  registerCall(app, CALLS.listHotelChainAdminChannelTypes, options, async ({ request }) =>
    hotelChainAdminChannelTypes(pool, await accessOf(request)),
  );
  registerCall(app, CALLS.listAwaitingReview, options, async ({ params, query, request }) =>
    awaitingReview(pool, await accessOf(request), params.channelTypeId, query),
  );
  registerCall(app, CALLS.reviewResults, options, async ({ body, request }) =>
    reviewResults(pool, await accessOf(request), body),
  );
  registerCall(app, CALLS.listManagerActivity, options, async ({ query, request }) =>
    managerActivity(pool, (await accessOf(request)).clientId, query),
  );
  registerCall(app, CALLS.getManagerActivityOptions, options, async ({ request }) =>
    activityOptions(pool, (await accessOf(request)).clientId),
  );
  registerCall(app, CALLS.getAuditLimits, options, async ({ params, request }) =>
    getAuditLimits(pool, await accessOf(request), params.channelTypeId),
  );
  registerCall(app, CALLS.saveAuditLimits, changeLimits, async ({ params, body, request }) =>
    saveAuditLimits(pool, await accessOf(request), params.channelTypeId, body.limits),
  );
  registerCall(app, CALLS.resetAuditLimits, changeLimits, async ({ params, request }) =>
    saveAuditLimits(pool, await accessOf(request), params.channelTypeId, null),
  );
  registerCall(app, CALLS.getReAuditRun, options, async ({ params, request }) =>
    getReAuditRun(pool, (await accessOf(request)).clientId, params.runId),
  );
};
