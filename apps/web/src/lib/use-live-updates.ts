import { newAlertsMessage } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NEW_ALERT_KEYS } from '../api/alerts.ts';
import { runSilently } from './loader-store.ts';
import { connectSocket } from './socket-client.ts';
import { useLogStore } from './log-store.ts';

/** The id of the "being processed" message a flag save shows until its processed message comes. */
export const FLAG_PROCESSING_ID = 'flag-processing';

export const PROCESSED_MESSAGE =
  'Your request to flag Matched items for modification has been processed. Please refresh your Dashboard page to see the updated data.';

/**
 * A waiting uid came back processed: once none remains, the processed message with its Refresh
 * button replaces the processing one, where that one was (above the flagged widget's table).
 */
export function flagsProcessed(uid: string): void {
  const log = useLogStore.getState();
  if (!log.received(uid)) return;
  const place = log.messages.find((message) => message.id === FLAG_PROCESSING_ID)?.place;
  log.clearMessages();
  log.showMessage({
    id: 'processed',
    text: PROCESSED_MESSAGE,
    tone: 'success',
    button: { name: 'Refresh', action: 'reload' },
    place,
  });
}

/**
 * Listens on the live socket: a restart shows the deploy notice; when the last waiting uid is
 * processed, the processed message with a Refresh button appears (docs/product-rules.md, "Flagging for modification"); new
 * regression alerts show a message opening the alerts screen and refresh the alert reads, in
 * silent mode: the user did not ask for that reload, so no loader flashes for it.
 */
export function useLiveUpdates(): { deployed: boolean } {
  const [deployed, setDeployed] = useState(false);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectSocket({
        onRestarted: () => setDeployed(true),
        onProcessed: flagsProcessed,
        onAlerts: ({ count, first }) => {
          useLogStore.getState().showMessage({
            id: 'alerts',
            text: newAlertsMessage(count, first),
            button: { name: 'View alerts', action: 'open', to: '/alerts' },
          });
          void runSilently(() =>
            Promise.all(
              NEW_ALERT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
            ),
          );
        },
      }),
    [queryClient],
  );
  return { deployed };
}
