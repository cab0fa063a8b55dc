import { FILTER_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import {
  bestProperties,
  datasetAccuracy,
  essentialsChannels,
  filterValues,
  viewOptions,
} from './filters.service.ts';

/** The filter calls, under both the dashboard and the summary-report prefix. */
export async function filtersRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { onRequest: requireUser, tags: ['filters'], cachedPerDataVersion: true };
  for (const call of [FILTER_CALLS.getFilterValues, FILTER_CALLS.getSummaryReportFilterValues]) {
    registerCall(app, call, guarded, ({ params, query, request }) =>
      filterValues(dashboardContext(app, request), params.filterName, query),
    );
  }
  for (const call of [
    FILTER_CALLS.getDatasetAccuracy,
    FILTER_CALLS.getSummaryReportDatasetAccuracy,
  ]) {
    registerCall(app, call, guarded, async ({ params, query, request }) => ({
      availableFilters: await datasetAccuracy(
        dashboardContext(app, request),
        params.dataset,
        query,
      ),
    }));
  }
  registerCall(app, FILTER_CALLS.getViewFilter, guarded, ({ query, request }) =>
    viewOptions(dashboardContext(app, request), query),
  );
  registerCall(app, FILTER_CALLS.getEssentialsSites, guarded, ({ query, request }) =>
    essentialsChannels(dashboardContext(app, request), query),
  );
  registerCall(app, FILTER_CALLS.getBestProperties, guarded, ({ query, request }) =>
    bestProperties(dashboardContext(app, request), query.viewId),
  );
}
