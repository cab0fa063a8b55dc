import type pg from 'pg';
import type { DateRange } from '../dashboard-data/aggregates.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

export interface PairDetail {
  listingType: string | null;
  value: { pageNumber: number | null; position: number | null; level: string | null } | null;
  distanceFromCorrectCoordinatesInMiles: number | null;
}

/**
 * What the property page shows per channel beside the figures: the listing tier, its search rank
 * and how far the pin is from the correct point, from each channel's latest audit in the range.
 */
export async function pairDetails(
  db: Pick<pg.Pool, 'query'>,
  propertyId: number,
  range: DateRange,
): Promise<Map<number, PairDetail>> {
  const { rows } = await db.query<
    Pick<
      Row<typeof schema.audits>,
      'channel_id' | 'listing_type' | 'page_number' | 'position' | 'level'
    > & { distance: number | null }
  >(
    `SELECT DISTINCT ON (a.channel_id) a.channel_id, a.listing_type, a.page_number, a.position, a.level,
            (SELECT (ar.evidence->>'distanceMiles')::float8 FROM audit_results ar
             WHERE ar.property_id = a.property_id AND ar.audit_id = a.id AND ar.characteristic = 'GEO_COORDINATES') AS distance
     FROM audits a WHERE a.property_id = $1 AND a.audit_date BETWEEN $2 AND $3
     ORDER BY a.channel_id, a.audit_date DESC, a.id DESC`,
    [propertyId, range.startDate, range.endDate],
  );
  return new Map(
    rows.map((row) => [
      row.channel_id,
      {
        listingType: row.listing_type,
        value:
          row.page_number === null && row.position === null && row.level === null
            ? null
            : {
                pageNumber: row.page_number,
                position: row.position,
                level: row.level === null ? null : String(row.level),
              },
        distanceFromCorrectCoordinatesInMiles: row.distance,
      },
    ]),
  );
}
