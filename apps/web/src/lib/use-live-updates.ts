import { useEffect, useState } from 'react';
import { connectSocket } from './socket-client.ts';
import { useLogStore } from './log-store.ts';

export const PROCESSED_MESSAGE =
  'Your request to flag Matched items for modification has been processed. Please refresh your Dashboard page to see the updated data.';

/**
 * Listens on the live socket: a restart shows the deploy notice; when the last waiting uid is
 * processed, the processed message with a Refresh button appears (SPEC.md sections 4 and 8).
 */
export function useLiveUpdates(): { deployed: boolean } {
  const [deployed, setDeployed] = useState(false);
  useEffect(
    () =>
      connectSocket({
        onRestarted: () => setDeployed(true),
        onProcessed: (uid) => {
          const log = useLogStore.getState();
          if (log.received(uid)) {
            log.clearMessages();
            log.showMessage({
              id: 'processed',
              text: PROCESSED_MESSAGE,
              button: { name: 'Refresh', action: 'reload' },
            });
          }
        },
      }),
    [],
  );
  return { deployed };
}
