import { z } from 'zod';
import { alertsMessageSchema } from './alerts.ts';
import { isoDateTimeSchema } from './common.ts';
import { waitingUidSchema } from './matched-notes.ts';

/** STOMP 1.2 over WebSocket endpoints; both carry the same topics. */
export const SOCKET_PATHS = ['/druid-websocket', '/pv-websocket'] as const;
export type SocketPath = (typeof SOCKET_PATHS)[number];

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

export const SOCKET_TOPICS = {
  restarted: { destination: RESTARTED_TOPIC, encoding: 'json', body: restartedMessageSchema },
  processed: { destination: PROCESSED_TOPIC, encoding: 'text', body: processedMessageSchema },
  alerts: { destination: ALERTS_TOPIC, encoding: 'json', body: alertsMessageSchema },
} as const;
