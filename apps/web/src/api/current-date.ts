import { FILTER_CALLS } from '@lens/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../lib/api-client.ts';
import { CURRENT_DATE_LABEL, currentDate, useServerDateStore } from '../lib/current-date.ts';
import { useLogStore } from '../lib/log-store.ts';
import { apiQueryKey } from '../lib/use-api.ts';

// Asked again on the first navigation after this long, so a page left open over midnight moves
// on to the server's new day.
const CURRENT_DATE_STALE_MS = 10 * 60_000;

/**
 * The date call as every caller shares it. Silent: the widgets' own calls show the loader. A 401
 * is left to the sign-in check that runs beside it, not the app-wide redirect.
 */
export const currentDateQuery = queryOptions({
  queryKey: apiQueryKey(FILTER_CALLS.getCurrentDate),
  queryFn: async ({ signal }) => {
    const date = await callApi(FILTER_CALLS.getCurrentDate, {
      signal,
      silent: true,
      handlesUnauthorized: true,
    });
    useServerDateStore.setState({ serverDate: date });
    return date;
  },
  staleTime: CURRENT_DATE_STALE_MS,
});

/**
 * Loads the server's date (or takes the fresh one at hand) and answers today. On failure the
 * browser's date stands in, the failure is listed in the error window (a signed-out visitor's
 * 401 is not a failure: the sign-in check sends them on), and the next navigation asks again.
 */
export async function loadCurrentDate(client: QueryClient): Promise<string> {
  try {
    await client.fetchQuery(currentDateQuery);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      useLogStore.getState().addError(CURRENT_DATE_LABEL);
    }
  }
  return currentDate();
}
