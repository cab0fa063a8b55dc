import { randomUUID } from 'node:crypto';
import {
  RESTARTED_TOPIC,
  SOCKET_TOPICS,
  restartedMessageSchema,
  socketPathOf,
  type SocketPath,
} from '@lens/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { StompConnection, type ConnectionHost, type SocketOwner } from './stomp-connection.ts';

/** A destination the broker resolves to the subscriber's own user (the `/user/` prefix). */
export type UserDestination = `/user/${string}`;

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(SOCKET_TOPICS).map(({ destination, encoding }) => [
    destination,
    encoding === 'json' ? 'application/json' : 'text/plain;charset=utf-8',
  ]),
);

/**
 * The start /topic/restarted announces. The HTTP processes of one server share it, so a socket
 * that reconnects to another of them, or to one restarted after a crash, sees no deploy.
 */
export interface ServerStart {
  serverId: string;
  startedAt: Date;
}

export function newServerStart(): ServerStart {
  return { serverId: randomUUID(), startedAt: new Date() };
}

/**
 * The STOMP broker of one server process: its sockets, their subscriptions to the contract's
 * topics, and delivery to a user's sockets. Messages from other processes arrive through the
 * notify bridge, so every process delivers only to the sockets it holds.
 */
export class StompBroker implements ConnectionHost {
  readonly serverId: string;
  readonly startedAt: Date;
  private readonly connectionsByUser = new Map<number, Set<StompConnection>>();
  // Message ids stay unique across the processes that share the server id.
  private readonly brokerId = randomUUID();
  private messageCount = 0;

  constructor(
    readonly log: FastifyBaseLogger,
    start: ServerStart = newServerStart(),
  ) {
    this.serverId = start.serverId;
    this.startedAt = start.startedAt;
  }

  attach(socket: WebSocket, owner: SocketOwner): void {
    const connections = this.connectionsByUser.get(owner.userId) ?? new Set();
    connections.add(new StompConnection(socket, owner, this));
    this.connectionsByUser.set(owner.userId, connections);
  }

  /** Closes this process's sockets of one session of `userId`, or of all when `sessionHash` is null. */
  endSessions(userId: number, sessionHash: string | null): void {
    for (const connection of this.connectionsByUser.get(userId) ?? []) {
      if (sessionHash === null || connection.sessionHash === sessionHash) {
        connection.end('Your session has ended. Please sign in again.');
      }
    }
  }

  /**
   * Each topic has one socket (docs/architecture.md, "Live messages"): asked on the other, the
   * refusal names the right one, so a misrouted client fails loudly instead of waiting forever.
   */
  refuse(destination: string, path: SocketPath): string | null {
    const served = socketPathOf(destination);
    if (served === null) return `Unknown destination ${destination}`;
    return served === path ? null : `${destination} is served on ${served}, not on ${path}`;
  }

  /** A client that reconnects to a newer server sees a later start: the web's deploy notice. */
  subscribed(connection: StompConnection, subscriptionId: string, destination: string): void {
    if (destination !== RESTARTED_TOPIC) return;
    const body = restartedMessageSchema.parse({
      serverStartedAt: this.startedAt.toISOString(),
      serverId: this.serverId,
    });
    this.deliver(connection, subscriptionId, destination, JSON.stringify(body));
  }

  closed(connection: StompConnection): void {
    const connections = this.connectionsByUser.get(connection.userId);
    connections?.delete(connection);
    if (connections?.size === 0) this.connectionsByUser.delete(connection.userId);
  }

  /** Sends `body` to every subscription of this process's sockets of `userId` to `destination`. */
  deliverToUser(userId: number, destination: UserDestination, body: string): void {
    for (const connection of this.connectionsByUser.get(userId) ?? []) {
      for (const id of connection.subscriptionsTo(destination)) {
        this.deliver(connection, id, destination, body);
      }
    }
  }

  private deliver(
    connection: StompConnection,
    subscription: string,
    destination: string,
    body: string,
  ): void {
    connection.send({
      command: 'MESSAGE',
      headers: {
        subscription,
        'message-id': `${this.brokerId}-${++this.messageCount}`,
        destination,
        'content-type': CONTENT_TYPES[destination]!,
      },
      body,
    });
  }
}
