import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { ViewContext } from '../dashboard-data/pair-scope.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface SeenListing {
  channelId: number;
  listingKey: string;
  listingUrl: string | null;
  name: string | null;
  address: string | null;
  phone: string | null;
  phoneE164: string | null;
  lat: number | null;
  lng: number | null;
  seenAt: string;
  propertyId: number | null;
}

/**
 * Records listings as seen, one row per (channel, listing): a later sighting refreshes what the
 * listing shows; an older one changes nothing. A known property is kept when a sighting does not
 * name one.
 */
export async function upsertSeenListings(
  tx: Tx,
  clientId: number,
  listings: readonly SeenListing[],
): Promise<void> {
  if (listings.length === 0) return;
  await tx.query(
    `INSERT INTO seen_listings AS s (client_id, channel_id, listing_key, listing_url, name, address, phone, phone_e164,
                                    lat, lng, seen_at, property_id)
     SELECT DISTINCT ON (channel_id, listing_key) $1, channel_id, listing_key, listing_url, name, address, phone, phone_e164,
            lat, lng, seen_at, property_id
     FROM jsonb_to_recordset($2::jsonb) AS e(channel_id int, listing_key text, listing_url text, name text, address text,
          phone text, phone_e164 text, lat float8, lng float8, seen_at timestamptz, property_id int)
     ORDER BY channel_id, listing_key, seen_at DESC
     ON CONFLICT (client_id, channel_id, listing_key) DO UPDATE SET
       listing_url = excluded.listing_url, name = excluded.name, address = excluded.address, phone = excluded.phone,
       phone_e164 = excluded.phone_e164, lat = excluded.lat, lng = excluded.lng, seen_at = excluded.seen_at,
       property_id = coalesce(excluded.property_id, s.property_id)
     WHERE excluded.seen_at >= s.seen_at`,
    [
      clientId,
      JSON.stringify(
        listings.map((l) => ({
          channel_id: l.channelId,
          listing_key: l.listingKey,
          listing_url: l.listingUrl,
          name: l.name,
          address: l.address,
          phone: l.phone,
          phone_e164: l.phoneE164,
          lat: l.lat,
          lng: l.lng,
          seen_at: l.seenAt,
          property_id: l.propertyId,
        })),
      ),
    ],
  );
}

export interface PropertyIdentity {
  id: number;
  clientId: number;
  countryCode: string;
  name: string;
  address: unknown;
  phone: string | null;
  lat: number | null;
  lng: number | null;
}

/** The property's current reference name, address and phone, and where it stands. */
export async function propertyIdentity(
  db: Queryable,
  propertyId: number,
): Promise<PropertyIdentity | null> {
  const { rows } = await db.query<PropertyIdentity>(
    `SELECT p.id, p.client_id AS "clientId", c.iso_code AS "countryCode", p.lat, p.lng,
            coalesce((SELECT value #>> '{}' FROM reference_values WHERE property_id = p.id AND characteristic = 'NAME'
                        AND valid_to IS NULL LIMIT 1), p.name) AS name,
            (SELECT value FROM reference_values WHERE property_id = p.id AND characteristic = 'ADDRESS'
               AND valid_to IS NULL LIMIT 1) AS address,
            (SELECT value #>> '{}' FROM reference_values WHERE property_id = p.id AND characteristic = 'PHONE'
               AND valid_to IS NULL LIMIT 1) AS phone
     FROM properties p JOIN cities ci ON ci.id = p.city_id JOIN sub_regions s ON s.id = ci.sub_region_id
     JOIN regions r ON r.id = s.region_id JOIN countries c ON c.id = r.country_id
     WHERE p.id = $1`,
    [propertyId],
  );
  return rows[0] ?? null;
}

export interface CandidateListing {
  id: number;
  channelId: number;
  channelName: string;
  listingUrl: string | null;
  name: string | null;
  address: string | null;
  phone: string | null;
  phoneE164: string | null;
  lat: number | null;
  lng: number | null;
  seenAt: Date;
}

/**
 * Seen listings on the view's channels that could be the property's: placed within a box around
 * it, or with its phone. Listings known to be this or another property, the ones its audits
 * captured, and the ones dismissed as not duplicates are left out. Both branches use an index,
 * so this is read per property on demand rather than precomputed.
 */
export async function candidateListings(
  db: Queryable,
  view: ViewContext,
  property: PropertyIdentity,
  phoneE164: string | null,
  boxDegrees: { lat: number; lng: number },
  channelId: number | undefined,
): Promise<CandidateListing[]> {
  const { rows } = await db.query<CandidateListing>(
    `SELECT l.id, l.channel_id AS "channelId", st.name AS "channelName", l.listing_url AS "listingUrl", l.name, l.address,
            l.phone, l.phone_e164 AS "phoneE164", l.lat, l.lng, l.seen_at AS "seenAt"
     FROM seen_listings l JOIN channels st ON st.id = l.channel_id
     WHERE l.client_id = $1
       AND ((l.lat BETWEEN $2::float8 - $4::float8 AND $2::float8 + $4::float8
             AND l.lng BETWEEN $3::float8 - $5::float8 AND $3::float8 + $5::float8)
            OR l.phone_e164 = $6)
       AND (l.property_id IS NULL)
       AND ($7::int IS NULL OR l.channel_id = $7)
       AND ($8::boolean OR l.channel_id IN (SELECT channel_id FROM view_channels WHERE view_id = $9))
       AND NOT EXISTS (SELECT 1 FROM duplicate_dismissals d WHERE d.property_id = $10 AND d.seen_listing_id = l.id)
       AND NOT EXISTS (SELECT 1 FROM audits a WHERE a.property_id = $10 AND a.channel_id = l.channel_id
                         AND a.listing_url = l.listing_url)
     ORDER BY st.name, l.id
     LIMIT 500`,
    [
      view.clientId,
      property.lat,
      property.lng,
      boxDegrees.lat,
      boxDegrees.lng,
      phoneE164,
      channelId ?? null,
      view.allChannels,
      view.id,
      property.id,
    ],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function seenListingOf(
  db: Queryable,
  clientId: number,
  listingId: number,
): Promise<{ name: string | null; listingUrl: string | null; channelId: number } | null> {
  const { rows } = await db.query<
    Pick<Row<typeof schema.seenListings>, 'name'> & { listingUrl: string | null; channelId: number }
  >(
    `SELECT name, listing_url AS "listingUrl", channel_id AS "channelId" FROM seen_listings WHERE id = $1 AND client_id = $2`,
    [listingId, clientId],
  );
  return rows[0] ?? null;
}

export async function insertDismissal(
  tx: Tx,
  propertyId: number,
  listingId: number,
  userId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO duplicate_dismissals (property_id, seen_listing_id, dismissed_by) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [propertyId, listingId, userId],
  );
}
