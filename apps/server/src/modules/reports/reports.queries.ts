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
 * A generated report, or null. `clientId` limits it to one client's reports (another client's is
 * as unknown as none); null looks in every client's.
 */
export async function findGeneratedReport(
  db: Queryable,
  clientId: number | null,
  generatedReportId: number,
): Promise<ReportFile | null> {
  const { rows } = await db.query<ReportFile>(
    `SELECT file_name AS "fileName", content_type AS "contentType", status, data
     FROM generated_reports WHERE id = $1 AND ($2::int IS NULL OR client_id = $2)`,
    [generatedReportId, clientId],
  );
  return rows[0] ?? null;
}
