import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { listenToChannel } from '../db/listen-channel.ts';
import type { StompBroker, UserDestination } from './stomp-broker.ts';
import { notify } from './notify.queries.ts';

const CHANNEL = 'lens_realtime';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7999;

const messageSchema = z.object({
  userId: z.number().int(),
  destination: z.templateLiteral(['/user/', z.string()]),
  body: z.string(),
});

const sessionsEndedSchema = z.object({
  userId: z.number().int(),
  /** The SHA-256 of the one session that ended, or null when all of the user's ended. */
  sessionHash: z.string().nullable(),
  sessionsEnded: z.literal(true),
});

const notificationSchema = z.union([messageSchema, sessionsEndedSchema]);

/**
 * Sends `body` to `userId`'s subscriptions to `destination` on every server process, whichever
 * holds their sockets. Called inside a transaction, the message leaves when it commits.
 */
export async function publishToUser(
  db: Pick<pg.Pool, 'query'>,
  userId: number,
  destination: UserDestination,
  body: string,
): Promise<void> {
  const payload = JSON.stringify({ userId, destination, body });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`A live message is limited to ${MAX_PAYLOAD_BYTES} bytes with its envelope`);
  }
  await notify(db, CHANNEL, payload);
}

/**
 * Closes the sockets of a session that ended (by its token's hash), or of every session of
 * `userId` when `sessionHash` is null, on every server process: a socket opened while signed in
 * must not go on receiving once the session is gone. Called inside a transaction, the sockets
 * close when it commits.
 */
export async function publishSessionsEnded(
  db: Pick<pg.Pool, 'query'>,
  userId: number,
  sessionHash: string | null,
): Promise<void> {
  const payload = JSON.stringify({ userId, sessionHash, sessionsEnded: true });
  await notify(db, CHANNEL, payload);
}

export interface NotifyBridge {
  close(): Promise<void>;
}

/**
 * Listens for published messages (listenToChannel: a connection of its own, reopened when lost)
 * and hands them to this process's broker. Messages published while the connection is down are
 * missed, as a socket that reconnects misses them too.
 */
export function startNotifyBridge(
  pool: pg.Pool,
  broker: StompBroker,
  log: FastifyBaseLogger,
): Promise<NotifyBridge> {
  const deliver = (payload: string | undefined) => {
    const parsed = notificationSchema.safeParse(parseJson(payload));
    if (!parsed.success) return log.warn({ payload }, 'unreadable live message');
    if ('sessionsEnded' in parsed.data) {
      broker.endSessions(parsed.data.userId, parsed.data.sessionHash);
      return;
    }
    const { userId, destination, body } = parsed.data;
    broker.deliverToUser(userId, destination, body);
  };
  return listenToChannel(
    pool,
    CHANNEL,
    { notified: deliver, listening: () => {}, lost: () => {} },
    log,
  );
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
