import { ACCOUNT_CALLS } from '@lens/contracts';
import { apiQueryOptions } from '../lib/use-api.ts';

/** The installation's configuration (/conf.json): it changes only with a deploy, so once a page. */
export const confQuery = apiQueryOptions(ACCOUNT_CALLS.getConf, {}, Infinity);
