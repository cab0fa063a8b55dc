import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { StompDecoder, type StompFrame } from '../realtime/stomp-frame.ts';

// Test-only helpers: real clients against a listening app, waiting on events with bounded time.

const WAIT_MS = 10_000;

/** Listens on loopback (any free port unless given) and answers the ws:// base URL. */
export async function listenForSockets(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `ws://127.0.0.1:${address.port}`;
}

/** Items arriving over time; `next()` waits for the first one not taken yet. */
export class Inbox<T> {
  readonly items: T[] = [];
  private taken = 0;
  private waiter: (() => void) | null = null;

  push(item: T): void {
    this.items.push(item);
    this.waiter?.();
  }

  async next(what = 'a message', timeoutMs = WAIT_MS): Promise<T> {
    if (this.taken >= this.items.length) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No ${what} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = null;
          resolve();
        };
      });
    }
    return this.items[this.taken++]!;
  }
}

export interface StompTestClient {
  client: Client;
  /**
   * Subscribes now and again after every reconnect, as the web does, into one inbox; resolves
   * once the broker confirms, so nothing published afterwards can be missed.
   */
  subscribe(destination: string): Promise<Inbox<IMessage>>;
  /** Every CONNECTED frame's headers; the first one is taken by the time the client is returned. */
  connections: Inbox<Record<string, string>>;
  close(): Promise<void>;
}

/** A @stomp/stompjs client on `ws`, signed in by the session cookie of the upgrade. */
export async function connectStomp(
  url: string,
  options: { cookie: string; heartBeatMs?: number; reconnectDelayMs?: number },
): Promise<StompTestClient> {
  const subscriptions: { destination: string; inbox: Inbox<IMessage> }[] = [];
  const connections = new Inbox<Record<string, string>>();
  const client = new Client({
    webSocketFactory: () =>
      new WebSocket(url, ['v12.stomp'], { headers: { cookie: options.cookie } }) as IStompSocket,
    heartbeatIncoming: options.heartBeatMs ?? 4000,
    heartbeatOutgoing: options.heartBeatMs ?? 4000,
    reconnectDelay: options.reconnectDelayMs ?? 0,
    onConnect: (frame) => {
      for (const { destination, inbox } of subscriptions) {
        client.subscribe(destination, (message) => inbox.push(message));
      }
      connections.push(frame.headers);
    },
  });
  const failed = new Promise<never>((_, reject) => {
    client.onStompError = (frame) => reject(new Error(`STOMP ERROR: ${frame.headers.message}`));
    client.onWebSocketClose = (event: { code: number }) =>
      reject(new Error(`Socket closed before CONNECTED (${event.code})`));
  });
  failed.catch(() => {});
  client.activate();
  await Promise.race([connections.next('CONNECTED frame'), failed]);
  client.onWebSocketClose = () => {};
  let receipts = 0;
  return {
    client,
    connections,
    subscribe: async (destination) => {
      const inbox = new Inbox<IMessage>();
      const receipt = `subscribed-${++receipts}`;
      const confirmed = new Inbox<true>();
      client.watchForReceipt(receipt, () => confirmed.push(true));
      subscriptions.push({ destination, inbox });
      client.subscribe(destination, (message) => inbox.push(message), { receipt });
      await confirmed.next(`RECEIPT for ${destination}`);
      return inbox;
    },
    close: () => client.deactivate(),
  };
}

export interface RawStompSocket {
  socket: WebSocket;
  frames: Inbox<StompFrame>;
  /** When each server heart-beat (a bare end-of-line) arrived. */
  beats: Inbox<number>;
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
  send(frame: string): void;
}

/** A bare WebSocket speaking STOMP by hand, for what stompjs will not do (stop beating...). */
export async function openRawStomp(url: string, cookie: string): Promise<RawStompSocket> {
  const socket = new WebSocket(url, ['v12.stomp'], { headers: { cookie } });
  const frames = new Inbox<StompFrame>();
  const beats = new Inbox<number>();
  const decoder = new StompDecoder(1 << 20);
  socket.on('message', (data: Buffer) => {
    if (/^(\r?\n)+$/.test(data.toString())) beats.push(Date.now());
    for (const frame of decoder.push(data)) frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, beats, closed, send: (frame) => socket.send(frame) };
}

/** Resolves with the HTTP status that refused a WebSocket upgrade. */
export function refusedUpgrade(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('The upgrade was accepted')));
    socket.on('error', () => {});
  });
}
