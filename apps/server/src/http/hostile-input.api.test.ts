import { API_CALLS, type ApiCall } from '@lens/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyCall } from '../test-support/every-call.ts';
import { sessionFor, type TestSession } from '../test-support/sessions.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testDatabase } from '../test-support/test-database.ts';

/** Every call but signing out, which would end the session the other cases run in. */
function everyCallButLogout(): ApiCall[] {
  return everyCall().filter(
    (call) => !(call.method === 'POST' && call.path === API_CALLS.logout.path),
  );
}

const CASES_IN_TOTAL = 10_000;

// Values chosen to break parsers and queries: traversal, SQL, huge and negative numbers, odd
// unicode, empty and very long strings, alongside whatever fast-check makes up.
const nasty = fc.oneof(
  fc.constantFrom(
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    "1' OR '1'='1",
    '1;DROP TABLE users',
    '-1',
    '0',
    '9999999999999999999999',
    '1e309',
    'NaN',
    '',
    ' ',
    '\u0000',
    '\uD800',
    '%00',
    '<script>alert(1)</script>',
    '{"__proto__":{"admin":true}}',
    '2026-02-30',
    '9999-12-31',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);

// A lone surrogate cannot be encoded; its raw bytes make a malformed escape, itself good input.
const segment = nasty.map((value) => {
  try {
    return encodeURIComponent(value) || 'x';
  } catch {
    return '%ED%A0%80';
  }
});

function urlFor(call: ApiCall, params: string[], query: [string, string][]): string {
  let index = 0;
  const path = call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => params[index++] ?? 'x');
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function queryNames(call: ApiCall): string[] {
  const shape = (call.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return [...Object.keys(shape ?? {}), 'startDate', 'endDate', 'view', 'property', 'site', 'zzz'];
}

/**
 * SPEC.md's bad-input rule at scale: every call of the contract, with made-up path parameters,
 * queries and bodies (JSON of any shape, broken JSON, the wrong content type), must answer with a
 * status below 500 and never show a stack trace or a file path.
 */
describe('hostile input on every call', () => {
  let app: FastifyInstance;
  let manager: TestSession;
  const calls = everyCallButLogout();
  const runsPerCall = Math.ceil(CASES_IN_TOTAL / calls.length);
  let cases = 0;

  beforeAll(async () => {
    app = await createTestApp();
    manager = await sessionFor(testDatabase(), 'manager@demo.local');
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      const paramCount = (call.path.match(/:[A-Za-z_]/g) ?? []).length;
      const names = queryNames(call);
      const body = fc.oneof(
        fc.jsonValue().map((value) => ({ type: 'application/json', raw: JSON.stringify(value) })),
        nasty.map((raw) => ({ type: 'application/json', raw })),
        nasty.map((raw) => ({ type: 'text/plain', raw })),
        nasty.map((raw) => ({ type: 'multipart/form-data; boundary=x', raw: `--x\r\n${raw}` })),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: paramCount, maxLength: paramCount }),
          fc.array(fc.tuple(fc.constantFrom(...names), nasty), { maxLength: 4 }),
          body,
          fc.boolean(),
          async (params, query, payload, signedIn) => {
            cases += 1;
            const withBody = call.method !== 'GET' && call.method !== 'DELETE';
            const response = await app.inject({
              method: call.method,
              url: urlFor(call, params, query),
              headers: {
                ...(signedIn ? manager.headers : {}),
                ...(withBody ? { 'content-type': payload.type } : {}),
              },
              ...(withBody ? { payload: payload.raw } : {}),
            });
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
            expect(response.body).not.toMatch(/\bat .+:\d+:\d+\)|node_modules|\.ts:\d+/);
          },
        ),
        { numRuns: runsPerCall, seed: 20261122 },
      );
    },
    120_000,
  );

  it('tried at least 10,000 cases in all', () => {
    // The figure the issue asks for, printed with the suite's output.
    console.log(`hostile input: ${cases} cases over ${calls.length} calls, none answered 5xx`);
    expect(cases).toBeGreaterThanOrEqual(CASES_IN_TOTAL);
  });
});
