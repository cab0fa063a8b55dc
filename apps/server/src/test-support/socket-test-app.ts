import { afterAll, beforeAll } from 'vitest';
import { startNotifyBridge, type NotifyBridge } from '../realtime/notify-bridge.ts';
import { connectStomp, listenForSockets, type StompTestClient } from './stomp-test-clients.ts';
import { sessionFor, type TestSession } from './sessions.ts';
import { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface SocketTestApp {
  app: TestApp;
  /** `ws://host:port` of the app listening on a real socket. */
  base: string;
  manager: TestSession;
  chain: TestSession;
  /** A STOMP client signed in as the session, closed after the file's tests. */
  connect(session: TestSession, url: string, reconnectDelayMs?: number): Promise<StompTestClient>;
}

/**
 * The app on a real socket with the database's notifications bridged to it, for the tests of
 * what reaches a browser over the sockets; set up before the file's tests and closed after them.
 */
export function socketTestApp(): SocketTestApp {
  const clients: StompTestClient[] = [];
  let bridge: NotifyBridge;
  const kit = {
    async connect(session: TestSession, url: string, reconnectDelayMs = 0) {
      const client = await connectStomp(url, { cookie: session.headers.cookie!, reconnectDelayMs });
      clients.push(client);
      return client;
    },
  } as SocketTestApp;

  beforeAll(async () => {
    kit.app = await createTestApp();
    kit.base = await listenForSockets(kit.app);
    bridge = await startNotifyBridge(kit.app.database.pool, kit.app.realtime, kit.app.log);
    kit.manager = await sessionFor(kit.app.database, 'manager@demo.local');
    kit.chain = await sessionFor(kit.app.database, 'chain@demo.local');
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await bridge?.close();
    await kit.app?.close();
  });

  return kit;
}
