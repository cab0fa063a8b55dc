import { loadChunk } from './load-chunk.ts';
import { showReportDownloadError } from './report-download-error.ts';

/**
 * Downloads the current dashboard, with its filters, as a PDF; a failure shows the download
 * message. The PDF generator is a lazily loaded section (SPEC.md section 2).
 */
export async function downloadDashboardPdf(): Promise<void> {
  try {
    const { generateDashboardPdf } = await loadChunk(() => import('./dashboard-pdf-generator.ts'));
    await generateDashboardPdf();
  } catch (error) {
    showReportDownloadError(error);
  }
}
