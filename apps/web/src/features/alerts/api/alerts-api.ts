import { ALERT_CALLS, type AlertState } from '@lens/contracts';
import type { AlertKind } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

export const ALERTS_PAGE_SIZE = 20;

/** Every alert read, so one invalidation refreshes the list, the badge and the follows. */
const ALERT_READS = [
  ALERT_CALLS.listAlerts,
  ALERT_CALLS.getAlertSummary,
  ALERT_CALLS.listAlertFollows,
] as const;

export interface AlertsQuery {
  state: AlertState;
  kind?: AlertKind;
  propertyId?: number;
  siteId?: number;
  page: number;
}

export function useAlerts(query: AlertsQuery) {
  return useApiQuery(ALERT_CALLS.listAlerts, {
    query: { ...query, pageSize: ALERTS_PAGE_SIZE },
    label: 'Loading alerts',
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useAlertSummary() {
  return useApiQuery(ALERT_CALLS.getAlertSummary, {
    label: 'Loading the alert count',
    silent: true,
    staleTime: 30_000,
  });
}

export function useAlertFollows() {
  return useApiQuery(ALERT_CALLS.listAlertFollows, { label: 'Loading what you follow' });
}

export function useAlertSettings() {
  return useApiQuery(ALERT_CALLS.getAlertSettings, { label: 'Loading alert settings' });
}

/** After an acknowledge, mute, follow or a live message: every alert read asks again. */
export function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        ALERT_READS.map((call) => queryClient.invalidateQueries({ queryKey: ['api', call.id] })),
      ),
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
    const queryKey = ['api', ALERT_CALLS.getAlertSummary.id];
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
