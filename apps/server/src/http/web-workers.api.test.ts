import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ALERTS_TOPIC,
  alertsMessageSchema,
  BROADCAST_SOCKET,
  RESTARTED_TOPIC,
  restartedMessageSchema,
  USER_SOCKET,
} from '@lens/contracts';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../db/connection.ts';
import {
  alertsClient,
  googleSnapshot,
  REFERENCE_PHONE,
  type AlertsClient,
} from '../test-support/alerts-test-kit.ts';
import { createSession } from '../modules/auth/session.queries.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-plugin.ts';
import {
  connectStomp,
  type Inbox,
  type StompTestClient,
} from '../test-support/stomp-test-clients.ts';
import { startServer, type ServerProcess } from '../test-support/server-process.ts';
import { ownDatabase } from '../test-support/test-database.ts';

/** The follower's page: the broadcast socket with the deploy notice, the user socket with alerts. */
interface FollowerSocket {
  clients: StompTestClient[];
  restarted: Inbox<IMessage>;
  alerts: Inbox<IMessage>;
}

/** The process a STOMP message came from: its message ids start with that broker's own id. */
const brokerOf = (message: IMessage) => message.headers['message-id']!.replace(/-\d+$/, '');

/** The web workers the cluster's primary forked (Linux: read from /proc). */
async function webWorkers(primary: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(parent) === primary && state !== 'Z') found.push(Number(entry));
  }
  return found.sort();
}

async function until<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Several HTTP processes on one database (docs/architecture.md, "Several processes"): a server
 * of one process and a cluster of two web workers, both the built product on a copy of the demo
 * database. Live messages raised in one process reach sockets held by the others.
 */
