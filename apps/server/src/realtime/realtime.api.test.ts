import {
  ALERTS_TOPIC,
  BROADCAST_SOCKET,
  PROCESSED_TOPIC,
  RESTARTED_TOPIC,
  SOCKET_PATHS,
  USER_SOCKET,
  restartedMessageSchema,
} from '@lens/contracts';
import { describe, expect, it } from 'vitest';
import { insertPasswordToken } from '../modules/auth/password-tokens.queries.ts';
import { sessionHeaders, signIn, testAccounts } from '../test-support/test-accounts.ts';
import type { TestSession } from '../test-support/sessions.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { socketTestApp } from '../test-support/socket-test-app.ts';
import { publishToUser, startNotifyBridge } from './notify-bridge.ts';
import {
  listenForSockets,
  openRawStomp,
  refusedUpgrade,
} from '../test-support/stomp-test-clients.ts';
import { SESSION_ENDED_CLOSE_CODE } from './stomp-connection.ts';

const CONNECT = (heartBeat: string) =>
  `CONNECT\naccept-version:1.1,1.2\nhost:localhost\nheart-beat:${heartBeat}\n\n\0`;

describe('STOMP over WebSocket', () => {
  const kit = socketTestApp();

  it('refuses anonymous, unknown-session and cross-site upgrades on both paths', async () => {
    for (const path of SOCKET_PATHS) {
      expect(await refusedUpgrade(`${kit.base}${path}`), path).toBe(401);
      expect(await refusedUpgrade(`${kit.base}${path}`, { cookie: 'lens_session=forged' })).toBe(
        401,
      );
      expect(
        await refusedUpgrade(`${kit.base}${path}`, {
          cookie: kit.manager.headers.cookie!,
          origin: 'https://elsewhere.example',
        }),
      ).toBe(403);
    }
  });

  it("negotiates the web's heart-beats in CONNECTED on both paths", async () => {
    for (const path of SOCKET_PATHS) {
      const client = await kit.connect(kit.manager, `${kit.base}${path}`);
      expect(client.connections.items[0]).toMatchObject({
        version: '1.2',
        'heart-beat': '4000,4000',
      });
      await client.close();
    }
    const raw = await openRawStomp(`${kit.base}${SOCKET_PATHS[0]}`, kit.manager.headers.cookie!);
    raw.send(CONNECT('4000,4000'));
    const frame = await raw.frames.next('CONNECTED');
    expect(frame.command).toBe('CONNECTED');
    expect(frame.headers).toMatchObject({ version: '1.2', 'heart-beat': '4000,4000' });
    raw.socket.close();
  });

  it('beats to a client, keeps it while it beats back and closes it once it falls silent', async () => {
    const raw = await openRawStomp(`${kit.base}${SOCKET_PATHS[1]}`, kit.manager.headers.cookie!);
    raw.send(CONNECT('1000,1000'));
    expect((await raw.frames.next('CONNECTED')).headers['heart-beat']).toBe('1000,1000');
    for (let beat = 0; beat < 3; beat += 1) {
      await raw.beats.next('server heart-beat', 3000);
      raw.send('\n');
    }
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    const silentSince = Date.now();
    const code = await Promise.race([
      raw.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still open')), 6000)),
    ]);
    expect(code).toBe(1006);
    // Twice the interval of silence is tolerated, checked once per interval.
    expect(Date.now() - silentSince).toBeGreaterThanOrEqual(1500);
  });

  it('answers bad frames with ERROR and closes; DISCONNECT gets its RECEIPT', async () => {
    const url = `${kit.base}${SOCKET_PATHS[0]}`;
    const cases: [string, RegExp][] = [
      ['SUBSCRIBE\nid:1\ndestination:/topic/restarted\n\n\0', /before CONNECT/],
      ['CONNECT\naccept-version:1.0\n\n\0', /1\.2/],
      [`${CONNECT('0,0')}SEND\ndestination:/topic/restarted\n\nhello\0`, /not supported/],
      [
        `${CONNECT('0,0')}SUBSCRIBE\nid:1\ndestination:/topic/elsewhere\nreceipt:r1\n\n\0`,
        /Unknown/,
      ],
      [`${CONNECT('0,0')}SUBSCRIBE\ndestination:/topic/restarted\n\n\0`, /id header/],
      ['CONNECT\nheart-beat:soon\naccept-version:1.2\n\n\0', /heart-beat/],
      ['hello\n\n\0', /Not a STOMP command/],
    ];
    for (const [frames, message] of cases) {
      const raw = await openRawStomp(url, kit.manager.headers.cookie!);
      raw.send(frames);
      let frame = await raw.frames.next('a frame');
      if (frame.command === 'CONNECTED') frame = await raw.frames.next('ERROR');
      expect(frame.command, frames).toBe('ERROR');
      expect(frame.headers.message).toMatch(message);
      if (frames.includes('receipt:r1')) expect(frame.headers['receipt-id']).toBe('r1');
      expect(await raw.closed).toBe(1002);
    }

    const raw = await openRawStomp(url, kit.manager.headers.cookie!);
    raw.send(`${CONNECT('0,0')}DISCONNECT\nreceipt:bye\n\n\0`);
    expect((await raw.frames.next('CONNECTED')).command).toBe('CONNECTED');
    expect((await raw.frames.next('RECEIPT')).headers).toEqual({ 'receipt-id': 'bye' });
    expect(await raw.closed).toBe(1000);
  });

  it('serves each topic on its own socket and refuses it on the other with a STOMP ERROR naming the right one', async () => {
    const broadcast = await kit.connect(kit.manager, `${kit.base}${BROADCAST_SOCKET}`);
    const restarted = await broadcast.subscribe(RESTARTED_TOPIC);
    expect((await restarted.next('restart message')).headers.destination).toBe(RESTARTED_TOPIC);
    const user = await kit.connect(kit.manager, `${kit.base}${USER_SOCKET}`);
    const alerts = await user.subscribe(ALERTS_TOPIC);
    const processed = await user.subscribe(PROCESSED_TOPIC);
    await publishToUser(
      kit.app.database.pool,
      kit.manager.userId,
      PROCESSED_TOPIC,
      'on-the-user-socket',
    );
    expect((await processed.next('processed message')).body).toBe('on-the-user-socket');
    await publishToUser(
      kit.app.database.pool,
      kit.manager.userId,
      ALERTS_TOPIC,
      '{"on":"user socket"}',
    );
    expect((await alerts.next('alert')).body).toBe('{"on":"user socket"}');

    const misrouted: [string, string, string][] = [
      [BROADCAST_SOCKET, PROCESSED_TOPIC, USER_SOCKET],
      [BROADCAST_SOCKET, ALERTS_TOPIC, USER_SOCKET],
      [USER_SOCKET, RESTARTED_TOPIC, BROADCAST_SOCKET],
    ];
    for (const [path, topic, served] of misrouted) {
      const raw = await openRawStomp(`${kit.base}${path}`, kit.manager.headers.cookie!);
      raw.send(`${CONNECT('0,0')}SUBSCRIBE\nid:1\ndestination:${topic}\nreceipt:r1\n\n\0`);
      expect((await raw.frames.next('CONNECTED')).command).toBe('CONNECTED');
      const refusal = await raw.frames.next('ERROR');
      expect(refusal.command, `${topic} on ${path}`).toBe('ERROR');
      expect(refusal.headers.message).toBe(`${topic} is served on ${served}, not on ${path}`);
      expect(refusal.headers['receipt-id']).toBe('r1');
      expect(await raw.closed).toBe(1002);
    }
  });

  it('sends /topic/restarted on subscribe; a reconnecting client sees the restarted server start later', async () => {
    const first = await createTestApp();
    const url = `${await listenForSockets(first)}${BROADCAST_SOCKET}`;
    const port = Number(new URL(url).port);
    const client = await kit.connect(kit.manager, url, 100);
    const restarted = await client.subscribe(RESTARTED_TOPIC);
    const before = await restarted.next('restart message');
    expect(before.headers['content-type']).toBe('application/json');
    expect(before.headers.destination).toBe(RESTARTED_TOPIC);
    const seen = restartedMessageSchema.parse(JSON.parse(before.body));
    expect(seen.serverStartedAt).toBe(first.realtime.startedAt.toISOString());

    await first.close();
    const second = await createTestApp();
    try {
      await listenForSockets(second, port);
      await client.connections.next('reconnection');
      const after = restartedMessageSchema.parse(JSON.parse((await restarted.next()).body));
      expect(after.serverId).not.toBe(seen.serverId);
      expect(Date.parse(after.serverStartedAt)).toBeGreaterThan(Date.parse(seen.serverStartedAt));
    } finally {
      await client.close();
      await second.close();
    }
  });

  it("delivers a user's message to that user's sockets on every server process, and only theirs", async () => {
    const other = await createTestApp();
    const otherBridge = await startNotifyBridge(other.database.pool, other.realtime, other.log);
    try {
      const otherBase = await listenForSockets(other);
      const subscribed = async (session: TestSession, url: string) =>
        (await kit.connect(session, url)).subscribe(PROCESSED_TOPIC);
      const managerElsewhere = await subscribed(kit.manager, `${otherBase}${USER_SOCKET}`);
      const managerHere = await subscribed(kit.manager, `${kit.base}${USER_SOCKET}`);
      const chainHere = await subscribed(kit.chain, `${kit.base}${USER_SOCKET}`);

      await publishToUser(kit.app.database.pool, kit.manager.userId, PROCESSED_TOPIC, 'fan-out-1');
      const elsewhere = await managerElsewhere.next('fanned-out message');
      expect(elsewhere.body).toBe('fan-out-1');
      expect(elsewhere.headers).toMatchObject({
        destination: PROCESSED_TOPIC,
        'content-type': 'text/plain;charset=utf-8',
      });
      expect((await managerHere.next()).body).toBe('fan-out-1');

      // Notifications arrive in order: once the chain user's own message is in, nothing of the
      // manager's can still be on its way to them.
      await publishToUser(other.database.pool, kit.chain.userId, PROCESSED_TOPIC, 'chain-only');
      expect((await chainHere.next('chain message')).body).toBe('chain-only');
      expect(chainHere.items.map((message) => message.body)).toEqual(['chain-only']);
    } finally {
      await otherBridge.close();
      await other.close();
    }
  });

  it("closes a session's sockets on sign-out, and all of the user's on a new password", async () => {
    const account = await (await testAccounts(kit.app.database, 'Realtime sign-out client'))();
    const signedIn = async () =>
      sessionHeaders(await signIn(kit.app, account.email, account.password));
    const [laptop, phone] = [await signedIn(), await signedIn()];
    // Each socket subscribed to a topic it serves: the restart broadcast, or the user's alerts.
    const subscribed = async (headers: Record<string, string>, path: string) => {
      const raw = await openRawStomp(`${kit.base}${path}`, headers.cookie!);
      const topic = path === USER_SOCKET ? ALERTS_TOPIC : RESTARTED_TOPIC;
      raw.send(`${CONNECT('0,0')}SUBSCRIBE\nid:1\ndestination:${topic}\nreceipt:r\n\n\0`);
      // The restart broadcast answers a subscription with the server's start before the RECEIPT.
      while ((await raw.frames.next('RECEIPT')).command !== 'RECEIPT');
      return raw;
    };
    const laptopSockets = [
      await subscribed(laptop, BROADCAST_SOCKET),
      await subscribed(laptop, USER_SOCKET),
    ];
    const phoneSocket = await subscribed(phone, USER_SOCKET);
    const managerSocket = await subscribed(kit.manager.headers, USER_SOCKET);
    const sockets = [...laptopSockets, phoneSocket, managerSocket];
    try {
      const signOut = await kit.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: laptop,
      });
      expect(signOut.statusCode).toBe(204);
      for (const raw of laptopSockets) {
        const ended = await raw.frames.next('ERROR');
        expect(ended.command).toBe('ERROR');
        expect(ended.headers.message).toBe('Your session has ended. Please sign in again.');
        expect(await raw.closed).toBe(SESSION_ENDED_CLOSE_CODE);
      }
      await publishToUser(kit.app.database.pool, account.id, ALERTS_TOPIC, '{"after":"sign-out"}');
      expect((await phoneSocket.frames.next('alert on the phone')).body).toBe(
        '{"after":"sign-out"}',
      );

      const link = await insertPasswordToken(kit.app.database.pool, account.id, 'restore', 1);
      const reset = await kit.app.inject({
        method: 'POST',
        url: '/auth/password',
        payload: {
          userId: account.id,
          token: link,
          purpose: 'restore',
          password: 'a brand new password',
        },
      });
      expect(reset.statusCode).toBe(204);
      expect((await phoneSocket.frames.next('ERROR')).command).toBe('ERROR');
      expect(await phoneSocket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
      // Another user's socket is left alone.
      await publishToUser(
        kit.app.database.pool,
        kit.manager.userId,
        ALERTS_TOPIC,
        '{"still":"open"}',
      );
      expect((await managerSocket.frames.next('alert for the manager')).body).toBe(
        '{"still":"open"}',
      );
      expect(managerSocket.socket.readyState).toBe(managerSocket.socket.OPEN);
    } finally {
      for (const raw of sockets) raw.socket.terminate();
    }
  });

  it('keeps delivering after the listening database connection is cut', async () => {
    const listeners = async () =>
      (
        await kit.app.database.pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND query = 'LISTEN lens_realtime'`,
        )
      ).rows.map((row) => row.pid);
    const [cut] = await listeners();
    const inbox = await (
      await kit.connect(kit.manager, `${kit.base}${USER_SOCKET}`)
    ).subscribe(PROCESSED_TOPIC);
    await kit.app.database.pool.query('SELECT pg_terminate_backend($1)', [cut]);
    await expect
      .poll(async () => (await listeners()).filter((pid) => pid !== cut), { timeout: 10_000 })
      .toHaveLength(1);

    await publishToUser(
      kit.app.database.pool,
      kit.manager.userId,
      PROCESSED_TOPIC,
      'after-reconnect',
    );
    expect((await inbox.next('message after reconnecting')).body).toBe('after-reconnect');
  });
});
