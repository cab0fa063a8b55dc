import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 2000;

export interface ChannelHandlers {
  notified(payload: string | undefined): void;
  /** The LISTEN holds from now on: notifications sent before it may have been missed. */
  listening(): void;
  /** The connection is gone: notifications are missed until `listening` is called again. */
  lost(): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * LISTENs to `channel` on a connection of its own (a pooled one would be handed back and lose the
 * LISTEN) and reopens it when it is lost, telling `handlers` when notifications may have been
 * missed.
 */
export async function listenToChannel(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;

  const listen = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => handlers.notified(message.payload));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, undefined));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closing) return next.end();
    client = next;
    handlers.listening();
  };

  const lost = (which: pg.Client, error: Error | undefined) => {
    if (closing || which !== client) return;
    client = null;
    handlers.lost();
    which.end().catch(() => {});
    log.warn({ err: error, channel }, 'listener lost its database connection');
    reconnect();
  };

  const reconnect = () => {
    retry = setTimeout(() => {
      listen().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'listener could not reconnect');
        reconnect();
      });
    }, RECONNECT_MS);
  };

  await listen();
  return {
    close: async () => {
      closing = true;
      clearTimeout(retry);
      handlers.lost();
      await client?.end();
    },
  };
}
