import type { ImportError, ListingIdentityRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { knownChannelIds } from '../reference/property-facts.queries.ts';
import { propertyIds } from '../reference/reference.queries.ts';
import { upsertIdentities } from './listing-identities.queries.ts';
import { unknownReferences } from './unknown-references.ts';

/**
 * Writes an import of listing identities, or records why not: unknown channels and property
 * codes, and a second row for the same pair, are line errors, and the caller rejects the file
 * whole when there is any. A URL or id a row leaves empty keeps the stored one; the source becomes
 * IMPORT, whatever set the identity before (docs/product-rules.md, "Listing identities").
 */
export async function writeListingIdentities(
  tx: Tx,
  request: { clientId: number; userId: number | null },
  entries: ReadonlyArray<{ line: number; record: ListingIdentityRecord }>,
  field: (path: readonly PropertyKey[]) => string,
  errors: ImportError[],
): Promise<number> {
  const channels = await knownChannelIds(tx);
  const ids = await propertyIds(tx, request.clientId, [
    ...new Set(entries.map((e) => e.record.propertyCode)),
  ]);
  const seen = new Map<string, number>();
  for (const { line, record } of entries) {
    errors.push(...unknownReferences(line, record, { channels, properties: ids }, field));
    const key = `${record.propertyCode}|${record.siteId}`;
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({
        line,
        field: field(['siteId']),
        message: `repeats the listing of ${record.propertyCode} on channel ${record.siteId} (line ${first})`,
      });
    else seen.set(key, line);
  }
  if (errors.length) return 0;
  return upsertIdentities(
    tx,
    entries.map(({ record }) => ({
      propertyId: ids.get(record.propertyCode)!,
      channelId: record.siteId,
      listingUrl: record.listingUrl ?? null,
      externalId: record.externalId ?? null,
      source: 'IMPORT' as const,
      lastSeenAt: record.seenAt ? new Date(record.seenAt).toISOString() : null,
    })),
    request.userId,
    true,
  );
}
