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
