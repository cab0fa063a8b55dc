import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  API_CALLS,
  createdApiTokenSchema,
  errorResponseSchema,
  type PasswordPurpose,
} from '@lens/contracts';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { injectCall } from '../../test-support/inject-call.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { issuePasswordLink, LINK_GONE } from './auth.service.ts';
import {
  freshAddress,
  sessionHeaders,
  signIn,
  testAccounts,
} from '../../test-support/test-accounts.ts';

/** A real SMTP server on a loopback port that keeps what it receives. */
async function smtpSink() {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            received.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The emails to an address, once at least `count` have arrived. */
    mailsTo: (address: string, count = 1) =>
      vi.waitFor(
        () => {
          const emails = received.filter((e) => e.to?.some((to) => to.address === address));
          if (emails.length < count) throw new Error(`not ${count} emails to ${address} yet`);
          return emails;
        },
        { timeout: 5_000, interval: 20 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const LINK = /https?:\/\/\S+\/login\/(restore|create)\/user\/(\d+)\/token\/([A-Za-z0-9_-]+)/;

function linkIn(email: Email) {
  const match = LINK.exec(email.text ?? '');
  if (!match) throw new Error(`no password link in: ${email.text}`);
  return {
    url: match[0],
    purpose: match[1] as PasswordPurpose,
    userId: Number(match[2]),
    token: match[3]!,
  };
}

describe('password links by email', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let newAccount: Awaited<ReturnType<typeof testAccounts>>;

  beforeAll(async () => {
    sink = await smtpSink();
    app = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://lens.example.com' });
    database = testDatabase();
    newAccount = await testAccounts(database, 'Password link test client');
  });

  afterAll(async () => {
    await app.close();
    await sink.close();
    await database.close();
  });

  const restore = (email: string, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: '/auth/restore', payload: { email }, remoteAddress });

  const setPassword = (link: ReturnType<typeof linkIn>, password: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { userId: link.userId, token: link.token, purpose: link.purpose, password },
    });

  const check = (link: ReturnType<typeof linkIn>) =>
    app.inject({
      method: 'POST',
      url: '/auth/password/check',
      payload: { userId: link.userId, token: link.token, purpose: link.purpose },
    });

  it('emails a restore link through SMTP; the link sets the password once', async () => {
    const account = await newAccount();
    const before = sessionHeaders(await signIn(app, account.email, account.password));
    const response = await restore(account.email);
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');

    const email = (await sink.mailsTo(account.email))[0]!;
    expect(email.subject).toBe('Restore your ListingLens password');
    expect(email.html).toContain('href="https://lens.example.com/login/restore/user/');
    const link = linkIn(email);
    expect(link.url).toMatch(/^https:\/\/lens\.example\.com\/login\/restore\/user\/\d+\/token\//);
    expect(link).toMatchObject({ purpose: 'restore', userId: account.id });
    expect(email.text).toContain('expires in 2 hours');

    // Checking the link, as its page does before showing the form, does not use it up.
    expect((await check(link)).statusCode).toBe(204);
    expect((await check(link)).statusCode).toBe(204);
    const newPassword = 'a brand new password';
    expect((await setPassword(link, newPassword)).statusCode).toBe(204);
    expect((await signIn(app, account.email, newPassword)).statusCode).toBe(200);
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(401);
    // Whoever was signed in with the old password is signed out.
    const stale = await app.inject({
      method: 'GET',
      url: '/dashboard/check_credentials_validity',
      headers: before,
    });
    expect(stale.statusCode).toBe(401);

    const again = await setPassword(link, 'yet another password');
    expect(again.statusCode).toBe(410);
    expect(errorResponseSchema.parse(again.json()).message).toBe(LINK_GONE);
    const used = await check(link);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual(again.json());
  });

  it("revokes the user's API tokens with the new password, as the email says", async () => {
    const account = await newAccount();
    const session = {
      userId: account.id,
      headers: sessionHeaders(await signIn(app, account.email, account.password)),
    };
    const created = await injectCall(app, session, API_CALLS.createApiToken, {
      body: { name: 'Nightly export', scopes: ['read'], expiresInDays: null },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { secret } = createdApiTokenSchema.parse(created.json());
    const withToken = () =>
      app.inject({
        method: 'GET',
        url: API_CALLS.getCurrentDate.path,
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await withToken()).statusCode).toBe(200);

    await restore(account.email);
    const email = (await sink.mailsTo(account.email))[0]!;
    expect(email.text).toContain('revokes your personal API tokens');
    expect(email.html).toContain('revokes your personal API tokens');
    expect((await setPassword(linkIn(email), 'a password after the leak')).statusCode).toBe(204);
    const refused = await withToken();
    expect(refused.statusCode).toBe(401);
    expect(errorResponseSchema.parse(refused.json()).message).toBe('This API token was revoked.');
  });

  it('ends a sign-in lock that guesses put on the account once the owner sets a new password', async () => {
    const account = await newAccount();
    for (let attempt = 0; attempt < 6; attempt++) {
      await signIn(app, account.email, 'a wrong guess');
    }
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(429);
    await restore(account.email);
    const email = (await sink.mailsTo(account.email))[0]!;
    expect((await setPassword(linkIn(email), 'the owner is back')).statusCode).toBe(204);
    expect((await signIn(app, account.email, 'the owner is back')).statusCode).toBe(200);
  });

  it('answers 202 for unknown and inactive addresses and sends them nothing', async () => {
    const inactive = await newAccount({ active: false });
    expect((await restore('nobody-at-all@test.local')).statusCode).toBe(202);
    expect((await restore(inactive.email)).statusCode).toBe(202);
    // An email sent after them has arrived, so theirs would have too.
    const active = await newAccount();
    await restore(active.email);
    await sink.mailsTo(active.email);
    const addresses = sink.received.flatMap((e) => e.to?.map((to) => to.address) ?? []);
    expect(addresses).not.toContain('nobody-at-all@test.local');
    expect(addresses).not.toContain(inactive.email);
  });

  it('answers 410 for an expired link, a superseded one and a made-up one', async () => {
    const account = await newAccount();
    const address = freshAddress();
    await restore(account.email, address);
    const first = linkIn((await sink.mailsTo(account.email))[0]!);
    await database.pool.query(
      `UPDATE password_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [account.id],
    );
    expect((await check(first)).statusCode).toBe(410);
    const expired = await setPassword(first, 'expired link password');
    expect(expired.statusCode).toBe(410);

    // Each request waits for the previous email, so the links are issued in this order.
    await restore(account.email, address);
    const second = linkIn((await sink.mailsTo(account.email, 2))[1]!);
    await restore(account.email, address);
    const third = linkIn((await sink.mailsTo(account.email, 3))[2]!);
    expect((await check(second)).statusCode).toBe(410);
    expect((await check({ ...third, purpose: 'create' })).statusCode).toBe(410);
    expect((await check({ ...third, token: 'x'.repeat(43) })).statusCode).toBe(410);
    expect((await check(third)).statusCode).toBe(204);
    expect((await setPassword(second, 'superseded link password')).statusCode).toBe(410);
    const madeUp = await setPassword({ ...third, token: 'x'.repeat(43) }, 'made up password');
    expect(madeUp.statusCode).toBe(410);
    expect(madeUp.json()).toEqual(expired.json());
    expect((await setPassword(third, 'newest link password')).statusCode).toBe(204);
  });

  it('rate-limits restore: the 6th request from one address within an hour is 429', async () => {
    const address = freshAddress();
    for (let request = 1; request <= 5; request += 1) {
      expect((await restore(`unknown-${request}@test.local`, address)).statusCode).toBe(202);
    }
    const limited = await restore('unknown-6@test.local', address);
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json()).statusCode).toBe(429);
  });

  it('issues create links for new users, valid 7 days and only for their purpose', async () => {
    const account = await newAccount();
    await issuePasswordLink(app, account.id, 'create');
    const email = (await sink.mailsTo(account.email))[0]!;
    expect(email.subject).toBe('Create your ListingLens password');
    const link = linkIn(email);
    expect(link).toMatchObject({ purpose: 'create', userId: account.id });
    const { rows } = await database.pool.query<{ days: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days
       FROM password_tokens WHERE user_id = $1 AND used_at IS NULL`,
      [account.id],
    );
    expect(Number(rows[0]!.days)).toBeCloseTo(7, 3);
    expect(
      (await setPassword({ ...link, purpose: 'restore' }, 'wrong purpose pw')).statusCode,
    ).toBe(410);
    expect((await setPassword(link, 'my first password')).statusCode).toBe(204);
    expect((await signIn(app, account.email, 'my first password')).statusCode).toBe(200);
  });
});

describe('password links without SMTP', () => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-mail-'));
    app = await createTestApp({ smtpUrl: null, dataDir });
    database = testDatabase();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the email as an .eml file under DATA_DIR/mail', async () => {
    const account = await (await testAccounts(database, 'Mail drop test client'))();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/restore',
      payload: { email: account.email },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(202);
    const mailDir = path.join(dataDir, 'mail');
    const file = await vi.waitFor(
      async () => {
        const files = await readdir(mailDir).catch(() => []);
        if (!files[0]) throw new Error('no .eml file yet');
        return files[0];
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(file).toMatch(/\.eml$/);
    const email = await PostalMime.parse(await readFile(path.join(mailDir, file)));
    expect(email.to?.[0]?.address).toBe(account.email);
    expect(linkIn(email)).toMatchObject({ purpose: 'restore', userId: account.id });
  });
});
