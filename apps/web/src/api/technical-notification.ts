import { ACCOUNT_CALLS, type TechnicalNotificationBody } from '@lens/contracts';
import { callApi } from '../lib/api-client.ts';

/** The error window's report of what failed, sent without the loader. */
export const sendTechnicalNotification = (body: TechnicalNotificationBody) =>
  callApi(ACCOUNT_CALLS.sendTechnicalNotification, { body, silent: true });
