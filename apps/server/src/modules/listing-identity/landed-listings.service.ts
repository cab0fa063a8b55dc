import type { SnapshotRecord } from '@lens/contracts';
import { identityAfterCapture } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';
import { loadPropertyFacts } from '../reference/property-facts.queries.ts';
import {
  identitiesOf,
  upsertIdentities,
  wrongMatchedAuditIds,
  type IdentityWrite,
} from './listing-identities.queries.ts';
import { sameListingUrl } from './listing-identity.service.ts';
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
 * scoring, and each snapshot is a sighting of its listing, matched to its property, and may
 * update the pair's listing identity.
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
  await recordCapturedIdentities(tx, landed);
}

/**
 * The URL and id a capture carries, by the precedence of `identityAfterCapture`; a capture left
 * out as a wrong match is not the listing.
 */
async function recordCapturedIdentities(tx: Tx, all: readonly LandedSnapshot[]): Promise<void> {
  const excluded = await wrongMatchedAuditIds(tx, all);
  const landed = all.filter((snapshot) => !excluded.has(snapshot.auditId));
  const pairs = landed.map(({ propertyId, record }) => ({ propertyId, channelId: record.siteId }));
  const stored = new Map(
    (await identitiesOf(tx, pairs)).map((row) => [`${row.propertyId}|${row.channelId}`, row]),
  );
  // Oldest first, so a pair captured twice in one batch ends with its newest capture.
  const ordered = [...landed].sort(
    (a, b) => Date.parse(a.record.capturedAt) - Date.parse(b.record.capturedAt),
  );
  const writes = new Map<string, IdentityWrite>();
  for (const { propertyId, record } of ordered) {
    const key = `${propertyId}|${record.siteId}`;
    const next = identityAfterCapture(
      writes.get(key) ?? stored.get(key) ?? null,
      {
        listingUrl: record.listingUrl ?? null,
        externalId: record.externalId ?? null,
        capturedAt: new Date(record.capturedAt).toISOString(),
      },
      sameListingUrl,
    );
    if (next) writes.set(key, { ...next, propertyId, channelId: record.siteId });
  }
  await upsertIdentities(tx, [...writes.values()], null, false);
}
