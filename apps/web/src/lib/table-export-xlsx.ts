import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/browser';
import {
  getCellAddress,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
} from 'write-excel-file/utility';
import { tableCells, type TableExport } from './table-export.ts';

const BRAND = '#1F3A5F';
const BRAND_SOFT = '#E8EEF7';

/**
 * The table as a workbook: a styled, frozen header row with filters, numbers kept as numbers.
 * write-excel-file rather than a full workbook library keeps the chunk a download away from the
 * page small; it has no header filters, so `headerFilter` adds them.
 */
export async function tableWorkbook<T>(table: TableExport<T>): Promise<Blob> {
  const shares = table.columns.map((column) => column.kind === 'share');
  const header: Row = table.columns.map((column) => ({
    value: column.header,
    fontWeight: 'bold',
    color: BRAND,
    backgroundColor: BRAND_SOFT,
  }));
  const rows = tableCells(table).map((cells): Row =>
    cells.map((cell, index) => sheetCell(cell, shares[index]!)),
  );
  return writeXlsxFile(
    [header, ...rows],
    {
      sheet: table.sheetName.slice(0, 31),
      stickyRowsCount: 1,
      columns: table.columns.map((column) => ({
        width: column.width ?? Math.max(12, column.header.length + 4),
      })),
    },
    { features: [headerFilter(table.columns.length)] },
  ).toBlob();
}

function sheetCell(cell: string | number | null | undefined, share: boolean): Cell {
  if (typeof cell === 'number') {
    // A share is kept 0-100 in the table; a spreadsheet's percentage format wants 0-1.
    return share
      ? { value: cell / 100, type: Number, format: '0%' }
      : { value: cell, type: Number };
  }
  return cell == null || cell === '' ? null : { value: cell, type: String };
}

/** Filter buttons on the header row, as Excel writes them: the range and its hidden name. */
function headerFilter(columnCount: number) {
  const last = getCellAddress(0, columnCount - 1);
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml: string) =>
            insertElementMarkupAccordingToOrderOfSiblings(
              xml,
              getSelfClosingTagMarkup('autoFilter', { ref: `A1:${last}` }),
              getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet') ?? [],
              'worksheet',
            ),
        },
      },
    },
  };
}
