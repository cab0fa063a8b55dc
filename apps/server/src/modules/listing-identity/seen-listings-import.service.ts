import type { ImportError, SeenListingRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { knownChannelIds } from '../reference/property-facts.queries.ts';
import { propertyIds } from '../reference/reference.queries.ts';
import { addressLine, phoneE164 } from './listing-measures.ts';
import { upsertSeenListings } from './seen-listings.queries.ts';
import { unknownReferences } from './unknown-references.ts';

/**
 * Writes an import of seen listings, or records why not: unknown channels and property codes are
 * line errors, and the caller rejects the file whole when there is any. Phones are stored in E.164
 * when written internationally or with a structured address; others are read with the country of
 * the property they are compared with.
 */
export async function writeSeenListings(
  tx: Tx,
  clientId: number,
  entries: ReadonlyArray<{ line: number; record: SeenListingRecord }>,
  field: (path: readonly PropertyKey[]) => string,
  errors: ImportError[],
): Promise<number> {
  const channels = await knownChannelIds(tx);
  const codes = [
    ...new Set(entries.flatMap((e) => (e.record.propertyCode ? [e.record.propertyCode] : []))),
  ];
  const ids = await propertyIds(tx, clientId, codes);
  const seen = new Map<string, number>();
  for (const { line, record } of entries) {
    errors.push(...unknownReferences(line, record, { channels, properties: ids }, field));
    const key = `${record.siteId}|${record.listingUrl}|${record.seenAt}`;
    if (seen.has(key))
      errors.push({
        line,
        field: field(['seenAt']),
        message: `repeats a sighting of the same listing at the same time (line ${seen.get(key)})`,
      });
    seen.set(key, line);
  }
  if (errors.length) return 0;
  await upsertSeenListings(
    tx,
    clientId,
    entries.map(({ record }) => {
      const country =
        typeof record.address === 'object' && record.address ? record.address.countryCode : '';
      return {
        channelId: record.siteId,
        listingKey: record.listingUrl,
        listingUrl: record.listingUrl,
        name: record.name ?? null,
        address: addressLine(record.address),
        phone: record.phone ?? null,
        phoneE164: phoneE164(record.phone, country),
        lat: record.coordinates?.lat ?? null,
        lng: record.coordinates?.lng ?? null,
        seenAt: new Date(record.seenAt).toISOString(),
        propertyId: record.propertyCode ? ids.get(record.propertyCode)! : null,
      };
    }),
  );
  return entries.length;
}
