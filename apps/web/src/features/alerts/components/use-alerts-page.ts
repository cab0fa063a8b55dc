import { ALERT_STATES, type Alert, type AlertState } from '@lens/contracts';
import { ALERT_KINDS } from '@lens/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogStore } from '../../../lib/log-store.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import {
  ALERTS_PAGE_SIZE,
  useAcknowledgeAlert,
  useAlerts,
  useMarkAlertsSeen,
  useMuteAlert,
  useRefreshAlerts,
  useUnmuteAlerts,
} from '../api/alerts-api.ts';

export const DEFAULT_ALERT_STATE: AlertState = 'OPEN';

/**
 * The alerts screen's filters (from the query string), its page of alerts and the actions on
 * them, each ending in a message and a refresh. Opening the screen marks the alerts seen, which
 * clears the menu's unread count.
 */
export function useAlertsPage() {
  const list = useListParams();
  const filters = {
    state: list.oneOf('state', ALERT_STATES) ?? DEFAULT_ALERT_STATE,
    kind: list.oneOf('kind', ALERT_KINDS),
    propertyId: list.id('property'),
    siteId: list.id('site'),
    page: list.page,
  };
  const [muting, setMuting] = useState<Alert | null>(null);
  const alerts = useAlerts(filters);
  const refresh = useRefreshAlerts();
  const acknowledge = useAcknowledgeAlert();
  const mute = useMuteAlert();
  const unmute = useUnmuteAlerts();
  const busy = acknowledge.isPending || mute.isPending || unmute.isPending;

  const markSeen = useMarkAlertsSeen();
  useEffect(() => {
    markSeen().catch(() => {});
  }, [markSeen]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      useLogStore.getState().showMessage({ id: 'alert-action', text: done, tone: 'success' });
    } catch (error) {
      useLogStore.getState().showMessage({
        id: 'alert-action',
        text: error instanceof ApiError ? error.message : 'That did not work. Try again.',
        tone: 'error',
      });
    }
    await refresh();
  };

  return {
    list,
    filters,
    alerts,
    pageSize: ALERTS_PAGE_SIZE,
    busy,
    muting,
    setMuting,
    acknowledge: (alert: Alert) =>
      void run(
        () => acknowledge.mutateAsync({ params: { alertId: alert.id } }),
        'Alert acknowledged.',
      ),
    unmute: (alert: Alert) =>
      void run(
        () => unmute.mutateAsync({ params: { muteId: alert.mute!.id } }),
        'Unmuted: new regressions raise alerts again.',
      ),
    mute: (days: number | null) => {
      const alert = muting!;
      setMuting(null);
      void run(() => mute.mutateAsync({ params: { alertId: alert.id }, body: { days } }), 'Muted.');
    },
  };
}

export type AlertsPageState = ReturnType<typeof useAlertsPage>;
