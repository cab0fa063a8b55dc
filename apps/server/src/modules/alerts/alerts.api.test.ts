import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ALERT_CALLS, ALERTS_TOPIC, fillPath } from '@lens/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { createMailer } from '../mail/mailer.ts';
import { sendAlertDigests } from './alert-digest.job.ts';
import {
  alertsClient,
  googleSnapshot,
  landSnapshots,
  REFERENCE_PHONE,
  type AlertsClient,
} from '../../test-support/alerts-test-kit.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The example reference is valid from 2026-01-01; the test client's history is its own.
const PREVIOUS = '2026-02-07T09:00:00Z';
const CURRENT = '2026-03-07T09:00:00Z';
const LATER = '2026-03-20T09:00:00Z';

describe('regression alerts', () => {
  let app: TestApp;
  let database: Database;
  let target: AlertsClient;
  let other: TestSession;
  let listener: pg.Client;
  const published: Array<{ userId: number; destination: string; body: string }> = [];

  const call = (
    headers: Record<string, string>,
    id: keyof typeof ALERT_CALLS,
    options: { params?: Record<string, string | number>; query?: string; body?: unknown } = {},
  ) => {
    const definition = ALERT_CALLS[id];
    return app.inject({
      method: definition.method,
      url: `${fillPath(definition.path, options.params ?? {})}${options.query ? `?${options.query}` : ''}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
  const openAlerts = async (headers: Record<string, string>, query = '') =>
    (await call(headers, 'listAlerts', { query })).json().items as Array<{
      id: number;
      kind: string;
      characteristic: string | null;
      evidence: Record<string, unknown>;
      mute: { id: number } | null;
    }>;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    target = await alertsClient(database);
    other = await sessionFor(database, 'other@demo.local');
    await database.pool.query(
      'INSERT INTO alert_settings (client_id, score_drop_step) VALUES ($1, 1)',
      [target.clientId],
    );
    listener = new pg.Client(database.pool.options);
    await listener.connect();
    listener.on('notification', (message) => published.push(JSON.parse(message.payload!)));
    await listener.query('LISTEN lens_realtime');
  });

  afterAll(async () => {
    await listener.end();
    await app.close();
    await database.close();
  });

  it('raises a broken characteristic and a score drop once, with their evidence', async () => {
    expect(await landSnapshots(database, target, [googleSnapshot(PREVIOUS, REFERENCE_PHONE)])).toBe(
      1,
    );
    expect(await openAlerts(target.users.follower.headers)).toEqual([]);

    await landSnapshots(database, target, [googleSnapshot(CURRENT, '+1 212-555-0199')]);
    const alerts = await openAlerts(target.users.follower.headers);
    expect(alerts.map((alert) => [alert.kind, alert.characteristic]).sort()).toEqual([
      ['CHARACTERISTIC_BROKE', 'PHONE'],
      ['SCORE_DROP', null],
    ]);
    const broke = alerts.find((alert) => alert.kind === 'CHARACTERISTIC_BROKE')!;
    expect(broke.evidence).toMatchObject({
      previous: { auditDate: '2026-02-07', status: 'ACCURATE' },
      current: { auditDate: '2026-03-07', status: 'INACCURATE', channelValue: '+1 212-555-0199' },
    });
    const drop = alerts.find((alert) => alert.kind === 'SCORE_DROP')!;
    expect(drop.evidence).toMatchObject({
      previousMonth: '2026-02',
      currentMonth: '2026-03',
      step: 1,
    });
    expect(Number(drop.evidence.previousScore)).toBeGreaterThan(Number(drop.evidence.currentScore));

    // The same file again lands nothing; a later audit still wrong is no new regression.
    expect(
      await landSnapshots(database, target, [googleSnapshot(CURRENT, '+1 212-555-0199')]),
    ).toBe(0);
    await landSnapshots(database, target, [googleSnapshot(LATER, '+1 212-555-0198')]);
    expect(await openAlerts(target.users.follower.headers)).toHaveLength(2);
  });

  it('tells the followers live, and only them', async () => {
    const toFollower = published.filter((m) => m.userId === target.users.follower.id);
    expect(toFollower).toHaveLength(1);
    expect(toFollower[0]!.destination).toBe(ALERTS_TOPIC);
    expect(JSON.parse(toFollower[0]!.body)).toMatchObject({ count: 2 });
    expect(published.some((m) => m.userId === target.users.bystander.id)).toBe(false);
    expect(await openAlerts(target.users.bystander.headers)).toEqual([]);
    const summary = await call(target.users.follower.headers, 'getAlertSummary');
    expect(summary.json()).toEqual({ open: 2, unread: 2 });
    await call(target.users.follower.headers, 'markAlertsSeen');
    expect((await call(target.users.follower.headers, 'getAlertSummary')).json()).toEqual({
      open: 2,
      unread: 0,
    });
  });

  it("keeps another client's users away from the alerts", async () => {
    const [alert] = await openAlerts(target.users.follower.headers, 'kind=SCORE_DROP');
    expect(await openAlerts(other.headers, 'state=ALL')).not.toContainEqual(
      expect.objectContaining({ id: alert!.id }),
    );
    const refused = await call(other.headers, 'acknowledgeAlert', {
      params: { alertId: alert!.id },
    });
    expect(refused.statusCode).toBe(403);
    const muted = await call(other.headers, 'muteAlert', {
      params: { alertId: alert!.id },
      body: { days: 3 },
    });
    expect(muted.statusCode).toBe(403);
    const follow = await call(other.headers, 'followForAlerts', {
      params: { kind: 'property', id: target.propertyId },
    });
    expect(follow.statusCode).toBe(403);
  });

  it('mails each follower one digest of the new alerts, and never the same alert twice', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-alert-digest-'));
    try {
      const context = {
        pool: database.pool,
        log: app.log,
        mailer: createMailer({ smtpUrl: null, from: 'lens@test', dataDir, log: () => {} }),
        publicUrl: 'https://lens.example',
      };
      await sendAlertDigests(context, new Date());
      const mails = async () => {
        const dir = path.join(dataDir, 'mail');
        const files = await readdir(dir).catch(() => [] as string[]);
        const texts = await Promise.all(
          files.map((file) => readFile(path.join(dir, file), 'utf8')),
        );
        return texts.filter((text) => text.includes(target.users.follower.email));
      };
      const sent = await mails();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain('Subject: ListingLens: 2 new alerts');
      expect(sent[0]).toContain('Meridian Times Square');
      expect(sent[0]).toContain('https://lens.example/alerts');
      expect((await readdir(path.join(dataDir, 'mail'))).join()).not.toContain('bystander');

      await sendAlertDigests(context, new Date());
      expect(await mails()).toHaveLength(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('acknowledges an alert, recording who and when', async () => {
    const [alert] = await openAlerts(target.users.follower.headers, 'kind=SCORE_DROP');
    const response = await call(target.users.follower.headers, 'acknowledgeAlert', {
      params: { alertId: alert!.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().acknowledged).toMatchObject({ by: 'Alert follower' });
    expect((await openAlerts(target.users.follower.headers)).map((a) => a.id)).not.toContain(
      alert!.id,
    );
    const acknowledged = await openAlerts(target.users.follower.headers, 'state=ACKNOWLEDGED');
    expect(acknowledged.map((a) => a.id)).toEqual([alert!.id]);
  });

  it('mutes a pair: it raises nothing until unmuted', async () => {
    const [broke] = await openAlerts(target.users.follower.headers, 'kind=CHARACTERISTIC_BROKE');
    const muted = await call(target.users.follower.headers, 'muteAlert', {
      params: { alertId: broke!.id },
      body: { days: null },
    });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json().mute).toMatchObject({ until: null });
    expect(await openAlerts(target.users.follower.headers)).toEqual([]);

    // Fixed, then broken again while muted: no alert.
    await landSnapshots(database, target, [
      googleSnapshot('2026-03-21T09:00:00Z', REFERENCE_PHONE),
      googleSnapshot('2026-03-22T09:00:00Z', '+1 212-555-0197'),
    ]);
    await landSnapshots(database, target, [
      googleSnapshot('2026-03-23T09:00:00Z', REFERENCE_PHONE),
    ]);
    await landSnapshots(database, target, [
      googleSnapshot('2026-03-24T09:00:00Z', '+1 212-555-0196'),
    ]);
    expect(
      await openAlerts(target.users.follower.headers, 'kind=CHARACTERISTIC_BROKE&state=ALL'),
    ).toHaveLength(1);

    const unmuted = await call(target.users.follower.headers, 'unmuteAlerts', {
      params: { muteId: muted.json().mute.id },
    });
    expect(unmuted.statusCode).toBe(204);
    await landSnapshots(database, target, [
      googleSnapshot('2026-03-25T09:00:00Z', REFERENCE_PHONE),
    ]);
    await landSnapshots(database, target, [
      googleSnapshot('2026-03-26T09:00:00Z', '+1 212-555-0195'),
    ]);
    expect(
      await openAlerts(target.users.follower.headers, 'kind=CHARACTERISTIC_BROKE'),
    ).toHaveLength(2);
  });

  it('follows and unfollows properties and views the user may open', async () => {
    const { headers } = target.users.bystander;
    const followed = await call(headers, 'followForAlerts', {
      params: { kind: 'property', id: target.propertyId },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().properties).toEqual([
      { id: target.propertyId, name: 'Meridian Times Square' },
    ]);
    expect((await openAlerts(headers, 'state=ALL')).length).toBeGreaterThan(0);
    const unfollowed = await call(headers, 'unfollowForAlerts', {
      params: { kind: 'property', id: target.propertyId },
    });
    expect(unfollowed.json()).toMatchObject({ properties: [], views: [{ following: false }] });
    expect(await openAlerts(headers, 'state=ALL')).toEqual([]);
  });

  it('lets administrators alone change the score-drop step', async () => {
    const refused = await call(target.users.follower.headers, 'saveAlertSettings', {
      body: { scoreDropStep: 5 },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await sessionFor(database, 'admin@demo.local');
    const bad = await call(admin.headers, 'saveAlertSettings', { body: { scoreDropStep: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('scoreDropStep');
    const saved = await call(admin.headers, 'saveAlertSettings', { body: { scoreDropStep: 15 } });
    expect(saved.json()).toEqual({ scoreDropStep: 15, canEdit: true });
  });
});
