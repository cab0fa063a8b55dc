import { ALERT_CALLS, type AlertState } from '@lens/contracts';
import type { AlertKind } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alertsKey, alertSummaryQuery } from '../../../api/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

export const ALERTS_PAGE_SIZE = 20;

export interface AlertsQuery {
  state: AlertState;
  kind?: AlertKind;
  propertyId?: number;
  siteId?: number;
  page: number;
}

/** One page of alerts; always asked again, as alerts arrive at any time. */
export const alertsQuery = (query: AlertsQuery) =>
  apiQueryOptions(ALERT_CALLS.listAlerts, { query: { ...query, pageSize: ALERTS_PAGE_SIZE } }, 0);

export const alertFollowsQuery = apiQueryOptions(ALERT_CALLS.listAlertFollows);

export const alertSettingsQuery = apiQueryOptions(ALERT_CALLS.getAlertSettings);

/** Every alert read, so one invalidation refreshes the list, the badge and the follows. */
const ALERT_READS = [alertsKey, alertSummaryQuery.queryKey, alertFollowsQuery.queryKey] as const;

export function useAlerts(query: AlertsQuery) {
  return useApiQuery(alertsQuery(query), {
    label: 'Loading alerts',
    placeholderData: (previous) => previous,
  });
}

export function useAlertSummary() {
  return useApiQuery(alertSummaryQuery, { label: 'Loading the alert count' });
}

export function useAlertFollows() {
  return useApiQuery(alertFollowsQuery, { label: 'Loading what you follow' });
}

export function useAlertSettings() {
  return useApiQuery(alertSettingsQuery, { label: 'Loading alert settings' });
}

/** After an acknowledge, mute, follow or a live message: every alert read asks again. */
export function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all(ALERT_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
}

/**
 * Marks every alert seen, then asks for the counts again. A count already on its way was read
 * before the mark and would bring the old unread number back, so it is cancelled first.
 */
export function useMarkAlertsSeen() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await callApi(ALERT_CALLS.markAlertsSeen, { silent: true });
    const { queryKey } = alertSummaryQuery;
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}

export const useSaveAlertSettings = () => useApiMutation(ALERT_CALLS.saveAlertSettings);
export const useFollowForAlerts = () => useApiMutation(ALERT_CALLS.followForAlerts);
export const useUnfollowForAlerts = () => useApiMutation(ALERT_CALLS.unfollowForAlerts);
export const useAcknowledgeAlert = () => useApiMutation(ALERT_CALLS.acknowledgeAlert);
export const useMuteAlert = () => useApiMutation(ALERT_CALLS.muteAlert);
export const useUnmuteAlerts = () => useApiMutation(ALERT_CALLS.unmuteAlerts);
