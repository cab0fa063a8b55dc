import { API_CALL_LIST } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  dataCallIds,
  dataCallProbes,
  probeTargets,
  type Probe,
} from '../../test-support/data-call-probes.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

/**
 * Walks every data call of the contract as other@demo.local (the second client) with the main
 * client's ids: each must answer 403 and reveal nothing of the main client.
 */
describe('tenancy isolation', () => {
  let app: FastifyInstance;
  let database: Database;
  let other: TestSession;
  let probes: Map<string, Probe[]>;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    other = await sessionFor(database, 'other@demo.local');
    const { clientId, standard, chain } = await demoViews(database);
    const views = { view: standard.id, chainView: chain.id, thingView: standard.id };
    const targets = await probeTargets(database, clientId, views, null);
    const today = new Date().toISOString().slice(0, 10);
    probes = dataCallProbes(targets, today);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("has a probe for every call that reads or writes a client's data", () => {
    expect([...probes.keys()].sort()).toEqual(dataCallIds());
  });

  it("answers 403 to another client's user on every data call and leaks nothing", async () => {
    for (const call of API_CALL_LIST.filter((c) => probes.has(c.id))) {
      for (const probe of probes.get(call.id)!) {
        const response = await app.inject({
          method: call.method,
          url: probe.url,
          headers: other.headers,
          ...(probe.payload !== undefined ? { payload: probe.payload as object } : {}),
        });
        expect(response.statusCode, `${call.method} ${probe.url}`).toBe(probe.status ?? 403);
        expect(response.body, probe.url).not.toMatch(/Meridian|Booking|Google/);
      }
    }
    const { rows } = await database.pool.query(
      `SELECT (SELECT count(*)::int FROM matched_notes WHERE uid = 'isolation-probe') AS flags,
              (SELECT count(*)::int FROM property_listings
                 WHERE listing_url = 'https://listing.example/hotel') AS listings`,
    );
    expect(rows[0]).toEqual({ flags: 0, listings: 0 });
  });
});
