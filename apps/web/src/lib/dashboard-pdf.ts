import { loadChunk } from './load-chunk.ts';
import { showReportDownloadError } from './report-download-error.ts';

/**
 * Downloads the current dashboard, with its filters, as a PDF; a failure shows the download
 * message; the build's stages are told to `onProgress`. The PDF generator is loaded only when
 * used (docs/performance.md, "First download").
 */
export async function downloadDashboardPdf(onProgress?: (text: string) => void): Promise<void> {
  try {
    const { generateDashboardPdf } = await loadChunk(() => import('./dashboard-pdf-generator.ts'));
    await generateDashboardPdf(onProgress);
  } catch (error) {
    showReportDownloadError(error);
  }
}
