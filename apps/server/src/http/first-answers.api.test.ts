import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_ANSWERS_ELEMENT_ID } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect, type Database } from '../db/connection.ts';
import { currentDate } from '../modules/dashboard-settings/dashboard-settings.service.ts';
import { sessionFor, type TestSession } from '../test-support/sessions.ts';
import { ownDatabase } from '../test-support/test-database.ts';
import { firstReadUrls } from './first-answers.ts';

const PAGE =
  '<!doctype html><html><head><title>ListingLens</title></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
const ELEMENT = new RegExp(
  `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/** The answers a page was served with, by URL; undefined when it carries none. */
function pageAnswers(html: string): Record<string, unknown> | undefined {
  const match = ELEMENT.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

/**
 * Pages of the web app come with the answers of their first reads for a signed-in visitor, taken
 * through the API's own routes: the same answers the calls give, nothing for anyone else, and
 * nothing an answer holds can break out of the element that carries it.
 */
describe('answers sent with the page', () => {
  let webDir: string;
  let copy: Awaited<ReturnType<typeof ownDatabase>>;
  let database: Database;
  let app: FastifyInstance;
  let manager: TestSession;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'lens-web-'));
    await writeFile(path.join(webDir, 'index.html'), PAGE);
    // Its own copy: one test renames a user.
    copy = await ownDatabase('first-answers');
    database = connect(copy.url, { max: 4 });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDir }),
      database,
    });
    manager = await sessionFor(database, 'manager@demo.local');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await copy?.drop();
    await rm(webDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = manager.headers) =>
    app.inject({ method: 'GET', url, headers: { ...headers, accept: 'text/html' } });

  it('sends a widgets page with the answers of its first reads, each as the call answers it', async () => {
    const types = await app.inject({
      method: 'GET',
      url: '/dashboard/filter/property_type',
      headers: manager.headers,
    });
    const type = (types.json() as { availableValues: { id: number }[] }).availableValues[0]!.id;
    for (const url of [
      '/',
      '/&startDate=2026-01-01&endDate=2026-01-31',
      `/&startDate=2026-01-01&endDate=2026-03-31&property_type=${type}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      // It carries the visitor's data: no cache may keep it.
      expect(response.headers['cache-control'], url).toBe('no-store');
      const answers = pageAnswers(response.body);
      const urls = firstReadUrls(url, currentDate());
      // The user, today, the views and five option lists (channel groups among them).
      expect(urls, url).toHaveLength(8);
      expect(Object.keys(answers ?? {}).sort(), url).toEqual([...urls].sort());
      for (const read of urls) {
        const direct = await app.inject({ method: 'GET', url: read, headers: manager.headers });
        expect(direct.statusCode, read).toBe(200);
        expect(answers![read], read).toEqual(direct.json());
      }
      // Still the page: the answers go in before the end of its body.
      expect(response.body).toMatch(
        /<div id="root"><\/div><script type="module"[^>]*><\/script><script type="application\/json"/,
      );
    }
  });

  it('sends other pages with the user and today only', async () => {
    for (const url of ['/admin/users', '/alerts', '/&startDate=2099-01-01']) {
      const answers = pageAnswers((await page(url)).body);
      expect(Object.keys(answers ?? {}).sort(), url).toEqual(
        ['/dashboard/check_credentials_validity', '/dashboard/date/current-date'].sort(),
      );
      expect(answers!['/dashboard/date/current-date'], url).toBe(currentDate());
    }
  });

  it('sends the page without answers to a visitor without a valid session', async () => {
    const unsigned = await page('/', {});
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.body).toBe(PAGE);
    // Nobody's data in it: kept, and revalidated.
    expect(unsigned.headers['cache-control']).toBe('no-cache');
    const expired = await page('/', { cookie: 'lens_session=not-a-session' });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toBe(PAGE);
  });

  it('compresses the page as the browser accepts, answers included', async () => {
    const plain = await page('/');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await page('/', { ...manager.headers, 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const html = decode(response.rawPayload).toString('utf8');
      expect(html.startsWith(PAGE.slice(0, PAGE.indexOf('</body>')))).toBe(true);
      expect(pageAnswers(html)).toEqual(pageAnswers(plain.body));
    }
  });

  it('leaves an answer that is not a success for the browser to ask', async () => {
    // A view of no one's: its options answer 404, which the page's own call meets and shows.
    const answers = pageAnswers((await page('/&view=2147483647')).body);
    expect(Object.keys(answers ?? {}).length).toBeGreaterThanOrEqual(2);
    for (const url of Object.keys(answers!)) expect(url).not.toMatch(/filter\/site\?/);
  });

  it('keeps text of the answers inside its element', async () => {
    const name = '</script><script>alert(1)</script><!--';
    await database.pool.query('UPDATE users SET name = $1 WHERE id = $2', [name, manager.userId]);
    const html = (await page('/')).body;
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const credentials = pageAnswers(html)!['/dashboard/check_credentials_validity'] as {
      user: { name: string };
    };
    expect(credentials.user.name).toBe(name);
  });
});
