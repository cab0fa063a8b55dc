import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHANGE_REQUEST_CALLS, type ChangeRequest } from '@lens/contracts';
import { CHANGE_REQUEST_LAYOUTS, type ChangeRequestLayoutId } from '@lens/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectCall } from '../../test-support/inject-call.ts';
import {
  captures,
  GOOGLE,
  openIdentityFixture,
  type IdentityFixture,
} from '../../test-support/identity-fixture.ts';
import { importFile } from '../imports/import.service.ts';

/** One channel per layout, with the id and URL its identity is imported with. */
const CHANNELS: ReadonlyArray<{
  site: number;
  layout: ChangeRequestLayoutId;
  id: string;
  url: string;
}> = [
  {
    site: GOOGLE,
    layout: 'GOOGLE_BUSINESS_PROFILE',
    id: 'ChIJ-paris',
    url: 'https://maps.example/place/p',
  },
  { site: 107, layout: 'OTA_EXTRANET', id: '4711', url: 'https://ota.example/hotel/p' },
  { site: 61, layout: 'GDS', id: 'MC PAR123', url: 'https://gds.example/p' },
  { site: 81, layout: 'GENERIC', id: 'd123456', url: 'https://reviews.example/p' },
];

describe('change-request exports carry the listing identity', () => {
  let f: IdentityFixture;

  beforeAll(async () => {
    f = await openIdentityFixture();
    // A wrong phone on every channel, captured before the identities are imported.
    const wrongPhone = { ...captures[1]!, capturedAt: '2026-07-21T09:00:00Z' };
    await f.importCaptures(
      CHANNELS.filter((c) => c.site !== GOOGLE).map((c) => ({ ...wrongPhone, siteId: c.site })),
      'wrong-phones.ndjson',
    );
    const file = path.join(f.dir, 'identities.csv');
    await writeFile(
      file,
      [
        'property_code,site_id,listing_url,external_id',
        ...CHANNELS.map((c) => `PARMO,${c.site},${c.url},${c.id}`),
      ].join('\n'),
    );
    await importFile(f.database.pool, {
      clientId: f.clientId,
      kind: 'LISTING_IDENTITIES',
      filePath: file,
    });
  });
  afterAll(() => f.close());

  it('fills every layout’s id and listing columns from the imported identity', async () => {
    for (const channel of CHANNELS) {
      const { rows } = await f.database.pool.query<{ id: string }>(
        `SELECT id FROM audits WHERE property_id = $1 AND channel_id = $2 ORDER BY audit_date DESC, id DESC LIMIT 1`,
        [f.propertyId, channel.site],
      );
      const created = await injectCall(f.app, f.admin, CHANGE_REQUEST_CALLS.createChangeRequest, {
        body: { auditId: Number(rows[0]!.id), characteristics: ['PHONE'] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const csv = await injectCall(f.app, f.admin, CHANGE_REQUEST_CALLS.downloadChangeRequestCsv, {
        params: { requestId: created.json<ChangeRequest>().id },
      });
      const [header, line] = parse(csv.body, { bom: true }) as string[][];
      const layout = CHANGE_REQUEST_LAYOUTS[channel.layout];
      expect(header, channel.layout).toEqual(layout.columns.map((column) => column.header));
      const cell = (field: string) =>
        line![layout.columns.findIndex((column) => column.field === field)];
      const fields = layout.columns.map((column) => column.field);
      expect(fields.includes('listingId') || fields.includes('listingUrl'), channel.layout).toBe(
        true,
      );
      if (fields.includes('listingId')) expect(cell('listingId'), channel.layout).toBe(channel.id);
      if (fields.includes('listingUrl'))
        expect(cell('listingUrl'), channel.layout).toBe(channel.url);
    }
  });
});
