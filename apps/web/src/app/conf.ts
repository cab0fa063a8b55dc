import type { ConfResponse } from '@lens/contracts';
import { confQuery } from '../api/conf.ts';
import { queryClient } from './query-client.ts';

/** The installation's configuration (/conf.json), read once per page and shared. */
export function loadConf(): Promise<ConfResponse> {
  return queryClient.fetchQuery(confQuery);
}
