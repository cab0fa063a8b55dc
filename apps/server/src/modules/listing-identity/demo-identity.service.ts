import type pg from 'pg';
import { offsetMiles } from '../../demo/coordinates.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { phoneE164 } from './listing-measures.ts';
import { propertyIdentity, upsertSeenListings } from './seen-listings.queries.ts';
import { markAsWrongMatch } from './wrong-matches.service.ts';

const DUPLICATED_HOTELS = 4;
/** Maps listings are where duplicates show most; the hotel's busiest channel otherwise. */
const GOOGLE = 104;

/** The first hotels of the client with a pin, and the channel to show a duplicate on. */
async function demoHotels(tx: Pick<pg.Pool, 'query'>, clientId: number, limit: number) {
  const { rows } = await tx.query<{ id: number; siteId: number }>(
    `SELECT p.id, (SELECT a.site_id FROM audits a WHERE a.property_id = p.id
                   GROUP BY a.site_id ORDER BY a.site_id = $3 DESC, count(*) DESC, a.site_id LIMIT 1) AS "siteId"
     FROM properties p
     WHERE p.client_id = $1 AND p.type = 'HOTEL' AND p.lat IS NOT NULL
       AND EXISTS (SELECT 1 FROM audits a WHERE a.property_id = p.id)
     ORDER BY p.id LIMIT $2`,
    [clientId, limit, GOOGLE],
  );
  return rows;
}

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
      siteId: hotel.siteId,
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
        siteId: hotel.siteId,
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
    const { rows } = await tx.query<{ clientId: number; userId: number }>(
      `SELECT c.id AS "clientId", (SELECT u.id FROM users u WHERE u.client_id = c.id AND u.role = 'ADMIN'
                                    ORDER BY u.id LIMIT 1) AS "userId"
       FROM clients c ORDER BY c.id LIMIT 1`,
    );
    const client = rows[0];
    if (!client?.userId) return;
    const [hotel] = await demoHotels(tx, client.clientId, 1);
    if (!hotel) return;
    const latest = await tx.query<{ id: number }>(
      `SELECT id FROM audits WHERE property_id = $1 AND site_id = $2 ORDER BY audit_date DESC, id DESC LIMIT 1`,
      [hotel.id, hotel.siteId],
    );
    await markAsWrongMatch(
      tx,
      { id: client.userId, clientId: client.clientId },
      { propertyId: hotel.id, auditId: Number(latest.rows[0]!.id) },
      'The pin and phone are the hotel across the street',
      'MARKED',
    );
  });
}
