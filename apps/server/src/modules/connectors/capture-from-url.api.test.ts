import { ADMIN_CONNECTOR_CALLS as CALLS, captureResultSchema } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import type { RecordedServer } from '../../test-support/recorded-server.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { connectorClient, startPagesServer } from './test-support/connector-fixtures.ts';

/** A directory channel no other suite captures for. */
const CAPTURE_CHANNEL = 170;

describe('capture from URL', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let pages: RecordedServer;
  let properties: Array<{ id: number; code: string }>;

  const call = (
    session: TestSession | null,
    c: (typeof CALLS)[keyof typeof CALLS],
    r?: CallRequest,
  ) => injectCall(app, session, c, r);

  beforeAll(async () => {
    // Only the recorded pages' loopback address may be read; every other private one is refused.
    app = await createTestApp({ connectorAllowHosts: ['127.0.0.1'] });
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    ({ properties } = await connectorClient(database, 'Connectors test client'));
    pages = await startPagesServer([
      { path: '/hotels/harbour-view', file: 'hotel-graph.html' },
      { path: '/search', file: 'no-listing.html' },
    ]);
  });

  afterAll(async () => {
    await pages.close();
    await app.close();
    await database.close();
  });

  it('captures a page’s JSON-LD as a snapshot and audits it', async () => {
    const property = properties[0]!;
    const response = await call(admin, CALLS.captureFromUrl, {
      body: {
        propertyId: property.id,
        siteId: CAPTURE_CHANNEL,
        url: `${pages.baseUrl}/hotels/harbour-view`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = captureResultSchema.parse(response.json());
    expect(result).toMatchObject({
      propertyId: property.id,
      siteId: CAPTURE_CHANNEL,
      entityType: 'Hotel',
      snapshot: {
        propertyCode: property.code,
        name: 'Harbour View Hotel & Suites',
        phone: '+61 2 9250 6000',
        coordinates: { lat: -33.8611, lng: 151.2105 },
      },
    });
    const { rows } = await database.pool.query<{ results: number; content: { name: string } }>(
      `SELECT (SELECT count(*)::int FROM audit_results r
               WHERE r.property_id = a.property_id AND r.audit_id = a.id) AS results, s.content
       FROM audits a JOIN channel_snapshots s ON s.property_id = a.property_id AND s.id = a.snapshot_id
       WHERE a.property_id = $1 AND a.id = $2 AND a.channel_id = $3`,
      [property.id, result.auditId, CAPTURE_CHANNEL],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.results).toBeGreaterThan(0);
    expect(rows[0]!.content.name).toBe('Harbour View Hotel & Suites');
  });

  it('refuses private addresses other than the allowed test host, naming the url', async () => {
    const port = new URL(pages.baseUrl).port;
    const before = await database.pool.query('SELECT count(*) FROM channel_snapshots');
    for (const url of [
      `http://localhost:${port}/hotels/harbour-view`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/hotels/harbour-view`,
      'http://10.0.0.8/hotel',
    ]) {
      const response = await call(admin, CALLS.captureFromUrl, {
        body: { propertyId: properties[0]!.id, siteId: CAPTURE_CHANNEL, url },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().field, url).toBe('url');
    }
    const local = await call(admin, CALLS.captureFromUrl, {
      body: {
        propertyId: properties[0]!.id,
        siteId: CAPTURE_CHANNEL,
        url: 'http://10.0.0.8/hotel',
      },
    });
    expect(local.json().message).toBe('url: 10.0.0.8 is a private or local address');
    // A name is checked by the addresses it resolves to, when connecting.
    const named = await call(admin, CALLS.captureFromUrl, {
      body: {
        propertyId: properties[0]!.id,
        siteId: CAPTURE_CHANNEL,
        url: `http://localhost:${port}/hotels/harbour-view`,
      },
    });
    expect(named.json().message).toBe('url: localhost resolves to a private or local address');
    const after = await database.pool.query('SELECT count(*) FROM channel_snapshots');
    expect(after.rows[0].count).toBe(before.rows[0].count);
  });

  it('says when a page has no hotel, restaurant or spa, and checks the references', async () => {
    const empty = await call(admin, CALLS.captureFromUrl, {
      body: {
        propertyId: properties[0]!.id,
        siteId: CAPTURE_CHANNEL,
        url: `${pages.baseUrl}/search`,
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/no schema.org JSON-LD/);
    const unknown = await call(admin, CALLS.captureFromUrl, {
      body: { propertyId: 999_999_999, siteId: CAPTURE_CHANNEL, url: `${pages.baseUrl}/search` },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('propertyId');
    const scheme = await call(admin, CALLS.captureFromUrl, {
      body: { propertyId: properties[0]!.id, siteId: CAPTURE_CHANNEL, url: 'file:///etc/passwd' },
    });
    expect(scheme.statusCode).toBe(400);
    expect(scheme.json().field).toBe('url');
  });
});
