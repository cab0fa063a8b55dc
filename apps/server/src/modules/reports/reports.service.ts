import type { SessionUser } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import type pg from 'pg';
import { HttpError } from '../../http/error-handler.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { accessibleViews } from '../tenancy/view-access.queries.ts';
import { reportFileName } from './report-build.service.ts';
import { dashboardFigures } from './report-figures.service.ts';
import { findGeneratedReport } from './reports.queries.ts';
import type { DashboardPdfOptions } from './pdf/pdf-page.ts';
import { selectionPdf } from './selection-pdf.ts';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * A user may download the reports built on a view they may open, and administrators, who define
 * reports for every client, any report; anything else is 403, as for an id that does not exist,
 * so ids reveal nothing.
 */
export async function reportForDownload(
  db: pg.Pool,
  user: SessionUser,
  generatedReportId: number,
): Promise<DownloadFile> {
  const views =
    user.role === 'ADMIN' ? null : (await accessibleViews(db, user)).map((view) => view.id);
  const report = await findGeneratedReport(db, views, generatedReportId);
  if (!report) throw new HttpError(403, 'You do not have access to this report.', 'reportId');
  if (report.status === 'FAILED' || !report.data)
    throw new HttpError(
      409,
      report.status === 'FAILED'
        ? 'This report could not be built; run it again.'
        : 'This report is still being built; try again in a minute.',
      'reportId',
    );
  return { fileName: report.fileName, contentType: report.contentType, data: report.data };
}

/** The dashboard of the user's selection as a PDF document, built now, telling its stages. */
export async function dashboardPdfFile(
  ctx: DashboardContext,
  selection: FilterSelection,
  onProgress?: DashboardPdfOptions['onProgress'],
): Promise<DownloadFile> {
  await onProgress?.({ stage: 'figures' });
  const figures = await dashboardFigures(ctx, selection);
  const data = await selectionPdf(ctx, selection, figures, { generatedAt: new Date(), onProgress });
  return {
    fileName: reportFileName('Dashboard', 'PDF', figures.range, figures, selection),
    contentType: 'application/pdf',
    data,
  };
}
