import {
  DUPLICATE_LISTING_CALLS,
  LISTING_IDENTITY_CALLS as CALLS,
  listingIdentitySchema,
  wrongMatchListSchema,
  wrongMatchSchema,
} from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectCall } from '../../test-support/inject-call.ts';
import {
  captures,
  GOOGLE,
  openIdentityFixture,
  RIGHT_URL,
  WRONG_URL,
  type IdentityFixture,
} from '../../test-support/identity-fixture.ts';

describe('listing identity API: wrong matches and re-pointing', () => {
  let f: IdentityFixture;
  beforeAll(async () => {
    f = await openIdentityFixture();
  });
  afterAll(() => f.close());

  it('takes a wrong match out of scoring, keeps later captures of its URL out, and restores both', async () => {
    const right = await f.auditOf(captures[0]!.capturedAt);
    const wrong = await f.auditOf(captures[1]!.capturedAt);
    const before = await f.julyScore();
    expect(before.auditId).toBe(wrong);

    const marked = await injectCall(f.app, f.admin, CALLS.markWrongMatch, {
      body: { auditId: wrong, comment: 'This is the Garnier, two doors down' },
    });
    expect(marked.statusCode).toBe(200);
    expect(wrongMatchSchema.parse(marked.json())).toMatchObject({
      auditId: wrong,
      status: 'PENDING',
      cause: 'MARKED',
      listingUrl: WRONG_URL,
      comment: 'This is the Garnier, two doors down',
      markedBy: { name: 'Ida Identity' },
    });
    const after = await f.julyScore();
    expect(after.auditId).toBe(right);
    expect(after.accuracy).toBeGreaterThan(before.accuracy);
    expect(after.rolledPairs).toBe(before.rolledPairs);
    expect(after.rolledAccuracy).toBeCloseTo(
      before.rolledAccuracy - before.accuracy + after.accuracy,
      3,
    );

    const again = await injectCall(f.app, f.admin, CALLS.markWrongMatch, {
      body: { auditId: wrong },
    });
    expect(again.statusCode).toBe(409);

    // The listing is captured again from the same wrong URL: it stays out.
    await f.importCaptures(captures.slice(2), 'later.ndjson');
    const later = await f.auditOf(captures[2]!.capturedAt);
    expect((await f.julyScore()).auditId).toBe(right);

    const list = wrongMatchListSchema.parse(
      (await injectCall(f.app, f.admin, CALLS.listWrongMatches)).json(),
    );
    expect(list.items.map((item) => item.auditId)).toEqual([wrong]);

    const log = await f.database.pool.query(
      `SELECT action FROM activity_log WHERE client_id = $1 AND audit_id = $2`,
      [f.clientId, wrong],
    );
    expect(log.rows).toEqual([{ action: 'WRONG_MATCH' }]);

    const restored = await injectCall(f.app, f.admin, CALLS.restoreWrongMatch, {
      params: { auditId: wrong },
    });
    expect(restored.statusCode).toBe(204);
    const back = await f.julyScore();
    expect(back.auditId).toBe(later);
    expect(back.rolledAccuracy).toBeCloseTo(
      before.rolledAccuracy - before.accuracy + back.accuracy,
      3,
    );
    const leftOut = await f.database.pool.query(
      'SELECT count(*)::int AS n FROM wrong_matches WHERE property_id = $1',
      [f.propertyId],
    );
    expect(leftOut.rows[0].n).toBe(0);

    const missing = await injectCall(f.app, f.admin, CALLS.restoreWrongMatch, {
      params: { auditId: wrong },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('confirms a wrong match after review, and keeps it out', async () => {
    const wrong = await f.auditOf(captures[2]!.capturedAt);
    await injectCall(f.app, f.admin, CALLS.markWrongMatch, { body: { auditId: wrong } });
    const confirmed = await injectCall(f.app, f.admin, CALLS.confirmWrongMatch, {
      params: { auditId: wrong },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'CONFIRMED',
      reviewedBy: { name: 'Ida Identity' },
    });
    expect((await f.julyScore()).auditId).not.toBe(wrong);
    await injectCall(f.app, f.admin, CALLS.restoreWrongMatch, { params: { auditId: wrong } });
  });

  it('refuses a listing URL that is not http(s) with a host name, naming the field, and writes nothing', async () => {
    for (const listingUrl of [
      'ftp://maps.example/x',
      'https://localhost/x',
      'not a url',
      'javascript:alert(1)',
    ]) {
      const answer = await injectCall(f.app, f.admin, CALLS.repointListing, {
        body: { property: f.propertyId, site: GOOGLE, listingUrl },
      });
      expect(answer.statusCode, listingUrl).toBe(400);
      expect(answer.json().field).toBe('listingUrl');
    }
    const stored = await f.database.pool.query(
      'SELECT * FROM property_listings WHERE property_id = $1',
      [f.propertyId],
    );
    expect(stored.rows).toEqual([]);
  });

  it('re-points the listing: stores the URL, takes the latest capture from another URL out, awaits the new one', async () => {
    const latest = await f.auditOf(captures[2]!.capturedAt);
    const answer = await injectCall(f.app, f.admin, CALLS.repointListing, {
      body: { property: f.propertyId, site: GOOGLE, listingUrl: RIGHT_URL },
    });
    expect(answer.statusCode).toBe(200);
    const identity = listingIdentitySchema.parse(answer.json());
    expect(identity).toMatchObject({
      listing: { url: RIGHT_URL, updatedBy: { name: 'Ida Identity' } },
      latest: { auditId: latest, wrongMatch: { cause: 'REPOINTED', status: 'PENDING' } },
      awaitingCaptureFrom: RIGHT_URL,
    });
    const stored = await f.database.pool.query(
      'SELECT listing_url FROM property_listings WHERE property_id = $1 AND channel_id = $2',
      [f.propertyId, GOOGLE],
    );
    expect(stored.rows).toEqual([{ listing_url: RIGHT_URL }]);
    // Only the current capture leaves: the earlier one from the old URL was restored above.
    expect((await f.julyScore()).auditId).toBe(await f.auditOf(captures[1]!.capturedAt));

    const read = await injectCall(f.app, f.admin, CALLS.getListingIdentity, {
      query: { property: String(f.propertyId), site: String(GOOGLE) },
    });
    expect(listingIdentitySchema.parse(read.json()).awaitingCaptureFrom).toBe(RIGHT_URL);
  });

  it("denies another client's user every call on this client's data", async () => {
    const auditId = await f.auditOf(captures[0]!.capturedAt);
    const answers = await Promise.all([
      injectCall(f.app, f.outsider, CALLS.markWrongMatch, { body: { auditId } }),
      injectCall(f.app, f.outsider, CALLS.confirmWrongMatch, { params: { auditId } }),
      injectCall(f.app, f.outsider, CALLS.restoreWrongMatch, { params: { auditId } }),
      injectCall(f.app, f.outsider, CALLS.getListingIdentity, {
        query: { property: String(f.propertyId), site: String(GOOGLE) },
      }),
      injectCall(f.app, f.outsider, CALLS.repointListing, {
        body: { property: f.propertyId, site: GOOGLE, listingUrl: 'https://maps.example/x' },
      }),
      injectCall(f.app, f.outsider, DUPLICATE_LISTING_CALLS.getDuplicateListings, {
        query: { property: String(f.propertyId) },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await injectCall(f.app, null, CALLS.listWrongMatches)).statusCode).toBe(401);
    const outsiderList = wrongMatchListSchema.parse(
      (await injectCall(f.app, f.outsider, CALLS.listWrongMatches)).json(),
    );
    expect(outsiderList.items.some((item) => item.property.id === f.propertyId)).toBe(false);
  });

  it('answers marks, confirmations and restores racing on one listing without a 5xx', async () => {
    // Each refreshes the same property's rollups: the loser of a race runs again, and a mark or
    // restore that finds the other already done is a 409 or 404, never a server error.
    const auditId = await f.auditOf(captures[0]!.capturedAt);
    const statuses = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all([
        injectCall(f.app, f.admin, CALLS.markWrongMatch, { body: { auditId } }),
        injectCall(f.app, f.admin, CALLS.restoreWrongMatch, { params: { auditId } }),
        injectCall(f.app, f.admin, CALLS.confirmWrongMatch, { params: { auditId } }),
        injectCall(f.app, f.admin, CALLS.markWrongMatch, { body: { auditId } }),
        injectCall(f.app, f.admin, CALLS.restoreWrongMatch, { params: { auditId } }),
      ]);
      for (const answer of answers) statuses.add(answer.statusCode);
    }
    expect([...statuses].filter((status) => ![200, 204, 404, 409].includes(status))).toEqual([]);
    await injectCall(f.app, f.admin, CALLS.restoreWrongMatch, { params: { auditId } });
  });
});
