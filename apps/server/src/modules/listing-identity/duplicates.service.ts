import type {
  DismissDuplicateBody,
  DuplicateListings,
  DuplicatesQuery,
  SessionUser,
  ViewQuery,
} from '@lens/contracts';
import { DUPLICATE_THRESHOLDS } from '@lens/domain';
import type pg from 'pg';
import { withTransaction } from '../../db/transaction.ts';
import type { StructuredAddress } from '../../engine/types.ts';
import { HttpError } from '../../http/error-handler.ts';
import { insertActivities } from '../activity/activity.queries.ts';
import { assertPropertiesInView, resolveView } from '../tenancy/view-access.queries.ts';
import { judgeDuplicate, phoneE164 } from './listing-measures.ts';
import {
  candidateListings,
  insertDismissal,
  propertyIdentity,
  seenListingOf,
} from './seen-listings.queries.ts';

const MILES_PER_DEGREE_LAT = 69.05;

/**
 * The search box around the property: the rule's distance, in degrees, with longitude degrees
 * shrinking towards the poles. Names and addresses only count within it; phones anywhere.
 */
function boxAround(lat: number | null) {
  const latDegrees = DUPLICATE_THRESHOLDS.miles / MILES_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos(((lat ?? 0) * Math.PI) / 180), 0.01);
  return { lat: latDegrees, lng: latDegrees / cos };
}

/**
 * Per channel, the listings other than the property's own that look like it, computed on read: a
 * property's candidates come from two index lookups (place box, phone) and are judged in memory
 * by the domain rule, so one property costs milliseconds at any portfolio size.
 */
export async function duplicateListings(
  pool: pg.Pool,
  user: SessionUser,
  query: DuplicatesQuery,
): Promise<DuplicateListings> {
  const view = await resolveView(pool, user, query.view === undefined ? undefined : [query.view]);
  await assertPropertiesInView(pool, view, [query.property]);
  const property = (await propertyIdentity(pool, query.property))!;
  const face = {
    name: property.name,
    address: property.address as StructuredAddress | null,
    phoneE164: phoneE164(property.phone, property.countryCode),
    lat: property.lat,
    lng: property.lng,
  };
  const candidates = await candidateListings(
    pool,
    view,
    property,
    face.phoneE164,
    boxAround(property.lat),
    query.site,
  );
  const channels = new Map<number, DuplicateListings['channels'][number]>();
  for (const candidate of candidates) {
    const verdict = judgeDuplicate(
      face,
      {
        ...candidate,
        phoneE164: candidate.phoneE164 ?? phoneE164(candidate.phone, property.countryCode),
      },
      property.countryCode,
    );
    if (!verdict.duplicate) continue;
    const channel = channels.get(candidate.channelId) ?? {
      site: { id: candidate.channelId, name: candidate.channelName },
      duplicates: [],
    };
    channel.duplicates.push({
      id: candidate.id,
      name: candidate.name,
      address: candidate.address,
      phone: candidate.phone,
      listingUrl: candidate.listingUrl,
      coordinates:
        candidate.lat === null || candidate.lng === null
          ? null
          : { lat: candidate.lat, lng: candidate.lng },
      distanceMiles: verdict.distanceMiles,
      seenAt: candidate.seenAt.toISOString(),
      reasons: verdict.reasons,
    });
    channels.set(candidate.channelId, channel);
  }
  return {
    propertyId: property.id,
    coordinates:
      property.lat === null || property.lng === null
        ? null
        : { lat: property.lat, lng: property.lng },
    channels: [...channels.values()],
  };
}

export async function dismissDuplicate(
  pool: pg.Pool,
  user: SessionUser,
  query: ViewQuery,
  body: DismissDuplicateBody,
): Promise<void> {
  const view = await resolveView(pool, user, query.view === undefined ? undefined : [query.view]);
  await assertPropertiesInView(pool, view, [body.property]);
  const listing = await seenListingOf(pool, view.clientId, body.listingId);
  if (!listing) throw new HttpError(404, 'The listing was not found.', 'listingId');
  await withTransaction(pool, async (tx) => {
    await insertDismissal(tx, body.property, body.listingId, user.id);
    await insertActivities(tx, [
      {
        clientId: user.clientId,
        userId: user.id,
        action: 'DISMISS_DUPLICATE',
        propertyId: body.property,
        channelId: listing.channelId,
        details: { listingId: body.listingId, name: listing.name, listingUrl: listing.listingUrl },
      },
    ]);
  });
}
