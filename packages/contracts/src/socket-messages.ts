import { z } from 'zod';
import { alertsMessageSchema } from './alerts.ts';
import { isoDateTimeSchema } from './common.ts';
import { waitingUidSchema } from './matched-notes.ts';
import { buildProgressMessageSchema } from './build-progress.ts';

/**
 * STOMP 1.2 over WebSocket endpoints, each serving its own topics (SOCKET_TOPICS): the first the
 * server's broadcasts, the second the signed-in user's own messages.
 */
export const SOCKET_PATHS = ['/druid-websocket', '/pv-websocket'] as const;
export type SocketPath = (typeof SOCKET_PATHS)[number];
/** The socket of broadcasts to every page: the server's (re)start. */
export const BROADCAST_SOCKET: SocketPath = '/druid-websocket';
/** The socket of user destinations: what the user's own work and follows produce. */
export const USER_SOCKET: SocketPath = '/pv-websocket';

export const RESTARTED_TOPIC = '/topic/restarted';

/**
 * A user destination: the broker resolves it to the subscriber's own session, so one user can
 * never subscribe to another's processed ids.
 */
export const PROCESSED_TOPIC = '/user/topic/processed';

export const restartedMessageSchema = z
  .object({
    serverStartedAt: isoDateTimeSchema,
    serverId: z.string().min(1).describe('Identifies the server process that started'),
  })
  .describe('JSON body of /topic/restarted: a new server version is running');
export type RestartedMessage = z.infer<typeof restartedMessageSchema>;

export const processedMessageSchema = waitingUidSchema.describe(
  'Plain-text body (not JSON) of the processed topic: the waiting uid whose request is done',
);
export type ProcessedMessage = z.infer<typeof processedMessageSchema>;

/** A user destination: new regression alerts for what the user follows. */
export const ALERTS_TOPIC = '/user/topic/alerts';

/** A user destination: the stages of a document build the user started (the dashboard PDF). */
export const BUILD_PROGRESS_TOPIC = '/user/topic/build-progress';

/**
 * Every topic, its encoding and the one socket that serves it: broadcasts on BROADCAST_SOCKET,
 * user destinations (`/user/...`) on USER_SOCKET (docs/architecture.md, "Live messages").
 */
export const SOCKET_TOPICS = {
  restarted: {
    destination: RESTARTED_TOPIC,
    encoding: 'json',
    body: restartedMessageSchema,
    socket: BROADCAST_SOCKET,
  },
  processed: {
    destination: PROCESSED_TOPIC,
    encoding: 'text',
    body: processedMessageSchema,
    socket: USER_SOCKET,
  },
  alerts: {
    destination: ALERTS_TOPIC,
    encoding: 'json',
    body: alertsMessageSchema,
    socket: USER_SOCKET,
  },
  buildProgress: {
    destination: BUILD_PROGRESS_TOPIC,
    encoding: 'json',
    body: buildProgressMessageSchema,
    socket: USER_SOCKET,
  },
} as const;
export type SocketTopic = keyof typeof SOCKET_TOPICS;

/** The socket that serves `destination`, or null for a destination no socket serves. */
export function socketPathOf(destination: string): SocketPath | null {
  return (
    Object.values(SOCKET_TOPICS).find((topic) => topic.destination === destination)?.socket ?? null
  );
}
