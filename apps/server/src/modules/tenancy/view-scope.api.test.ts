import { API_CALL_LIST, API_CALLS, errorResponseSchema } from '@lens/contracts';
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

/** Data calls that address nothing of a view: the user's own alert thresholds. */
const NOT_VIEW_BOUND = new Set<string>([API_CALLS.saveAlertSettings.id]);

/**
 * The isolation walk inside one client: chain@demo.local may open only the hotel-chain view, and
 * every data call of the contract addressing the all-properties view, or a thing of a property
 * outside the hotel-chain view (named beside the view they may open), must answer as it answers
 * another client's user: the same refusal as for an id that does not exist.
 */
describe('view scope inside one client', () => {
  let app: FastifyInstance;
  let database: Database;
  let chain: TestSession;
  let probes: Map<string, Probe[]>;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    chain = await sessionFor(database, 'chain@demo.local');
    const demo = await demoViews(database);
    const views = { view: demo.standard.id, chainView: demo.standard.id, thingView: demo.chain.id };
    const targets = await probeTargets(database, demo.clientId, views, demo.chain.id);
    probes = dataCallProbes(targets, new Date().toISOString().slice(0, 10));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('walks every data call of the contract but those that address nothing of a view', () => {
    const walked = [...probes.keys()].filter((id) => !NOT_VIEW_BOUND.has(id));
    expect(walked.sort()).toEqual(dataCallIds().filter((id) => !NOT_VIEW_BOUND.has(id)));
  });

  it('refuses a user every view and every thing of a view they may not open', async () => {
    const answered: string[] = [];
    for (const call of API_CALL_LIST.filter((c) => probes.has(c.id) && !NOT_VIEW_BOUND.has(c.id))) {
      for (const probe of probes.get(call.id)!) {
        const response = await app.inject({
          method: call.method,
          url: probe.url,
          headers: chain.headers,
          ...(probe.payload !== undefined ? { payload: probe.payload as object } : {}),
        });
        const expected = probe.status ?? 403;
        if (response.statusCode !== expected) {
          answered.push(`${call.method} ${probe.url}: ${response.statusCode}, not ${expected}`);
        } else {
          expect(errorResponseSchema.safeParse(response.json()).success, probe.url).toBe(true);
        }
      }
    }
    expect(answered).toEqual([]);
    const { rows } = await database.pool.query(
      `SELECT (SELECT count(*)::int FROM matched_notes WHERE uid = 'isolation-probe') AS flags,
              (SELECT count(*)::int FROM property_listings
                 WHERE listing_url = 'https://listing.example/hotel') AS listings`,
    );
    expect(rows[0]).toEqual({ flags: 0, listings: 0 });
  });
});
