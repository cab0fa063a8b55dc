import { DASHBOARD_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import {
  accuracyScoreInterval,
  characteristicsForChannels,
  issuesSummary,
  mapData,
} from './dashboard-data.service.ts';

/** The widgets' figures: characteristics per channel, score distribution and trend, map, issues. */
export async function dashboardDataRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { onRequest: requireUser, tags: ['dashboard data'], cachedPerDataVersion: true };
  registerCall(app, DASHBOARD_CALLS.getCharacteristicsForSites, guarded, ({ query, request }) =>
    characteristicsForChannels(dashboardContext(app, request), query),
  );
  registerCall(app, DASHBOARD_CALLS.getAccuracyScoreInterval, guarded, ({ query, request }) =>
    accuracyScoreInterval(dashboardContext(app, request), query),
  );
  registerCall(app, DASHBOARD_CALLS.getMapData, guarded, ({ query, request }) =>
    mapData(dashboardContext(app, request), query),
  );
  registerCall(app, DASHBOARD_CALLS.getIssuesSummary, guarded, ({ query, request }) =>
    issuesSummary(dashboardContext(app, request), query),
  );
}
