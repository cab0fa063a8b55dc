import type { SnapshotRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { loadPropertyFacts } from '../reference/property-facts.queries.ts';
import { addressLine, phoneE164 } from './listing-measures.ts';
import { upsertSeenListings } from './seen-listings.queries.ts';
import { excludeSameListing } from './wrong-matches.queries.ts';

export interface LandedSnapshot {
  propertyId: number;
  auditId: number;
  record: SnapshotRecord;
}

/**
 * What landing a snapshot means for listing identity, in the landing transaction and before the
 * pair states are refreshed: a capture of a URL already marked as a wrong match stays out of
 * scoring, and each snapshot is a sighting of its listing, matched to its property.
 */
export async function recordLandedListings(
  tx: Tx,
  clientId: number,
  landed: readonly LandedSnapshot[],
): Promise<void> {
  if (landed.length === 0) return;
  await excludeSameListing(tx, landed);
  const facts = await loadPropertyFacts(tx, [...new Set(landed.map((l) => l.propertyId))]);
  await upsertSeenListings(
    tx,
    clientId,
    landed.map(({ propertyId, record }) => ({
      channelId: record.siteId,
      listingKey: record.listingUrl ?? `property:${propertyId}`,
      listingUrl: record.listingUrl ?? null,
      name: record.name ?? null,
      address: addressLine(record.address),
      phone: record.phone ?? null,
      phoneE164: phoneE164(record.phone, facts.get(propertyId)?.countryCode ?? ''),
      lat: record.coordinates?.lat ?? null,
      lng: record.coordinates?.lng ?? null,
      seenAt: new Date(record.capturedAt).toISOString(),
      propertyId,
    })),
  );
}
