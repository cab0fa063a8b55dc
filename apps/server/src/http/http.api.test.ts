import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorResponseSchema } from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test-support/test-app.ts';

describe('HTTP frame', () => {
  let webDir: string;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'lens-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>ListingLens</title>');
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    app = await createTestApp({ webDistDir: webDir, loginPath: '/sso/start' });
    // A route with a schema, to see validation failures the way every real route reports them.
    app.post(
      '/dashboard/test-echo',
      { schema: { body: z.object({ email: z.email(), count: z.number().int().min(1) }) } },
      async (request) => request.body,
    );
    // Text a schema accepts but PostgreSQL cannot store (a NUL character).
    app.post('/dashboard/test-store', async (request) => {
      await app.database.pool.query('SELECT $1::text', [(request.body as { text: string }).text]);
      return { stored: true };
    });
    app.get('/dashboard/test-crash', async () => {
      throw new Error('secret internal detail');
    });
  });

  afterAll(async () => {
    await app.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('GET /conf.json answers the configured single sign-on path', async () => {
    const response = await app.inject({ method: 'GET', url: '/conf.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loginPath: '/sso/start', mapStyleUrl: null });
  });

  it('answers 400 naming the field for bad input', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dashboard/test-echo',
      payload: { email: 'not-an-email', count: 3 },
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.field).toBe('email');
    expect(body.message).toMatch(/^email: /);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dashboard/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400, not 500, to text PostgreSQL refuses to store', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dashboard/test-store',
      payload: { text: 'Hotel\u0000Name' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).message).toBe(
      'Text must not contain NUL characters.',
    );
  });

  it('answers 400 naming the field for text with a lone surrogate, before anything is stored', async () => {
    for (const [payload, field] of [
      [{ text: 'Caf\ud800' }, 'text'],
      [{ email: 'a@b.example', tags: ['ok', '\udc00x'] }, 'tags.1'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/dashboard/test-store',
        headers: { 'content-type': 'application/json' },
        // JSON.stringify escapes a lone surrogate as \udXXX, as a hostile client would send it.
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.field).toBe(field);
      expect(body.message).toMatch(new RegExp(`^${field}: must be valid text`));
    }
    // A character outside the basic plane is a surrogate pair: whole, it is text like any other.
    const pair = await app.inject({
      method: 'POST',
      url: '/dashboard/test-store',
      payload: { text: 'Rooftop bar 🍸' },
    });
    expect(pair.statusCode).toBeLessThan(300);
  });

  it('never leaks internals in a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
  });

  it('serves index.html for any page path (history mode)', async () => {
    for (const url of [
      '/',
      '/&startDate=2026-10-01&endDate=2026-10-31',
      '/admin/users',
      '/nowhere',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>ListingLens</title>');
    }
  });

  it('answers unknown API paths and missing assets with a JSON 404', async () => {
    for (const url of ['/dashboard/nothing-here', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(response.json()).statusCode).toBe(404);
    }
  });

  it('lets browsers keep hashed assets and always revalidate the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/some/client/route']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends security headers and no server banner', async () => {
    const response = await app.inject({ method: 'GET', url: '/conf.json' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
    // Plain HTTP (a local install): HSTS would pin browsers to HTTPS the server does not offer.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrades insecure requests when served over HTTPS (COOKIE_SECURE)', async () => {
    const secure = await createTestApp({ cookieSecure: true, webDistDir: webDir });
    try {
      const response = await secure.inject({ method: 'GET', url: '/conf.json' });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers.server).toBeUndefined();
    } finally {
      await secure.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/conf.json']).toBeDefined();
  });
});
