import { Client, type IMessage } from '@stomp/stompjs';
import {
  PROCESSED_TOPIC,
  RESTARTED_TOPIC,
  restartedMessageSchema,
  SOCKET_PATHS,
} from '@lens/contracts';
import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_DELAY_MS } from '@lens/domain';

export interface SocketHandlers {
  /** The server this page talks to started after the one it first saw: a deploy happened. */
  onRestarted(): void;
  /** A queued request (flagged items) identified by its uid was processed. */
  onProcessed(uid: string): void;
}

/**
 * The live connection (STOMP over WebSocket at /druid-websocket): reconnects every 3 s and beats
 * every 4 s (SPEC.md section 9). The first server start seen is remembered; a later one announces a
 * deploy.
 */
export function connectSocket(handlers: SocketHandlers): () => void {
  let firstStart: string | null = null;
  const protocol = location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new Client({
    brokerURL: `${protocol}://${location.host}${SOCKET_PATHS[0]}`,
    reconnectDelay: SOCKET_RECONNECT_DELAY_MS,
    heartbeatIncoming: SOCKET_HEARTBEAT_MS,
    heartbeatOutgoing: SOCKET_HEARTBEAT_MS,
    onConnect: () => {
      client.subscribe(RESTARTED_TOPIC, (message: IMessage) => {
        const parsed = restartedMessageSchema.safeParse(JSON.parse(message.body));
        if (!parsed.success) return;
        const started = `${parsed.data.serverId}@${parsed.data.serverStartedAt}`;
        if (firstStart === null) firstStart = started;
        else if (started !== firstStart) handlers.onRestarted();
      });
      client.subscribe(PROCESSED_TOPIC, (message: IMessage) => handlers.onProcessed(message.body));
    },
  });
  client.activate();
  return () => void client.deactivate();
}