describe.runIf(process.platform === 'linux')('several server processes on one database', () => {
  let copy: { url: string; drop(): Promise<void> };
  let database: Database;
  let dataDir: string;
  let single: ServerProcess;
  let cluster: ServerProcess;
  let target: AlertsClient;
  let admin: Record<string, string>;
  const sockets: FollowerSocket[] = [];

  /**
   * The follower's two sockets on the cluster, as a page holds them. The primary hands connections
   * to its workers in turn, so pages alternate which socket opens first: over two pages each
   * worker holds one broadcast and one user socket.
   */
  async function followerSocket(): Promise<FollowerSocket> {
    const open = (path: string) =>
      connectStomp(`ws://127.0.0.1:${cluster.port}${path}`, {
        cookie: target.users.follower.headers.cookie!,
        reconnectDelayMs: 200,
      });
    const broadcastFirst = sockets.length % 2 === 0;
    const first = await open(broadcastFirst ? BROADCAST_SOCKET : USER_SOCKET);
    const second = await open(broadcastFirst ? USER_SOCKET : BROADCAST_SOCKET);
    const [broadcast, user] = broadcastFirst ? [first, second] : [second, first];
    const socket = {
      clients: [broadcast, user],
      restarted: await broadcast.subscribe(RESTARTED_TOPIC),
      alerts: await user.subscribe(ALERTS_TOPIC),
    };
    sockets.push(socket);
    return socket;
  }

  /** An administrator of the alerts client imports one snapshot through the single server. */
  async function importThroughSingle(capturedAt: string, phone: string) {
    const form = new FormData();
    const line = JSON.stringify(googleSnapshot(capturedAt, phone));
    form.append('file', new Blob([line], { type: 'application/x-ndjson' }), 'snapshots.ndjson');
    const response = await fetch(`${single.baseUrl}/dashboard/admin/imports/snapshots`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    copy = await ownDatabase('processes');
    database = connect(copy.url, { max: 2 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-processes-'));
    const env = {
      DATABASE_URL: copy.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first installs the job queue's schema.
    single = await startServer({ ...env, WEB_CONCURRENCY: '1' });
    cluster = await startServer({ ...env, WEB_CONCURRENCY: '2' });
    target = await alertsClient(database);
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO users (client_id, email, name, role)
       VALUES ($1, $2, 'Alerts admin', 'ADMIN') RETURNING id`,
      [target.clientId, `admin-${target.clientId}@alerts.test`],
    );
    const { token, csrfToken } = await createSession(database.pool, rows[0]!.id);
    admin = {
      cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfToken}`,
      [CSRF_HEADER]: csrfToken,
    };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(sockets.flatMap((socket) => socket.clients.map((client) => client.close())));
    await single?.stop();
    await cluster?.stop();
    await database?.close();
    await copy?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("delivers an alert raised by one server's import to the follower's sockets on every worker of the other", async () => {
    expect(await webWorkers(cluster.pid)).toHaveLength(2);
    // The primary hands connections to its workers in turn: of four pages' sockets, each worker
    // holds two broadcast and two user sockets.
    for (let i = 0; i < 4; i += 1) await followerSocket();
    const starts = await Promise.all(sockets.map((socket) => socket.restarted.next('start')));
    expect(new Set(starts.map(brokerOf)).size).toBe(2);
    // One server start for the web's deploy notice, whichever worker a socket reached.
    const bodies = starts.map((message) => restartedMessageSchema.parse(JSON.parse(message.body)));
    expect(new Set(bodies.map((body) => `${body.serverId}@${body.serverStartedAt}`)).size).toBe(1);

    await importThroughSingle('2026-02-07T09:00:00Z', REFERENCE_PHONE);
    await importThroughSingle('2026-03-07T09:00:00Z', '+1 212-555-0199');
    const alerts = await Promise.all(sockets.map((socket) => socket.alerts.next('alert')));
    for (const message of alerts) {
      const alert = alertsMessageSchema.parse(JSON.parse(message.body));
      expect(alert.count).toBeGreaterThanOrEqual(1);
      expect(alert.first.propertyName).toBe('Meridian Times Square');
    }
    expect(new Set(alerts.map(brokerOf)).size).toBe(2);
  });

  it('replaces a worker that crashed; sockets that reconnect see no new server start', async () => {
    const before = await webWorkers(cluster.pid);
    const seen = restartedMessageSchema.parse(JSON.parse(sockets[0]!.restarted.items[0]!.body));
    process.kill(before[0]!, 'SIGKILL');
    const after = await until('a replacement worker', async () => {
      const now = await webWorkers(cluster.pid);
      return now.length === 2 && !now.includes(before[0]!) ? now : null;
    });
    expect(after).toContain(before[1]);
    expect(cluster.output()).toMatch(
      new RegExp(`Web worker ${before[0]} ended \\(signal SIGKILL\\)`),
    );

    // The two broadcast sockets the killed worker held reconnect, to the survivor or the
    // replacement, and are told the same start: the page shows no deploy notice.
    const dropped = await until('the dropped sockets to reconnect', async () => {
      const again = sockets.filter((socket) => socket.restarted.items.length > 1);
      return again.length === 2 ? again : null;
    });
    for (const socket of dropped) {
      const start = restartedMessageSchema.parse(JSON.parse(socket.restarted.items[1]!.body));
      expect(start).toEqual(seen);
    }
    // The replacement takes connections like the others.
    const brokers = new Set(sockets.flatMap((socket) => socket.restarted.items.map(brokerOf)));
    const fresh = await until('a socket on the replacement worker', async () => {
      const socket = await followerSocket();
      const start = await socket.restarted.next('start');
      return brokers.has(brokerOf(start)) ? null : socket;
    });
    await importThroughSingle('2026-04-07T09:00:00Z', REFERENCE_PHONE);
    await importThroughSingle('2026-05-07T09:00:00Z', '+1 212-555-0198');
    const alert = alertsMessageSchema.parse(JSON.parse((await fresh.alerts.next('alert')).body));
    expect(alert.first.propertyName).toBe('Meridian Times Square');
    // A worker booted from scratch, four sockets reconnecting and two imports: on a loaded
    // machine this outlasts the default 30 s.
  }, 60_000);

  it('stops the workers, then the jobs and the database, and says so once', async () => {
    const workers = await webWorkers(cluster.pid);
    await cluster.stop();
    expect(cluster.ended()).toEqual({ code: 0, signal: null });
    expect(cluster.output().match(/Stopped cleanly\./g)).toHaveLength(1);
    expect(cluster.output()).not.toMatch(/Web worker \d+ ended \(code 0\)/);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
