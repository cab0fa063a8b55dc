import { csvSafeCell } from '@lens/domain';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { tableCells, type TableExport } from './table-export.ts';

/**
 * The table as CSV, UTF-8 with a byte order mark so spreadsheet programs read accented and
 * non-Latin names correctly, and CRLF line ends as RFC 4180 has them. Text that a spreadsheet would
 * open as a formula (names come from channels and imports) is written as text.
 */
export async function tableCsv<T>(table: TableExport<T>): Promise<Blob> {
  const text = stringify([table.columns.map((column) => column.header), ...tableCells(table)], {
    record_delimiter: 'windows',
    cast: { string: csvSafeCell },
  });
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
