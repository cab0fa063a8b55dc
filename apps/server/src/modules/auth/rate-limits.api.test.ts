import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorResponseSchema } from '@lens/contracts';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { BAD_CREDENTIALS } from './auth.service.ts';
import { freshAddress, testAccounts } from '../../test-support/test-accounts.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const LOCKED_1_MINUTE = 'Too many failed sign-ins for this account. Try again in 1 minute.';
const LOCKED_2_MINUTES = 'Too many failed sign-ins for this account. Try again in 2 minutes.';

interface Origin {
  from?: string;
  forwardedFor?: string;
}

/** A sign-in call from one address (a fresh one unless named), as a proxy would forward it. */
function postFrom(app: App, url: string, payload: object, origin: Origin) {
  const { from = freshAddress(), forwardedFor } = origin;
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

const login = (app: App, email: string, password: string, origin: Origin = {}) =>
  postFrom(app, '/auth/login', { email, password }, origin);

const restore = (app: App, email: string, origin: Origin = {}) =>
  postFrom(app, '/auth/restore', { email }, origin);

const unknownEmail = () => `nobody-${randomUUID().slice(0, 8)}@test.local`;

describe('sign-in lock and restore limits', () => {
  let app: App;
  // A second server process on the same database, as behind a load balancer or after a restart.
  let other: App;
  let database: Database;
  let newAccount: Awaited<ReturnType<typeof testAccounts>>;

  beforeAll(async () => {
    app = await createTestApp();
    other = await createTestApp();
    database = testDatabase();
    newAccount = await testAccounts(database, 'Rate limit test client');
  });

  afterAll(async () => {
    await app.close();
    await other.close();
    await database.close();
  });

  /** Moves the account's failures and lock `seconds` into the past, as if that time had gone by. */
  async function timePasses(email: string, seconds: number) {
    await database.pool.query(
      `UPDATE sign_in_throttles SET
         window_started_at = window_started_at - make_interval(secs => $2),
         locked_until = locked_until - make_interval(secs => $2),
         last_attempt_at = last_attempt_at - make_interval(secs => $2)
       WHERE email = lower($1)`,
      [email, seconds],
    );
  }

  async function failFiveTimes(email: string) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(app, email, `wrong-${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.json().message).toBe(BAD_CREDENTIALS);
    }
  }

  it('locks an account after 5 failed sign-ins, however often X-Forwarded-For changes', async () => {
    const account = await newAccount();
    const from = freshAddress();
    const answers = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      answers.push(
        await login(app, account.email, `wrong-${attempt}`, {
          from,
          forwardedFor: `198.51.100.${attempt}`,
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(15).fill(429),
    ]);
    expect(answers[5]!.json().message).toBe(LOCKED_1_MINUTE);
    // The lock is the account's: the right password from another address is refused too.
    const right = await login(app, account.email.toUpperCase(), account.password);
    expect(right.statusCode).toBe(429);
    expect(errorResponseSchema.parse(right.json())).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: LOCKED_1_MINUTE,
    });
    expect(right.cookies).toEqual([]);
  });

  it('refuses the right password while locked, opens when the lock ends, and locks longer next time', async () => {
    const account = await newAccount();
    await failFiveTimes(account.email);
    const locked = await login(app, account.email, account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED_1_MINUTE);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    // The lock is in the database: another server process keeps it.
    expect((await login(other, account.email, account.password)).statusCode).toBe(429);

    await timePasses(account.email, 61);
    await failFiveTimes(account.email);
    const lockedAgain = await login(app, account.email, account.password);
    expect(lockedAgain.statusCode).toBe(429);
    expect(lockedAgain.json().message).toBe(LOCKED_2_MINUTES);
    expect(Number(lockedAgain.headers['retry-after'])).toBeGreaterThan(115);

    await timePasses(account.email, 121);
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
    // Signing in cleared the count and the lock history: five more failures, then 1 minute.
    await failFiveTimes(account.email);
    expect((await login(app, account.email, account.password)).json().message).toBe(
      LOCKED_1_MINUTE,
    );
  });

  it('locks an unknown email just like an account, so a lock reveals nothing', async () => {
    const email = unknownEmail();
    await failFiveTimes(email);
    const locked = await login(app, email, 'anything');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED_1_MINUTE);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('limits sign-ins per address to 30 a minute, however often X-Forwarded-For changes', async () => {
    const from = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await login(app, unknownEmail(), 'guess', {
        from,
        forwardedFor: `203.0.113.${attempt}`,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await login(app, unknownEmail(), 'guess', {
      from,
      forwardedFor: '203.0.113.31',
    });
    expect(limited.statusCode).toBe(429);
    // The window is the minute that began with the first attempt: 60 s when they came fast.
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
  });

  it('counts sign-ins per address over every server process', async () => {
    const from = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await login(attempt % 2 ? app : other, unknownEmail(), 'guess', { from });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await login(app, unknownEmail(), 'guess', { from })).statusCode).toBe(429);
    expect((await login(other, unknownEmail(), 'guess', { from })).statusCode).toBe(429);
  });

  it('drops counts whose window ended more than a day ago as requests come', async () => {
    const key = `stale:${freshAddress()}`;
    await database.pool.query(
      `INSERT INTO rate_limit_counters (key, count, window_started_at)
       VALUES ($1, 3, now() - interval '25 hours')`,
      [key],
    );
    expect((await login(other, unknownEmail(), 'guess')).statusCode).toBe(401);
    const left = await database.pool.query('SELECT 1 FROM rate_limit_counters WHERE key = $1', [
      key,
    ]);
    expect(left.rowCount).toBe(0);
  });

  it('stops restore emails from one address after 5 an hour, however often X-Forwarded-For changes', async () => {
    const from = freshAddress();
    // Spread over two server processes, which share the count through the database.
    for (let request = 1; request <= 5; request += 1) {
      const response = await restore(request % 2 ? app : other, unknownEmail(), {
        from,
        forwardedFor: `198.51.100.${request}`,
      });
      expect(response.statusCode, `request ${request}`).toBe(202);
    }
    const limited = await restore(other, unknownEmail(), { from, forwardedFor: '198.51.100.6' });
    expect(limited.statusCode).toBe(429);
    // The window is the hour that began with the first request.
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in 60 minutes\.$/,
    );
  });

  it('with TRUST_PROXY=1 counts restores by the address the proxy saw, not what the client wrote', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const proxy = freshAddress();
      const [client, neighbour] = [freshAddress(), freshAddress()];
      // The proxy appends the address it saw; anything before it is the client's own writing.
      for (let request = 1; request <= 5; request += 1) {
        const response = await restore(proxied, unknownEmail(), {
          from: proxy,
          forwardedFor: `192.0.2.${request}, ${client}`,
        });
        expect(response.statusCode, `request ${request}`).toBe(202);
      }
      const limited = await restore(proxied, unknownEmail(), {
        from: proxy,
        forwardedFor: `192.0.2.99, ${client}`,
      });
      expect(limited.statusCode).toBe(429);
      const other = await restore(proxied, unknownEmail(), {
        from: proxy,
        forwardedFor: neighbour,
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});

describe('restore emails per email address', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-restore-limit-'));
    database = testDatabase();
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function recipients(): Promise<string[]> {
    const mailDir = path.join(dataDir, 'mail');
    const files = await readdir(mailDir).catch(() => []);
    const emails = await Promise.all(
      files.map(async (file) => PostalMime.parse(await readFile(path.join(mailDir, file)))),
    );
    return emails.flatMap((email) => email.to?.map((to) => to.address ?? '') ?? []);
  }

  it('sends at most 3 an hour to one email from any addresses, answering 202 all the same', async () => {
    const app = await createTestApp({ smtpUrl: null, dataDir });
    const account = await (await testAccounts(database, 'Restore limit test client'))();
    const unknown = unknownEmail();
    const answers = [];
    for (let request = 1; request <= 5; request += 1) {
      answers.push(await restore(app, request % 2 ? account.email : account.email.toUpperCase()));
      answers.push(await restore(app, unknown));
    }
    // Closing waits for the emails still on their way.
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(202));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['']));
    const sent = await recipients();
    expect(sent.filter((to) => to === account.email)).toHaveLength(3);
    expect(sent).not.toContain(unknown);
  });
});
