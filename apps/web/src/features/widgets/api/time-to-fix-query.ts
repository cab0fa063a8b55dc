import { CHANGE_REQUEST_CALLS } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { useApiQuery } from '../../../lib/use-api.ts';

/** Median and p90 days from a change request being sent to its confirmation, per channel. */
export function useTimeToFix(selection: FilterSelection) {
  return useApiQuery(CHANGE_REQUEST_CALLS.getTimeToFix, {
    query: selection,
    label: 'Loading time-to-fix',
  });
}
