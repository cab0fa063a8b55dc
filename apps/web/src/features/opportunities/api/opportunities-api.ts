import { OPPORTUNITY_CALLS, type CallQuery } from '@lens/contracts';
import { useApiQuery } from '../../../lib/use-api.ts';

/** One page of the review; the page on screen stays while the next one loads. */
export function useOpportunities(query: CallQuery) {
  return useApiQuery(OPPORTUNITY_CALLS.getOpportunities, {
    query,
    label: 'Loading opportunities',
    placeholderData: (previous) => previous,
  });
}
