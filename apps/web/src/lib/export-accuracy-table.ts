import type { AccuracyRow } from '@lens/contracts';
import { loadChunk } from './load-chunk.ts';
import { showReportDownloadError } from './report-download-error.ts';
import type { TableExportFormat } from './table-export.ts';

/** The dashboard tables that can be downloaded, each with its columns. */
export type AccuracyTable = 'properties' | 'channels' | 'property-channels';

export const TABLE_EXPORT_CHOICES = [
  { id: 'xlsx', label: 'Excel workbook', description: '.xlsx, with numbers you can sort' },
  { id: 'csv', label: 'CSV file', description: '.csv, for any spreadsheet or tool' },
] as const satisfies ReadonlyArray<{ id: TableExportFormat; label: string; description: string }>;

/**
 * Downloads a dashboard table's rows as XLSX or CSV; a failure shows the download message. All of
 * the export code loads on first use, so the dashboard's first screen does not carry it.
 */
export async function exportAccuracyTable(
  table: AccuracyTable,
  rows: readonly AccuracyRow[],
  format: TableExportFormat,
): Promise<void> {
  try {
    const { exportAccuracyRows } = await loadChunk(() => import('./accuracy-table-export.ts'));
    await exportAccuracyRows(table, rows, format);
  } catch (error) {
    showReportDownloadError(error);
  }
}
