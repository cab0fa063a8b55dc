import type pg from 'pg';
import { offsetMiles } from '../../demo/coordinates.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { demoHotels, firstClientAdmin, latestAuditId } from './demo-identity.queries.ts';
import { phoneE164 } from './listing-measures.ts';
import { propertyIdentity, upsertSeenListings } from './seen-listings.queries.ts';
import { markAsWrongMatch } from './wrong-matches.service.ts';

const DUPLICATED_HOTELS = 4;

/**
 * A few listings the channels show besides the hotels' own, so the duplicates widget and map are
 * not empty: each hotel's name with its brand moved to the end, a few doors away (half of them with its
 * phone), and one namesake across the region, which the rule must not take for a duplicate.
 */
export async function seedDemoDuplicates(tx: Tx, clientId: number): Promise<void> {
  const listings = [];
  for (const [index, hotel] of (await demoHotels(tx, clientId, DUPLICATED_HOTELS)).entries()) {
    const identity = (await propertyIdentity(tx, hotel.id))!;
    // The brand moved to the end, as channels often list it: "New York Times Square Waypoint".
    const [brand, ...rest] = identity.name.split(' ');
    const swapped = [...rest, brand].join(' ');
    const near = offsetMiles(
      { lat: identity.lat!, lng: identity.lng! },
      0.08 + index * 0.05,
      index,
    );
    const far = offsetMiles({ lat: identity.lat!, lng: identity.lng! }, 40, index);
    const slug = `demo-${clientId}-${hotel.id}`;
    const seenAt = new Date().toISOString();
    const phone = index % 2 === 0 ? identity.phone : null;
    listings.push({
      channelId: hotel.channelId,
      listingKey: `https://listings.example/${slug}-copy`,
      listingUrl: `https://listings.example/${slug}-copy`,
      name: swapped,
      address: null,
      phone,
      phoneE164: phoneE164(phone, identity.countryCode),
      lat: near.lat,
      lng: near.lng,
      seenAt,
      propertyId: null,
    });
    if (index === 0)
      listings.push({
        channelId: hotel.channelId,
        listingKey: `https://listings.example/${slug}-namesake`,
        listingUrl: `https://listings.example/${slug}-namesake`,
        name: identity.name,
        address: null,
        phone: null,
        phoneE164: null,
        lat: far.lat,
        lng: far.lng,
        seenAt,
        propertyId: null,
      });
  }
  await upsertSeenListings(tx, clientId, listings);
}

/**
 * One wrong match for the demo app (not the test fixture, whose oracles read raw audits): the
 * latest capture of the first duplicated hotel's channel, marked by the client's admin.
 */
export async function seedDemoWrongMatch(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const client = await firstClientAdmin(tx);
    if (!client?.userId) return;
    const [hotel] = await demoHotels(tx, client.clientId, 1);
    if (!hotel) return;
    const latestId = await latestAuditId(tx, hotel.id, hotel.channelId);
    await markAsWrongMatch(
      tx,
      { id: client.userId, clientId: client.clientId },
      { propertyId: hotel.id, auditId: latestId },
      'The pin and phone are the hotel across the street',
      'MARKED',
    );
  });
}
