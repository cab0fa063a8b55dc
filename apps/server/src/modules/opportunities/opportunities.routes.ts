import { OPPORTUNITY_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import { opportunities } from './opportunities.service.ts';

/** The opportunities review: the ranked work list of fixes of a selection. */
export async function opportunitiesRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { onRequest: requireUser, tags: ['dashboard data'], cachedPerDataVersion: true };
  registerCall(app, OPPORTUNITY_CALLS.getOpportunities, guarded, ({ query, request }) =>
    opportunities(dashboardContext(app, request), query),
  );
}
