import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DUPLICATE_LISTING_CALLS,
  duplicateListingsSchema,
  LISTING_IDENTITY_CALLS as CALLS,
} from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectCall } from '../../test-support/inject-call.ts';
import { importFile, ImportRejected } from '../imports/import.service.ts';
import {
  GOOGLE,
  openIdentityFixture,
  WRONG_URL,
  type IdentityFixture,
} from '../../test-support/identity-fixture.ts';

describe('listing identity API: seen listings and duplicates', () => {
  let f: IdentityFixture;
  beforeAll(async () => {
    f = await openIdentityFixture();
  });
  afterAll(() => f.close());

  it('finds duplicates near by name or address and by phone, not a far-away namesake or the own listing', async () => {
    const answer = await injectCall(f.app, f.admin, DUPLICATE_LISTING_CALLS.getDuplicateListings, {
      query: { property: String(f.propertyId) },
    });
    expect(answer.statusCode).toBe(200);
    const { channels } = duplicateListingsSchema.parse(answer.json());
    const found = channels.flatMap((channel) =>
      channel.duplicates.map((d) => ({
        site: channel.site.id,
        url: d.listingUrl,
        reasons: d.reasons,
      })),
    );
    expect(found.sort((a, b) => a.site - b.site)).toEqual([
      {
        site: 104,
        url: 'https://maps.example/place/meridian-opera-paris',
        reasons: ['NAME', 'ADDRESS', 'NEARBY'],
      },
      { site: 107, url: 'https://booking.example/hotel/fr/meridian-opera-bis', reasons: ['PHONE'] },
    ]);
  });

  it('records each snapshot as a sighting of its listing, matched to its property', async () => {
    const { rows } = await f.database.pool.query(
      `SELECT listing_url, property_id, phone_e164 FROM seen_listings
       WHERE client_id = $1 AND channel_id = $2 AND listing_url = $3`,
      [f.clientId, GOOGLE, WRONG_URL],
    );
    expect(rows).toEqual([
      { listing_url: WRONG_URL, property_id: f.propertyId, phone_e164: '+33147000099' },
    ]);
  });

  it('rejects a seen-listings file with an unknown channel or property, by line and column, writing nothing', async () => {
    const file = path.join(f.dir, 'bad-seen.csv');
    await writeFile(
      file,
      [
        'site_id,listing_url,seen_at,property_code,name',
        '104,https://maps.example/place/fine,2026-07-02,,Fine',
        '999999,https://maps.example/place/nowhere,2026-07-02,,Nowhere',
        '104,https://maps.example/place/ghost,2026-07-02,GHOST,Ghost',
      ].join('\n'),
    );
    const rejected = await importFile(f.database.pool, {
      clientId: f.clientId,
      kind: 'SEEN_LISTINGS',
      filePath: file,
    }).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ImportRejected);
    expect((rejected as ImportRejected).errors).toEqual([
      { line: 3, field: 'site_id', message: '999999 is not a channel of the catalog' },
      { line: 4, field: 'property_code', message: 'GHOST is not a known property' },
    ]);
    const { rows } = await f.database.pool.query(
      `SELECT count(*)::int AS n FROM seen_listings WHERE listing_url = 'https://maps.example/place/fine'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('hides a duplicate dismissed as "Not a duplicate"', async () => {
    const read = async () =>
      duplicateListingsSchema.parse(
        (
          await injectCall(f.app, f.admin, DUPLICATE_LISTING_CALLS.getDuplicateListings, {
            query: { property: String(f.propertyId), site: '107' },
          })
        ).json(),
      );
    const listing = (await read()).channels[0]!.duplicates[0]!;
    const dismissed = await injectCall(f.app, f.admin, CALLS.dismissDuplicate, {
      body: { property: f.propertyId, listingId: listing.id },
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await read()).channels).toEqual([]);
  });
});
