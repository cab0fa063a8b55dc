import type { Client, IMessage } from '@stomp/stompjs';
import {
  alertsMessageSchema,
  restartedMessageSchema,
  SOCKET_PATHS,
  SOCKET_TOPICS,
  type AlertsMessage,
  type SocketPath,
  type SocketTopic,
} from '@lens/contracts';
import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_DELAY_MS } from '@lens/domain';
import { BUILD_PROGRESS_EVENT } from './build-progress-event.ts';

export interface SocketHandlers {
  /** The server this page talks to started after the one it first saw: a deploy happened. */
  onRestarted(): void;
  /** A queued request (flagged items) identified by its uid was processed. */
  onProcessed(uid: string): void;
  /** New regression alerts were raised for what the user follows. */
  onAlerts(message: AlertsMessage): void;
}

/** The topics a socket at `path` serves, as the contract assigns them. */
export function topicsOn(path: SocketPath): SocketTopic[] {
  return (Object.keys(SOCKET_TOPICS) as SocketTopic[]).filter(
    (topic) => SOCKET_TOPICS[topic].socket === path,
  );
}

/**
 * The live connections: STOMP over WebSocket at both socket paths, each subscribed to the topics
 * it serves (docs/architecture.md, "Live messages"), each reconnecting every 3 s and beating
 * every 4 s on its own, so one dropping leaves the other's messages flowing. The first server
 * start seen is remembered; a later one announces a deploy.
 */
export function connectSocket(handlers: SocketHandlers): () => void {
  let firstStart: string | null = null;
  const receive: Record<SocketTopic, (message: IMessage) => void> = {
    restarted: (message) => {
      const parsed = restartedMessageSchema.safeParse(JSON.parse(message.body));
      if (!parsed.success) return;
      const started = `${parsed.data.serverId}@${parsed.data.serverStartedAt}`;
      if (firstStart === null) firstStart = started;
      else if (started !== firstStart) handlers.onRestarted();
    },
    processed: (message) => handlers.onProcessed(message.body),
    buildProgress: (message) =>
      window.dispatchEvent(new CustomEvent(BUILD_PROGRESS_EVENT, { detail: message.body })),
    alerts: (message) => {
      const parsed = alertsMessageSchema.safeParse(JSON.parse(message.body));
      if (parsed.success) handlers.onAlerts(parsed.data);
    },
  };
  const clients: Client[] = [];
  let closed = false;
  const protocol = location.protocol === 'https:' ? 'wss' : 'ws';
  // The STOMP client is loaded after the first screen: nothing on it waits for the sockets.
  void import('@stomp/stompjs').then(({ Client }) => {
    if (closed) return;
    for (const path of SOCKET_PATHS) {
      const stomp = new Client({
        brokerURL: `${protocol}://${location.host}${path}`,
        reconnectDelay: SOCKET_RECONNECT_DELAY_MS,
        heartbeatIncoming: SOCKET_HEARTBEAT_MS,
        heartbeatOutgoing: SOCKET_HEARTBEAT_MS,
        onConnect: () => {
          for (const topic of topicsOn(path))
            stomp.subscribe(SOCKET_TOPICS[topic].destination, receive[topic]);
        },
      });
      stomp.activate();
      clients.push(stomp);
    }
  });
  return () => {
    closed = true;
    for (const client of clients) void client.deactivate();
  };
}
