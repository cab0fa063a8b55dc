import type { GeneratedReportStatus } from '@lens/contracts';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ReportFile {
  fileName: string;
  contentType: string;
  status: GeneratedReportStatus;
  /** Null until the file is built. */
  data: Buffer | null;
}

/**
 * A generated report, or null. `viewIds` limits it to reports built on those views (one of
 * another view, or another client's, is as unknown as none); null looks in every client's.
 */
export async function findGeneratedReport(
  db: Queryable,
  viewIds: readonly number[] | null,
  generatedReportId: number,
): Promise<ReportFile | null> {
  const { rows } = await db.query<ReportFile>(
    `SELECT file_name AS "fileName", content_type AS "contentType", status, data
     FROM generated_reports WHERE id = $1 AND ($2::int[] IS NULL OR view_id = ANY($2))`,
    [generatedReportId, viewIds],
  );
  return rows[0] ?? null;
}

/** Where a one-property document's property is. */
export interface PropertyHeading {
  name: string;
  code: string;
  type: string;
  brand: string | null;
  city: string;
  country: string;
}

/** The property's heading, when it belongs to the client. */
export async function propertyHeading(
  db: Queryable,
  propertyId: number,
  clientId: number,
): Promise<PropertyHeading | undefined> {
  const { rows } = await db.query<PropertyHeading>(
    `SELECT p.name, p.code, p.type, b.name AS brand, c.name AS city, co.name AS country
     FROM properties p
     JOIN cities c ON c.id = p.city_id
     JOIN sub_regions s ON s.id = c.sub_region_id
     JOIN regions r ON r.id = s.region_id
     JOIN countries co ON co.id = r.country_id
     LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.id = $1 AND p.client_id = $2`,
    [propertyId, clientId],
  );
  return rows[0];
}
