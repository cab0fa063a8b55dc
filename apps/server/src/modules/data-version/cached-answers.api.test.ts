import { readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { adminViewSchema, viewFilterResponseSchema } from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../db/connection.ts';
import { root, startServer, type ServerProcess } from '../../test-support/server-process.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { ownDatabase } from '../../test-support/test-database.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the socket, still encoded. */
  raw: Buffer;
}

/** One request over a real socket, nothing decoded: what a browser gets before it decompresses. */
function send(
  baseUrl: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${url}`,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            raw: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The body as the browser reads it once it has undone the Content-Encoding. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.raw.toString('utf8');
}

/** A session's headers plus the cookie the server set after a write, as a browser keeps it. */
function withCookies(session: TestSession, answer: Answer): Record<string, string> {
  const written = (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
  return { ...session.headers, cookie: [session.headers.cookie, ...written].join('; ') };
}

const RANGE = 'startDate=2026-01-01&endDate=2026-11-30';

/**
 * Compression and answers cached per data version (docs/architecture.md, "Caching and
 * compression") over real sockets, against the built server (apps/server/dist/main.js, as
 * `npm start` runs it, serving the built web app) on a copy of the demo database.
 */
describe('compression and cached answers over HTTP', () => {
  let copy: { url: string; drop(): Promise<void> };
  let database: Database;
  let server: ServerProcess;
  let dataDir: string;
  let manager: TestSession;
  let chain: TestSession;
  let other: TestSession;
  let admin: TestSession;
  const get = (session: TestSession, url: string, headers: Record<string, string> = {}) =>
    send(server.baseUrl, url, { headers: { ...session.headers, ...headers } });

  beforeAll(async () => {
    copy = await ownDatabase('cached');
    database = connect(copy.url, { max: 2 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-cached-'));
    server = await startServer({
      DATABASE_URL: copy.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      // One process, so that what one request leaves in memory is what the next one finds.
      WEB_CONCURRENCY: '1',
    });
    manager = await sessionFor(database, 'manager@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
    other = await sessionFor(database, 'other@demo.local');
    admin = await sessionFor(database, 'admin@demo.local');
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await copy?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('compression', () => {
    const url = `/dashboard/filter/property?${RANGE}`;

    it('sends brotli or gzip as Accept-Encoding asks, decoding to the same JSON, else plain', async () => {
      const plain = await get(manager, url);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json: unknown = JSON.parse(decoded(plain));

      const brotli = await get(manager, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(JSON.parse(decoded(brotli))).toEqual(json);

      const gzip = await get(manager, url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(json);

      const identity = await get(manager, url, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(decoded(identity))).toEqual(json);
    });

    it('leaves answers under a kilobyte plain', async () => {
      const small = await send(server.baseUrl, '/conf.json', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.status).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(decoded(small))).toEqual({ loginPath: null, mapStyleUrl: null });
    });

    it("serves the web app's page and scripts precompressed, hashed assets cached for good", async () => {
      const dist = path.join(root, 'apps/web/dist');
      const index = await readFile(path.join(dist, 'index.html'), 'utf8');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
      expect(script, 'apps/web/dist is built (npm run build)').toBeDefined();
      const source = await readFile(path.join(dist, script!), 'utf8');
      const precompressed = await readFile(path.join(dist, `${script!}.br`));

      const brotli = await send(server.baseUrl, script!, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      // The file the build wrote, not one compressed on the way out.
      expect(brotli.raw.equals(precompressed)).toBe(true);
      expect(decoded(brotli)).toBe(source);

      const gzip = await send(server.baseUrl, script!, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(source);

      const plain = await send(server.baseUrl, script!);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString('utf8')).toBe(source);

      for (const page of ['/', '/some/client/route']) {
        const html = await send(server.baseUrl, page, { headers: { 'accept-encoding': 'br' } });
        expect(html.headers['content-encoding'], page).toBe('br');
        expect(html.headers['cache-control'], page).toBe('no-cache');
        expect(decoded(html), page).toBe(index);
      }
    });

    it('compresses a file without a precompressed copy as it streams, and passes a PDF as it is', async () => {
      const dist = path.join(root, 'apps/web/dist');
      const index = await readFile(path.join(dist, 'index.html'), 'utf8');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!;
      const map = await send(server.baseUrl, `${script}.map`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(map.status).toBe(200);
      expect(map.headers['content-encoding']).toBe('gzip');
      expect(decoded(map)).toBe(await readFile(path.join(dist, `${script}.map`), 'utf8'));

      const pdf = await get(manager, `/dashboard/reports/dashboard-pdf?${RANGE}`, {
        'accept-encoding': 'br, gzip',
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }, 60_000);
  });

  describe('answers cached per data version', () => {
    const url = `/dashboard/data/filter/view?${RANGE}`;

    it('carries an ETag, answers 304 to it, and 200 to any other', async () => {
      const first = await get(manager, url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await get(manager, url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers.etag).toBe(etag);

      const stale = await get(manager, url, { 'if-none-match': 'W/"something-else"' });
      expect(stale.status).toBe(200);
      expect(stale.headers.etag).toBe(etag);
      expect(decoded(stale)).toBe(decoded(first));
    });

    it("never gives one user's answer to another, kept in memory or not", async () => {
      const propertyUrl = `/dashboard/filter/property?${RANGE}`;
      const asManager = await get(manager, propertyUrl);
      const asChain = await get(chain, propertyUrl);
      // The standard view and the hotel-chain view hold different properties.
      expect(decoded(asChain)).not.toBe(decoded(asManager));
      expect(asChain.headers.etag).not.toBe(asManager.headers.etag);
      // Asked again (now answered from memory), each still gets their own.
      expect(decoded(await get(manager, propertyUrl))).toBe(decoded(asManager));
      expect(decoded(await get(chain, propertyUrl))).toBe(decoded(asChain));
      // Another user's tag confirms nothing.
      const borrowed = await get(chain, propertyUrl, { 'if-none-match': asManager.headers.etag! });
      expect(borrowed.status).toBe(200);
      expect(decoded(borrowed)).toBe(decoded(asChain));
    });

    it('shares an answer among users who may open the same views, until their views differ', async () => {
      const propertyUrl = `/dashboard/filter/property?${RANGE}&needAllValues=true`;
      const { rows } = await database.pool.query<{ id: number; email: string; views: number[] }>(
        `INSERT INTO users (client_id, email, name, role)
         SELECT client_id, 'colleague@demo.local', 'Colleague', role FROM users
         WHERE email = 'manager@demo.local'
         RETURNING id, email, (SELECT array_agg(uv.view_id ORDER BY uv.view_id) FROM user_views uv
                               JOIN users m ON m.id = uv.user_id WHERE m.email = 'manager@demo.local') AS views`,
      );
      const colleagueRow = rows[0]!;
      expect(colleagueRow.views.length).toBeGreaterThan(0);
      await database.pool.query(
        'INSERT INTO user_views (user_id, view_id) SELECT $1, unnest($2::int[])',
        [colleagueRow.id, colleagueRow.views],
      );
      const colleague = await sessionFor(database, colleagueRow.email);

      const asManager = await get(manager, propertyUrl);
      const asColleague = await get(colleague, propertyUrl);
      expect(asColleague.status).toBe(200);
      expect(asColleague.headers.etag).toBe(asManager.headers.etag);
      expect(decoded(asColleague)).toBe(decoded(asManager));
      // The manager's copy confirms the colleague's: it is the same answer.
      expect(
        (await get(colleague, propertyUrl, { 'if-none-match': asManager.headers.etag! })).status,
      ).toBe(304);

      // Granted no view but one the manager does not have, the colleague sees that view alone.
      const { rows: others } = await database.pool.query<{ id: number; clientId: number }>(
        `SELECT v.id, v.client_id AS "clientId" FROM views v JOIN users u ON u.client_id = v.client_id
         WHERE u.id = $1 AND v.id <> ALL($2::int[]) ORDER BY v.id LIMIT 1`,
        [colleagueRow.id, colleagueRow.views],
      );
      const otherView = others[0]!;
      const edit = await send(server.baseUrl, `/dashboard/admin/users/${colleagueRow.id}`, {
        method: 'PUT',
        headers: admin.headers,
        body: {
          name: 'Colleague',
          email: colleagueRow.email,
          role: 'USER',
          clientId: otherView.clientId,
          viewIds: [otherView.id],
        },
      });
      expect(edit.status, decoded(edit)).toBe(200);
      const moved = await get(colleague, propertyUrl, { 'if-none-match': asManager.headers.etag! });
      expect(moved.status).toBe(200);
      expect(moved.headers.etag).not.toBe((await get(manager, propertyUrl)).headers.etag);
      expect(decoded(moved)).not.toBe(decoded(asManager));
    });

    it("changes the ETag and the answer after a user's write, for that client only", async () => {
      const before = await get(manager, url);
      const view = viewFilterResponseSchema.parse(JSON.parse(decoded(before))).availableFilters[0]!;
      const otherBefore = await get(other, url);

      // A refused write changes nothing.
      const refused = await send(
        server.baseUrl,
        `/dashboard/data/filter/update_last_content_monitor?id=${view.id}&contentMonitor=NEITHER`,
        { method: 'PATCH', headers: manager.headers },
      );
      expect(refused.status).toBe(400);
      expect((await get(manager, url)).headers.etag).toBe(before.headers.etag);

      const mode = view.lastContentMonitor === 'SUMMARY' ? 'DETAIL' : 'SUMMARY';
      const write = await send(
        server.baseUrl,
        `/dashboard/data/filter/update_last_content_monitor?id=${view.id}&contentMonitor=${mode}`,
        { method: 'PATCH', headers: manager.headers },
      );
      expect(write.status).toBe(204);
      const after = await get(manager, url, {
        ...withCookies(manager, write),
        'if-none-match': before.headers.etag!,
      });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const changed = viewFilterResponseSchema.parse(JSON.parse(decoded(after)));
      expect(changed.availableFilters.find((v) => v.id === view.id)?.lastContentMonitor).toBe(mode);

      // The second client's data did not change: its browser's copy still holds.
      const otherAfter = await get(other, url, { 'if-none-match': otherBefore.headers.etag! });
      expect(otherAfter.status).toBe(304);
    });

    it('keeps the copies through writes that change no cached answer (onboarding history, alerts)', async () => {
      const before = await get(manager, url);
      const history = await send(server.baseUrl, '/dashboard/user/actions-history', {
        method: 'POST',
        headers: manager.headers,
      });
      expect(history.status).toBe(200);
      const saved = await send(server.baseUrl, '/dashboard/user/actions-history/save', {
        method: 'PUT',
        headers: manager.headers,
        body: {
          actionsHistoryJson: (JSON.parse(decoded(history)) as { actionsHistoryJson: string })
            .actionsHistoryJson,
        },
      });
      expect(saved.status, decoded(saved)).toBe(204);
      const seen = await send(server.baseUrl, '/dashboard/alerts/seen', {
        method: 'POST',
        headers: manager.headers,
      });
      expect(seen.status, decoded(seen)).toBeLessThan(300);
      const after = await get(manager, url, {
        ...withCookies(manager, seen),
        'if-none-match': before.headers.etag!,
      });
      expect(after.status).toBe(304);
    });

    it("changes every client's ETag after an administrator's view edit, and the answer with it", async () => {
      const channelsUrl = `/dashboard/filter/site?${RANGE}`;
      const viewUrl = `/dashboard/data/filter/view?${RANGE}`;
      const chainView = viewFilterResponseSchema.parse(
        JSON.parse(decoded(await get(chain, viewUrl))),
      ).availableFilters[0]!;
      const channelsBefore = await get(chain, channelsUrl);
      const channelIds = (answer: Answer) => {
        const { availableValues, notAvailableValues } = JSON.parse(decoded(answer)) as Record<
          string,
          Array<{ id: number }>
        >;
        return [...availableValues!, ...notAvailableValues!].map((channel) => channel.id).sort();
      };
      expect(channelIds(channelsBefore).length).toBeGreaterThan(2);
      const otherBefore = await get(other, channelsUrl);

      const stored = adminViewSchema.parse(
        JSON.parse(decoded(await get(admin, `/dashboard/admin/views/${chainView.id}`))),
      );
      const kept = channelIds(channelsBefore).slice(0, 2);
      const edit = await send(server.baseUrl, `/dashboard/admin/views/${chainView.id}`, {
        method: 'PUT',
        headers: admin.headers,
        body: {
          name: stored.name,
          clientId: stored.clientId,
          viewType: stored.viewType,
          specificViewType: stored.specificViewType,
          supportsEssentials: stored.supportsEssentials,
          contentMonitorSummary: stored.contentMonitorSummary,
          contentMonitorDetail: stored.contentMonitorDetail,
          scope: stored.scope,
          siteIds: kept,
        },
      });
      expect(edit.status, decoded(edit)).toBe(200);

      const channelsAfter = await get(chain, channelsUrl, {
        'if-none-match': channelsBefore.headers.etag!,
      });
      expect(channelsAfter.status).toBe(200);
      expect(channelIds(channelsAfter)).toEqual(kept);
      // An administrator may edit any client's views: every client's copies are renewed.
      const otherAfter = await get(other, channelsUrl, {
        'if-none-match': otherBefore.headers.etag!,
      });
      expect(otherAfter.status).toBe(200);
      expect(decoded(otherAfter)).toBe(decoded(otherBefore));
    });
  });

  describe('several processes', () => {
    let second: ServerProcess;
    let secondDir: string;

    beforeAll(async () => {
      secondDir = await mkdtemp(path.join(os.tmpdir(), 'lens-cached-2-'));
      second = await startServer({
        DATABASE_URL: copy.url,
        DATA_DIR: secondDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        WEB_CONCURRENCY: '1',
      });
    }, 240_000);

    afterAll(async () => {
      await second?.stop();
      if (secondDir) await rm(secondDir, { recursive: true, force: true });
    });

    it('renews a copy another process keeps: for everyone once it hears, for the writer at once', async () => {
      const url = `/dashboard/data/filter/view?${RANGE}`;
      const readOnSecond = (headers: Record<string, string> = manager.headers) =>
        send(second.baseUrl, url, { headers });
      const modeOf = (answer: Answer, viewId: number | string) =>
        viewFilterResponseSchema
          .parse(JSON.parse(decoded(answer)))
          .availableFilters.find((view) => view.id === viewId)?.lastContentMonitor;
      const switchMode = (viewId: number | string, mode: 'SUMMARY' | 'DETAIL') =>
        send(
          server.baseUrl,
          `/dashboard/data/filter/update_last_content_monitor?id=${viewId}&contentMonitor=${mode}`,
          { method: 'PATCH', headers: manager.headers },
        );

      const before = await readOnSecond();
      expect((await readOnSecond()).headers.etag).toBe(before.headers.etag);
      const view = viewFilterResponseSchema.parse(JSON.parse(decoded(before))).availableFilters[0]!;
      const mode = view.lastContentMonitor === 'SUMMARY' ? 'DETAIL' : 'SUMMARY';

      // Written through the first process; the second hears of it through PostgreSQL.
      expect((await switchMode(view.id, mode)).status).toBe(204);
      await expect
        .poll(async () => (await readOnSecond()).headers.etag, { timeout: 10_000 })
        .not.toBe(before.headers.etag);
      expect(modeOf(await readOnSecond(), view.id)).toBe(mode);

      // The writer's next read has the change whichever process serves it, heard of or not yet.
      const back = mode === 'SUMMARY' ? 'DETAIL' : 'SUMMARY';
      const write = await switchMode(view.id, back);
      expect(write.status).toBe(204);
      expect(modeOf(await readOnSecond(withCookies(manager, write)), view.id)).toBe(back);
    });
  });
});
