import websocket from '@fastify/websocket';
import { SOCKET_PATHS } from '@lens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/error-handler.ts';
import { requireUser, SESSION_COOKIE, userOf } from '../modules/auth/session-plugin.ts';
import { tokenHash } from '../modules/auth/session.queries.ts';
import { StompBroker, type ServerStart } from './stomp-broker.ts';
import { MAX_FRAME_BYTES } from './stomp-connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's STOMP broker; the notify bridge connects it to the other processes. */
    realtime: StompBroker;
  }
}

const STOMP_SUBPROTOCOL = 'v12.stomp';

/**
 * STOMP 1.2 over WebSocket at both socket paths, each serving its own topics (SOCKET_TOPICS). The
 * upgrade is an ordinary request first, so the session cookie decides who may connect: anonymous
 * upgrades get a 401 and never become sockets.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { start?: ServerStart }) => {
    const broker = new StompBroker(app.log, options.start);
    app.decorate('realtime', broker);
    // At the root, not encapsulated: an upgrade to any other path must still have its socket
    // ended, or it would hold the server's close open.
    await app.register(websocket, {
      options: {
        maxPayload: MAX_FRAME_BYTES,
        handleProtocols: (offered) => (offered.has(STOMP_SUBPROTOCOL) ? STOMP_SUBPROTOCOL : false),
      },
    });
    for (const path of SOCKET_PATHS) {
      // Bearer tokens do not open sockets, so the user comes from the session cookie: the socket
      // belongs to that session and closes when it ends.
      app.get(path, { websocket: true, preHandler: [requireUser, sameOrigin] }, (socket, request) =>
        broker.attach(socket, {
          userId: userOf(request).id,
          sessionHash: tokenHash(request.cookies[SESSION_COOKIE]!),
          path,
        }),
      );
    }
  },
  { name: 'realtime' },
);

/**
 * Browsers send cookies with cross-site WebSocket upgrades and do not apply CORS to them, so a
 * page elsewhere could otherwise open a socket as the signed-in user.
 */
async function sameOrigin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (origin !== undefined && hostOf(origin) !== request.host) {
    throw new HttpError(403, 'Sockets are only open to pages of this site.');
  }
}

function hostOf(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}
