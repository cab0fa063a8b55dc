import type { Client, IMessage } from '@stomp/stompjs';
import {
  ALERTS_TOPIC,
  alertsMessageSchema,
  PROCESSED_TOPIC,
  RESTARTED_TOPIC,
  restartedMessageSchema,
  SOCKET_PATHS,
  type AlertsMessage,
} from '@lens/contracts';
import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_DELAY_MS } from '@lens/domain';

export interface SocketHandlers {
  /** The server this page talks to started after the one it first saw: a deploy happened. */
  onRestarted(): void;
  /** A queued request (flagged items) identified by its uid was processed. */
  onProcessed(uid: string): void;
  /** New regression alerts were raised for what the user follows. */
  onAlerts(message: AlertsMessage): void;
}

/**
 * The live connection (STOMP over WebSocket at /druid-websocket): reconnects every 3 s and beats
 * every 4 s (SPEC.md section 9). The first server start seen is remembered; a later one announces a
 * deploy.
 */
export function connectSocket(handlers: SocketHandlers): () => void {
  let firstStart: string | null = null;
  let client: Client | null = null;
  let closed = false;
  const protocol = location.protocol === 'https:' ? 'wss' : 'ws';
  // The STOMP client is loaded after the first screen: nothing on it waits for the socket.
  void import('@stomp/stompjs').then(({ Client }) => {
    if (closed) return;
    const stomp = new Client({
      brokerURL: `${protocol}://${location.host}${SOCKET_PATHS[0]}`,
      reconnectDelay: SOCKET_RECONNECT_DELAY_MS,
      heartbeatIncoming: SOCKET_HEARTBEAT_MS,
      heartbeatOutgoing: SOCKET_HEARTBEAT_MS,
      onConnect: () => {
        stomp.subscribe(RESTARTED_TOPIC, (message: IMessage) => {
          const parsed = restartedMessageSchema.safeParse(JSON.parse(message.body));
          if (!parsed.success) return;
          const started = `${parsed.data.serverId}@${parsed.data.serverStartedAt}`;
          if (firstStart === null) firstStart = started;
          else if (started !== firstStart) handlers.onRestarted();
        });
        stomp.subscribe(PROCESSED_TOPIC, (message: IMessage) => handlers.onProcessed(message.body));
        stomp.subscribe(ALERTS_TOPIC, (message: IMessage) => {
          const parsed = alertsMessageSchema.safeParse(JSON.parse(message.body));
          if (parsed.success) handlers.onAlerts(parsed.data);
        });
      },
    });
    stomp.activate();
    client = stomp;
  });
  return () => {
    closed = true;
    void client?.deactivate();
  };
}
