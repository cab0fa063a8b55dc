import { loadChunk } from './load-chunk.ts';
import { saveFile } from './save-file.ts';

export type TableExportFormat = 'xlsx' | 'csv';

export interface ExportColumn<T> {
  header: string;
  /** Numbers stay numbers in the workbook, so they sort and sum. */
  value(row: T): string | number | null | undefined;
  /** How a number reads: a 0-100 score, or a 0-100 share shown as a percentage. */
  kind?: 'text' | 'score' | 'share';
  /** Characters, for the workbook's column. */
  width?: number;
}

export interface TableExport<T> {
  rows: readonly T[];
  columns: readonly ExportColumn<T>[];
  /** The worksheet's name, and the workbook's title. */
  sheetName: string;
  fileName: string;
  format: TableExportFormat;
}

/** The cells of every row, as the writers take them. */
export function tableCells<T>(table: Pick<TableExport<T>, 'rows' | 'columns'>) {
  return table.rows.map((row) => table.columns.map((column) => column.value(row) ?? null));
}

/**
 * Writes a table the user sees to an XLSX or CSV file and downloads it. The writers load on first
 * use, so the dashboard does not carry them.
 */
export async function exportTable<T>(table: TableExport<T>): Promise<void> {
  const blob =
    table.format === 'xlsx'
      ? (await loadChunk(() => import('./table-export-xlsx.ts'))).tableWorkbook(table)
      : (await loadChunk(() => import('./table-export-csv.ts'))).tableCsv(table);
  saveFile(await blob, table.fileName);
}
