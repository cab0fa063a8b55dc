import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LISTING_IDENTITY_CALLS as CALLS, listingIdentitySchema } from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectCall } from '../../test-support/inject-call.ts';
import {
  captures,
  GOOGLE,
  openIdentityFixture,
  WRONG_URL,
  type IdentityFixture,
} from '../../test-support/identity-fixture.ts';
import { importFile, ImportRejected } from '../imports/import.service.ts';

const BOOKING = 107;
const SABRE = 61;
const BOOKING_URL = 'https://ota.example/hotel/meridian-paris-opera';

describe('listing identities: bulk import, snapshots, and one by one', () => {
  let f: IdentityFixture;
  const identity = async (site: number) => {
    const answer = await injectCall(f.app, f.admin, CALLS.getListingIdentity, {
      query: { property: String(f.propertyId), site: String(site) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return listingIdentitySchema.parse(answer.json()).listing;
  };
  const importIdentities = async (name: string, text: string) => {
    const filePath = path.join(f.dir, name);
    await writeFile(filePath, text);
    return importFile(f.database.pool, {
      clientId: f.clientId,
      kind: 'LISTING_IDENTITIES',
      filePath,
    });
  };
  const rowsOf = async () =>
    (
      await f.database.pool.query(
        `SELECT channel_id, listing_url, external_id, source, last_seen_at FROM property_listings
         WHERE property_id = $1 ORDER BY channel_id`,
        [f.propertyId],
      )
    ).rows;

  beforeAll(async () => {
    f = await openIdentityFixture();
  });
  afterAll(() => f.close());

  it('takes the identity from the newest capture that carries a URL', async () => {
    expect(await identity(GOOGLE)).toMatchObject({
      url: WRONG_URL,
      externalId: null,
      source: 'SNAPSHOT',
      lastSeenAt: '2026-07-20T09:00:00.000Z',
    });
  });

  it('imports URLs and ids in bulk, keeping what a row leaves empty, and only once', async () => {
    const csv = [
      'property_code,site_id,listing_url,external_id,seen_at',
      `PARMO,${BOOKING},${BOOKING_URL},  4711  ,2026-07-28T10:00:00Z`,
      `PARMO,${GOOGLE},,ChIJ-paris-opera,`,
      `PARMO,${SABRE},,MC PAR123,2026-07-01`,
    ].join('\n');
    const result = await importIdentities('identities.csv', csv);
    expect(result).toMatchObject({ rows: 3, unchanged: false, created: { listingIdentities: 3 } });
    expect(await identity(BOOKING)).toMatchObject({
      url: BOOKING_URL,
      externalId: '4711',
      source: 'IMPORT',
      lastSeenAt: '2026-07-28T10:00:00.000Z',
    });
    expect(await identity(GOOGLE)).toMatchObject({
      url: WRONG_URL,
      externalId: 'ChIJ-paris-opera',
      source: 'IMPORT',
      lastSeenAt: '2026-07-20T09:00:00.000Z',
    });
    expect(await identity(SABRE)).toMatchObject({ url: null, externalId: 'MC PAR123' });

    const again = await importIdentities(
      'identities.ndjson',
      `{"propertyCode":"PARMO","siteId":${BOOKING},"listingUrl":"${BOOKING_URL}","externalId":"4711"}\n`,
    );
    expect(again).toMatchObject({ rows: 1, unchanged: true, created: { listingIdentities: 0 } });
  });

  it('refuses bad rows with their line and column, and writes nothing', async () => {
    const before = await rowsOf();
    const csv = [
      'property_code,site_id,listing_url,external_id,seen_at',
      'PARMO,107,ftp://ota.example/x,,',
      'PARMO,99999,,X1,',
      'NOPE,107,,X2,',
      'PARMO,120,,,',
      `PARMO,${SABRE},,CODE1,`,
      `PARMO,${SABRE},,CODE2,`,
    ].join('\n');
    const refused = await importIdentities('bad.csv', csv).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportRejected);
    expect((refused as ImportRejected).errors).toEqual([
      { line: 2, field: 'listing_url', message: 'must be a full http(s) URL' },
      { line: 3, field: 'site_id', message: '99999 is not a channel of the catalog' },
      { line: 4, field: 'property_code', message: 'NOPE is not a known property' },
      { line: 5, field: 'listing_url', message: 'give the listing URL, its external id, or both' },
      {
        line: 7,
        field: 'site_id',
        message: `repeats the listing of PARMO on channel ${SABRE} (line 6)`,
      },
    ]);
    expect(await rowsOf()).toEqual(before);
  });

  it('takes the kind as an upload, refusing a file of other columns at line 1', async () => {
    const boundary = '----identity-boundary';
    const answer = await f.app.inject({
      method: 'POST',
      url: '/dashboard/admin/imports/listing_identities',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\n` +
          `propertyCode,siteId\nPARMO,104\n\r\n--${boundary}--\r\n`,
      ),
      headers: {
        ...f.admin.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ line: 1, field: 'property_code' });
  });

  it('lets a newer capture replace an imported URL, but never a URL a person set', async () => {
    const capture = (site: number, capturedAt: string, listingUrl: string) => ({
      ...captures[0],
      siteId: site,
      capturedAt,
      listingUrl,
    });
    const set = await injectCall(f.app, f.admin, CALLS.repointListing, {
      body: { property: f.propertyId, site: SABRE, listingUrl: 'https://gds.example/PAR123' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(listingIdentitySchema.parse(set.json()).listing).toMatchObject({
      url: 'https://gds.example/PAR123',
      externalId: 'MC PAR123',
      source: 'MANUAL',
    });
    await f.importCaptures(
      [
        capture(BOOKING, '2026-07-29T08:00:00Z', 'https://ota.example/hotel/meridian-opera-new'),
        capture(SABRE, '2026-07-29T08:00:00Z', 'https://gds.example/OTHER'),
      ],
      'newer.ndjson',
    );
    expect(await identity(BOOKING)).toMatchObject({
      url: 'https://ota.example/hotel/meridian-opera-new',
      externalId: '4711',
      source: 'SNAPSHOT',
      lastSeenAt: '2026-07-29T08:00:00.000Z',
    });
    expect(await identity(SABRE)).toMatchObject({
      url: 'https://gds.example/PAR123',
      source: 'MANUAL',
      lastSeenAt: '2026-07-01T00:00:00.000Z',
    });
    // A capture of the person's own listing dates it, and keeps who set it.
    await f.importCaptures(
      [capture(SABRE, '2026-07-30T08:00:00Z', 'https://gds.example/PAR123/')],
      'same.ndjson',
    );
    expect(await identity(SABRE)).toMatchObject({
      url: 'https://gds.example/PAR123',
      source: 'MANUAL',
      lastSeenAt: '2026-07-30T08:00:00.000Z',
      updatedBy: { name: 'Ida Identity' },
    });
  });

  it('sets, trims and clears the id one by one, and refuses bad values naming the field', async () => {
    const put = (body: Record<string, unknown>) =>
      injectCall(f.app, f.admin, CALLS.repointListing, {
        body: { property: f.propertyId, site: SABRE, ...body },
      });
    const trimmed = await put({ externalId: '  PAR-9  ' });
    expect(listingIdentitySchema.parse(trimmed.json()).listing).toMatchObject({
      url: 'https://gds.example/PAR123',
      externalId: 'PAR-9',
    });
    const cleared = await put({ externalId: '', listingUrl: 'https://gds.example/PAR123' });
    expect(listingIdentitySchema.parse(cleared.json()).listing?.externalId).toBeNull();
    for (const [body, field] of [
      [{ externalId: 'a\u0007b' }, 'externalId'],
      [{ externalId: 'x'.repeat(301) }, 'externalId'],
      [{ externalId: 42 }, 'externalId'],
      [{ listingUrl: null, externalId: null }, 'listingUrl'],
      [{}, 'listingUrl'],
      [{ listingUrl: 'javascript:alert(1)' }, 'listingUrl'],
    ] as const) {
      const answer = await put(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().field, JSON.stringify(body)).toBe(field);
    }
    expect(await identity(SABRE)).toMatchObject({
      url: 'https://gds.example/PAR123',
      externalId: null,
    });
  });

  it('publishes the id, source and last sighting in the OpenAPI document', async () => {
    const doc = (await f.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const operations = doc.paths['/dashboard/listing-identity'];
    const text = JSON.stringify(operations);
    for (const name of ['externalId', 'source', 'lastSeenAt', 'REPOINT'])
      expect(text, name).toContain(name);
    expect(operations.put.security?.length, 'a token may set it').toBeGreaterThan(0);
    expect(JSON.stringify(doc.paths['/dashboard/admin/imports/{kind}'])).toContain(
      'listing_identities',
    );
  });
});
