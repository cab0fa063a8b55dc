import { FIRST_OPTION_DATASETS, type FilterValuesResponse } from '@lens/contracts';
import { decodeFilterPath } from '@lens/domain';
import type { QueryClient } from '@tanstack/react-query';
import { selectionFromPath } from '../../../lib/selection.ts';
import { loadCurrentDate } from '../../../api/current-date.ts';
import { viewFilterQuery } from '../../../api/current-view.ts';
import { currentDate } from '../../../lib/current-date.ts';
import { currentViewOf } from '../../../lib/use-current-view.ts';
import { filterOptionsQuery } from '../../../api/filter-options.ts';
import { prefetchWidgetRequest, widgetQuery } from '../api/widget-queries.ts';
import { preloadCharts } from '../charts/lazy-charts.ts';
import {
  dashboardRequests,
  type DashboardDataScope,
  type PlannedRequest,
} from './dashboard-requests.ts';
import { pageNeedsProperties, readyPageScope } from './page-scope.ts';

/**
 * Starts every call the plan asks for; channel categories after the score interval, as the page
 * does. Settles once every call has (an answer or a failure alike).
 */
async function prefetchDashboardData(
  client: QueryClient,
  scope: DashboardDataScope,
): Promise<void> {
  const { scoreInterval, channelCategories, ...others } = dashboardRequests(scope);
  const calls = Object.values<PlannedRequest>(others)
    .filter(({ enabled }) => enabled)
    .map(({ request }) => prefetchWidgetRequest(client, request));
  if (scoreInterval.enabled) {
    calls.push(
      prefetchWidgetRequest(client, scoreInterval.request).then(async () => {
        const answered = client.getQueryState(widgetQuery(scoreInterval.request).queryKey)?.status;
        if (channelCategories.enabled && answered === 'success')
          await prefetchWidgetRequest(client, channelCategories.request);
      }),
    );
  }
  await Promise.all(calls);
}

/**
 * Starts a widgets page's calls (and its charts' chunks) from its route, apart from rendering:
 * the view and the filter options the page level is decided from (alongside the sign-in check
 * rather than after it), then, as soon as they are in, the calls of the page's plan, decided as
 * the page decides it (readyPageScope). The page's hooks find each call in flight or answered,
 * under the same keys; without this, the widgets' calls would wait for the first answers to be
 * rendered. A signed-out visitor's calls fail without the app-wide sign-in redirect (the sign-in
 * check sends them there already); any failure is left to the page's hooks, which ask again and
 * show it. Settles once the page's data calls have (see mainLoader).
 */
export async function prefetchWidgetsPage(client: QueryClient, pathname: string): Promise<void> {
  // A path that is no widgets page on any date asks nothing.
  if (!decodeFilterPath(pathname).ok) return;
  // The default dates end on the server's today, and later dates are refused after it. Rather
  // than wait a round trip for it, the calls start on the date at hand (the browser's, or the
  // server's from an earlier answer), which is the server's in all but a time-zone edge, and
  // start again on the server's when that differs: the wrong guess costs calls, not time.
  const guess = currentDate();
  const served = loadCurrentDate(client);
  const guessed = prefetchOnDate(client, pathname, guess);
  const today = await served;
  if (today === guess) return guessed;
  await prefetchOnDate(client, pathname, today);
}

/** prefetchWidgetsPage's calls with `today` as the dashboard's today. */
async function prefetchOnDate(client: QueryClient, pathname: string, today: string): Promise<void> {
  if (!decodeFilterPath(pathname, today).ok) return;
  // In before the data, so a chart draws with it instead of suspending (and React holding the
  // revealed boundary back) when its widget first renders.
  preloadCharts();
  const selection = selectionFromPath(pathname, today);
  const prefetching = { handlesUnauthorized: true };
  const options = (dataset: 'property_type' | 'property' | 'site' | 'country') =>
    client.fetchQuery<FilterValuesResponse>(filterOptionsQuery(dataset, selection, prefetching));
  // Every option list the server sends with the page: those below, and the channel tree (categories
  // and channel groups) the filter panel beside the widgets opens on. One list on both sides, so each is taken from
  // the page rather than asked (a list asked below as well is shared, not asked twice).
  for (const dataset of FIRST_OPTION_DATASETS)
    void client.prefetchQuery(filterOptionsQuery(dataset, selection, prefetching));
  try {
    const [view, channels, countries, { types, properties }] = await Promise.all([
      client.fetchQuery(viewFilterQuery(selection, prefetching)),
      options('site'),
      options('country'),
      // The available properties follow the property types, where the page needs them.
      options('property_type').then(async (types) => ({
        types,
        properties: pageNeedsProperties(selection, types) ? await options('property') : undefined,
      })),
    ]);
    const { hotelChainMode, summaryMode } = currentViewOf(view, selection);
    const page = readyPageScope({
      selection,
      hotelChainMode,
      summaryMode,
      types,
      channels,
      countries,
      properties,
    });
    await prefetchDashboardData(client, {
      plan: page.plan,
      selection,
      propertyId: page.propertyId,
      channelId: page.channelId,
    });
  } catch {
    // Left to the page's hooks (see above).
  }
}
