import ExcelJS from 'exceljs';
import { tableCells, type TableExport } from './table-export.ts';

const BRAND = 'FF1F3A5F';
const BRAND_SOFT = 'FFE8EEF7';

/** The table as a workbook: a styled, frozen header row with filters, numbers kept as numbers. */
export async function tableWorkbook<T>(table: TableExport<T>): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ListingLens';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 4),
    style: column.kind === 'share' ? { numFmt: '0%' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: BRAND } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND_SOFT } };
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: table.columns.length },
  };
  const shares = table.columns.map((column) => column.kind === 'share');
  for (const cells of tableCells(table)) {
    // A share is kept 0-100 in the table; a spreadsheet's percentage format wants 0-1.
    sheet.addRow(
      cells.map((cell, index) => (shares[index] && typeof cell === 'number' ? cell / 100 : cell)),
    );
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
