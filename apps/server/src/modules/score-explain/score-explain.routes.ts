import { SCORE_EXPLAIN_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import { explainScore } from './score-explain.service.ts';

/** "Why this score": the explanation of a number of the widgets page. */
export async function scoreExplainRoutes(app: FastifyInstance): Promise<void> {
  registerCall(
    app,
    SCORE_EXPLAIN_CALLS.getScoreExplanation,
    { onRequest: requireUser, tags: ['dashboard data'], cachedPerDataVersion: true },
    ({ query, request }) => explainScore(dashboardContext(app, request), query),
  );
}
