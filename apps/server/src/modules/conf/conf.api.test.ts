import { ACCOUNT_CALLS, confResponseSchema } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';

const STYLE = 'https://maps.example.net/styles/streets/style.json?key=abc';

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('MAP_STYLE_URL', () => {
  let offline: FastifyInstance;
  let online: FastifyInstance;

  beforeAll(async () => {
    [offline, online] = await Promise.all([createTestApp(), createTestApp({ mapStyleUrl: STYLE })]);
  });

  afterAll(async () => {
    await Promise.all([offline?.close(), online?.close()]);
  });

  it('reaches the web app in /conf.json when set, and is null otherwise', async () => {
    const set = await online.inject({ method: 'GET', url: ACCOUNT_CALLS.getConf.path });
    expect(confResponseSchema.parse(set.json()).mapStyleUrl).toBe(STYLE);
    const unset = await offline.inject({ method: 'GET', url: ACCOUNT_CALLS.getConf.path });
    expect(confResponseSchema.parse(unset.json()).mapStyleUrl).toBeNull();
  });

  it("lets the page reach the style's origin, and only when set", async () => {
    const set = directives(
      (await online.inject({ method: 'GET', url: '/conf.json' })).headers[
        'content-security-policy'
      ],
    );
    expect(set.get('connect-src')).toEqual(["'self'", 'https://maps.example.net']);
    expect(set.get('img-src')).toContain('https://maps.example.net');
    expect(set.get('script-src') ?? set.get('default-src')).not.toContain(
      'https://maps.example.net',
    );
    const unset = directives(
      (await offline.inject({ method: 'GET', url: '/conf.json' })).headers[
        'content-security-policy'
      ],
    );
    expect(unset.get('connect-src')).toEqual(["'self'"]);
    expect(unset.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});
