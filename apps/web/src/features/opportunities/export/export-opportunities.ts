import { loadChunk } from '../../../lib/load-chunk.ts';
import { showReportDownloadError } from '../../../lib/report-download-error.ts';
import type { TableExportFormat } from '../../../lib/table-export.ts';
import type { Ranking } from './opportunities-export.ts';

/**
 * Downloads the whole ranking as XLSX or CSV; a failure shows the download message. The export
 * code and its writers load on the first click, as the dashboard tables' do.
 */
export async function exportOpportunities(
  ranking: Ranking,
  format: TableExportFormat,
  hotelChainMode: boolean,
  progress: (text: string) => void,
): Promise<void> {
  try {
    const { downloadOpportunities } = await loadChunk(() => import('./opportunities-export.ts'));
    await downloadOpportunities(ranking, format, hotelChainMode, progress);
  } catch (error) {
    showReportDownloadError(error);
  }
}
