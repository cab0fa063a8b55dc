import type { SocketPath } from '@lens/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { encodeFrame, StompDecoder, StompFrameError, type StompFrame } from './stomp-frame.ts';

/** What a connection asks of the broker it belongs to. */
export interface ConnectionHost {
  readonly log: FastifyBaseLogger;
  /** Checks a SUBSCRIBE destination on the socket at `path`; returns why it is refused, or null. */
  refuse(destination: string, path: SocketPath): string | null;
  subscribed(connection: StompConnection, subscriptionId: string, destination: string): void;
  closed(connection: StompConnection): void;
}

/** Whose socket it is, and where it was opened. */
export interface SocketOwner {
  userId: number;
  /** The SHA-256 of the session token the socket was opened with. */
  sessionHash: string;
  path: SocketPath;
}

export const MAX_FRAME_BYTES = 64 * 1024;
/** The most frequent heart-beat either side may ask for; the web asks for 4000 ms. */
export const HEART_BEAT_FLOOR_MS = 1000;
/** WebSocket's "policy violation": the socket's session no longer exists. */
export const SESSION_ENDED_CLOSE_CODE = 1008;
/** Time allowed between the upgrade and CONNECT. */
const CONNECT_TIMEOUT_MS = 10_000;

// Another interval of silence is tolerated before a peer counts as gone: timers and networks
// jitter, and stompjs allows its server the same.
const SILENCE_FACTOR = 2;

/**
 * Heart-beat negotiation of STOMP 1.2: each direction runs at the slower of what the sender can do
 * and what the receiver wants, and not at all if either says 0. The server can send and wants to
 * receive as often as HEART_BEAT_FLOOR_MS.
 */
export function negotiateHeartBeat(header: string | undefined): {
  outgoing: number;
  incoming: number;
} {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header ?? '0,0');
  if (!match) throw new StompFrameError('heart-beat must be two numbers: "cx,cy"');
  const [clientSends, clientWants] = [Number(match[1]), Number(match[2])];
  const direction = (ms: number) => (ms === 0 ? 0 : Math.max(ms, HEART_BEAT_FLOOR_MS));
  return { outgoing: direction(clientWants), incoming: direction(clientSends) };
}

/** One client socket speaking STOMP 1.2 for a signed-in user. */
export class StompConnection {
  private readonly decoder = new StompDecoder(MAX_FRAME_BYTES);
  private readonly subscriptions = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private connected = false;
  private lastReceivedAt = Date.now();

  readonly userId: number;
  readonly sessionHash: string;
  readonly path: SocketPath;

  constructor(
    private readonly socket: WebSocket,
    owner: SocketOwner,
    private readonly host: ConnectionHost,
  ) {
    this.userId = owner.userId;
    this.sessionHash = owner.sessionHash;
    this.path = owner.path;
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.dispose());
    this.timers.push(
      setTimeout(() => this.fail('CONNECT was not sent in time', undefined), CONNECT_TIMEOUT_MS),
    );
  }

  /** The ids of this connection's subscriptions to `destination`. */
  subscriptionsTo(destination: string): string[] {
    return [...this.subscriptions].filter(([, d]) => d === destination).map(([id]) => id);
  }

  send(frame: StompFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeFrame(frame));
  }

  private receive(data: RawData): void {
    this.lastReceivedAt = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(toBuffer(data));
    } catch (error) {
      this.reject(error, undefined);
      return;
    }
    for (const frame of frames) {
      if (this.socket.readyState !== this.socket.OPEN) return;
      try {
        this.handle(frame);
      } catch (error) {
        this.reject(error, frame.headers.receipt);
      }
    }
  }

  // A fault of ours closes this one connection rather than the process serving everyone else.
  private reject(error: unknown, receiptId: string | undefined): void {
    if (error instanceof StompFrameError) return this.fail(error.message, receiptId);
    this.host.log.error({ err: error }, 'STOMP frame handling failed');
    this.fail('The server could not handle this frame', receiptId);
  }

  private handle(frame: StompFrame): void {
    const { command, headers } = frame;
    if (command === 'CONNECT' || command === 'STOMP') return this.connect(headers);
    if (!this.connected) throw new StompFrameError(`${command} before CONNECT`);
    switch (command) {
      case 'SUBSCRIBE':
        this.subscribe(required(headers, 'id'), required(headers, 'destination'), headers.ack);
        break;
      case 'UNSUBSCRIBE':
        this.subscriptions.delete(required(headers, 'id'));
        break;
      // Every subscription is ack:auto, so acknowledgements have nothing to settle.
      case 'ACK':
      case 'NACK':
        break;
      case 'DISCONNECT':
        this.receipt(headers.receipt);
        this.socket.close(1000, 'DISCONNECT');
        return;
      default:
        throw new StompFrameError(
          `${command} is not supported: this broker only delivers the server's messages`,
        );
    }
    this.receipt(headers.receipt);
  }

  private connect(headers: Record<string, string>): void {
    if (this.connected) throw new StompFrameError('Already connected');
    const versions = (headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) throw new StompFrameError('Supported protocol versions are 1.2');
    const { outgoing, incoming } = negotiateHeartBeat(headers['heart-beat']);
    this.clearTimers();
    this.connected = true;
    this.send({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': `${outgoing},${incoming}`, server: 'ListingLens' },
      body: '',
    });
    if (outgoing) this.timers.push(setInterval(() => this.beat(), outgoing));
    if (incoming) {
      this.timers.push(setInterval(() => this.checkAlive(incoming * SILENCE_FACTOR), incoming));
    }
  }

  private subscribe(id: string, destination: string, ack = 'auto'): void {
    if (this.subscriptions.has(id)) throw new StompFrameError(`Subscription ${id} already exists`);
    if (ack !== 'auto') throw new StompFrameError('Only ack:auto subscriptions are supported');
    const refusal = this.host.refuse(destination, this.path);
    if (refusal) throw new StompFrameError(refusal);
    this.subscriptions.set(id, destination);
    this.host.subscribed(this, id, destination);
  }

  private receipt(receiptId: string | undefined): void {
    if (receiptId !== undefined) {
      this.send({ command: 'RECEIPT', headers: { 'receipt-id': receiptId }, body: '' });
    }
  }

  private beat(): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send('\n');
  }

  private checkAlive(toleranceMs: number): void {
    // A silent peer may be gone without a TCP close: a closing handshake would wait on it too.
    if (Date.now() - this.lastReceivedAt > toleranceMs) this.socket.terminate();
  }

  /** The session this socket was opened with ended: an ERROR frame says so, then it closes. */
  end(message: string): void {
    this.sendError(message, undefined);
    this.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  }

  /** STOMP's answer to anything it cannot accept: an ERROR frame, then the connection closes. */
  private fail(message: string, receiptId: string | undefined): void {
    this.sendError(message, receiptId);
    this.socket.close(1002, 'STOMP protocol error');
  }

  private sendError(message: string, receiptId: string | undefined): void {
    this.send({
      command: 'ERROR',
      headers: {
        message,
        'content-type': 'text/plain;charset=utf-8',
        ...(receiptId !== undefined ? { 'receipt-id': receiptId } : {}),
      },
      body: message,
    });
  }

  private dispose(): void {
    this.clearTimers();
    this.subscriptions.clear();
    this.host.closed(this);
  }

  private clearTimers(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }
}

function required(headers: Record<string, string>, name: string): string {
  const value = headers[name];
  if (!value) throw new StompFrameError(`The ${name} header is required`);
  return value;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
