import { ALERT_CALLS } from '@lens/contracts';
import { apiCallKey, apiQueryOptions } from '../lib/use-api.ts';

/** The unread count of the header's badge; silent, as it refreshes behind whatever is on screen. */
export const alertSummaryQuery = apiQueryOptions(
  ALERT_CALLS.getAlertSummary,
  { silent: true },
  30_000,
);

/** Every page of alerts, whatever its filters. */
export const alertsKey = apiCallKey(ALERT_CALLS.listAlerts.id);

/** What a live message of new alerts makes stale: the count and the lists. */
export const NEW_ALERT_KEYS = [alertSummaryQuery.queryKey, alertsKey] as const;
