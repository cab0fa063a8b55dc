import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { startNotifyBridge } from '../realtime/notify-bridge.ts';

export interface HttpServer {
  app: FastifyInstance;
  /** The port it listens on: in a web worker, the one every worker shares. */
  port: number;
  /** Stops taking requests and closes the sockets (their clients reconnect), then the bridge. */
  close(): Promise<void>;
}

/**
 * The HTTP side of one server process: the app, its STOMP broker fed with every process's live
 * messages by the notify bridge, listening on PORT. The starting process runs it itself when
 * WEB_CONCURRENCY is 1, each web worker otherwise.
 */
export async function serveHttp(deps: AppDeps): Promise<HttpServer> {
  const { config, database } = deps;
  const app = await buildApp(deps);
  const bridge = await startNotifyBridge(database.pool, app.realtime, app.log);
  const close = async () => {
    await app.close().catch(() => {});
    await bridge.close().catch(() => {});
  };
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }
  const address = app.server.address();
  return {
    app,
    port: typeof address === 'object' && address ? address.port : config.port,
    close,
  };
}
