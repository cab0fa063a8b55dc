import { OPPORTUNITY_CALLS, type CallQuery } from '@lens/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQueryOptions, useApiQuery } from '../../../lib/use-api.ts';

/** One page of the review; the page on screen stays while the next one loads. */
export const opportunitiesQuery = (query: CallQuery) =>
  apiQueryOptions(OPPORTUNITY_CALLS.getOpportunities, { query });

export function useOpportunities(query: CallQuery) {
  return useApiQuery(opportunitiesQuery(query), {
    label: 'Loading opportunities',
    placeholderData: (previous) => previous,
  });
}

/** One page read outside the cache, for a download of every page. */
export const readOpportunities = (query: CallQuery) =>
  callApi(OPPORTUNITY_CALLS.getOpportunities, { query });
