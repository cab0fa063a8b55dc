import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ReportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A generated report of the client, or null: another client's report is as unknown as none. */
export async function findGeneratedReport(
  db: Queryable,
  clientId: number,
  generatedReportId: number,
): Promise<ReportFile | null> {
  const { rows } = await db.query<ReportFile>(
    `SELECT file_name AS "fileName", content_type AS "contentType", data
     FROM generated_reports WHERE id = $1 AND client_id = $2`,
    [generatedReportId, clientId],
  );
  return rows[0] ?? null;
}
