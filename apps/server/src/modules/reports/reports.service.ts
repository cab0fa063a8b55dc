import type { SessionUser } from '@lens/contracts';
import type pg from 'pg';
import { HttpError } from '../../http/error-handler.ts';
import { findGeneratedReport, type ReportFile } from './reports.queries.ts';

/** Any user of the client may download its reports; anything else is 403, so ids reveal nothing. */
export async function reportForDownload(
  db: pg.Pool,
  user: SessionUser,
  generatedReportId: number,
): Promise<ReportFile> {
  const report = await findGeneratedReport(db, user.clientId, generatedReportId);
  if (!report) throw new HttpError(403, 'You do not have access to this report.', 'reportId');
  return report;
}
