import type { MapEntry } from '@lens/contracts';
import { NO_COORDINATES } from '@lens/domain';
import type pg from 'pg';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

/** One audit's listing on the map: where the channel places the property and how far off it is. */
export async function auditMapEntry(
  db: Pick<pg.Pool, 'query'>,
  propertyId: number,
  auditId: number,
): Promise<MapEntry | null> {
  const { rows } = await db.query<
    Pick<
      Row<typeof schema.audits>,
      'id' | 'channel_id' | 'accuracy' | 'content_score' | 'listing_type'
    > &
      Pick<Row<typeof schema.properties>, 'name'> & {
        status: MapEntry['status'];
        coordinates: { lat: number; lng: number } | null;
        distance: number | null;
        ignored: boolean | null;
      }
  >(
    `SELECT a.id, a.channel_id, p.name, a.accuracy, a.content_score, a.listing_type, p.status_notice AS status,
            cs.content->'coordinates' AS coordinates,
            (ar.evidence->>'distanceMiles')::float8 AS distance, ar.ignored
     FROM audits a JOIN properties p ON p.id = a.property_id
     JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     LEFT JOIN audit_results ar ON ar.property_id = a.property_id AND ar.audit_id = a.id AND ar.characteristic = 'GEO_COORDINATES'
     WHERE a.property_id = $1 AND a.id = $2`,
    [propertyId, auditId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    propertyId,
    siteId: row.channel_id,
    name: row.name,
    coordinates: row.coordinates ?? NO_COORDINATES,
    accuracy: row.accuracy,
    contentPro: row.content_score,
    listingType: row.listing_type,
    status: row.status,
    ignored: row.ignored ?? false,
    distanceFromCorrectCoordinatesInMiles: row.distance,
  };
}
