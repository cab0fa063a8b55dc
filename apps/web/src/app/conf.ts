import { ACCOUNT_CALLS, type ConfResponse } from '@lens/contracts';
import { callApi } from '../lib/api-client.ts';
import { queryClient } from './query-client.ts';

/** The installation's configuration (/conf.json), read once per page and shared. */
export function loadConf(): Promise<ConfResponse> {
  return queryClient.fetchQuery({
    queryKey: ['conf'],
    queryFn: () => callApi(ACCOUNT_CALLS.getConf),
    staleTime: Infinity,
  });
}
