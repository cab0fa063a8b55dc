import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { StompBroker, UserDestination } from './stomp-broker.ts';

const CHANNEL = 'lens_realtime';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7999;
const RECONNECT_MS = 2000;

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
  await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
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
  await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
}

export interface NotifyBridge {
  close(): Promise<void>;
}

/**
 * Listens for published messages on a connection of its own (a pooled one would be handed back
 * and lose the LISTEN) and hands them to this process's broker. A lost connection is reopened;
 * messages published meanwhile are missed, as a socket that reconnects misses them too.
 */
export async function startNotifyBridge(
  pool: pg.Pool,
  broker: StompBroker,
  log: FastifyBaseLogger,
): Promise<NotifyBridge> {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;

  const deliver = (message: pg.Notification) => {
    const parsed = notificationSchema.safeParse(parseJson(message.payload));
    if (!parsed.success) return log.warn({ payload: message.payload }, 'unreadable live message');
    if ('sessionsEnded' in parsed.data) {
      broker.endSessions(parsed.data.userId, parsed.data.sessionHash);
      return;
    }
    const { userId, destination, body } = parsed.data;
    broker.deliverToUser(userId, destination, body);
  };

  const listen = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', deliver);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, undefined));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closing) await next.end();
    else client = next;
  };

  const lost = (which: pg.Client, error: Error | undefined) => {
    if (closing || which !== client) return;
    client = null;
    which.end().catch(() => {});
    log.warn({ err: error }, 'live message listener lost its database connection');
    reconnect();
  };

  const reconnect = () => {
    retry = setTimeout(() => {
      listen().catch((error: unknown) => {
        log.warn({ err: error }, 'live message listener could not reconnect');
        reconnect();
      });
    }, RECONNECT_MS);
  };

  await listen();
  return {
    close: async () => {
      closing = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
