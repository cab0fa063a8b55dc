import type { AccuracyRow } from '@lens/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { byAccuracy, PROPERTY_EXPORT_COLUMNS } from './accuracy-table-export.ts';
import { tableCsv } from './table-export-csv.ts';
import { tableWorkbook } from './table-export-xlsx.ts';

const ROWS: AccuracyRow[] = [
  {
    id: 1,
    name: 'Гостиница Арбат',
    code: 'MOWARB',
    propertyType: 'HOTEL',
    accuracy: 91.5,
    previousMonthAccuracy: 88.2,
    knockout: 12.5,
    contentPro: null,
    status: 'CLOSED_TEMPORARY',
  },
  {
    id: 2,
    name: 'Alma, "Wien"',
    code: 'VIERX',
    propertyType: 'RESTAURANT',
    accuracy: 58.4,
    previousMonthAccuracy: null,
    knockout: 0,
    contentPro: 74,
  },
];

const table = (format: 'xlsx' | 'csv') => ({
  rows: ROWS.toSorted(byAccuracy),
  columns: PROPERTY_EXPORT_COLUMNS,
  sheetName: 'Properties',
  fileName: `Properties.${format}`,
  format,
});

describe('table exports', () => {
  it('writes CSV with a byte order mark, quoted cells and rounded scores', async () => {
    const bytes = new Uint8Array(await (await tableCsv(table('csv'))).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Property,Code,Type,Accuracy,Previous month,Knockout,Content score,Notice',
      '"Alma, ""Wien""",VIERX,Restaurant,58,,0,74,',
      'Гостиница Арбат,MOWARB,Hotel,92,88,13,,Temporarily closed',
      '',
    ]);
  });

  it('writes text a spreadsheet would run as a formula as text, numbers and phones as they are', async () => {
    const channel: AccuracyRow = {
      id: 3,
      name: '=HYPERLINK("https://evil.example","Open")',
      code: '+41 44 123 45 67',
      propertyType: 'HOTEL',
      accuracy: 40,
      previousMonthAccuracy: null,
      knockout: 0,
      contentPro: null,
    };
    const blob = await tableCsv({ ...table('csv'), rows: [channel] });
    const text = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(3));
    expect(text.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Open"")",+41 44 123 45 67,Hotel,40,,0,,`,
    );
  });

  it('writes a workbook whose numbers stay numbers, shares as percentages', async () => {
    const blob = await tableWorkbook(table('xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Properties')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Property',
      'Code',
      'Type',
      'Accuracy',
      'Previous month',
      'Knockout',
      'Content score',
      'Notice',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Alma, "Wien"',
      'VIERX',
      'Restaurant',
      58,
      undefined,
      0,
      74,
    ]);
    const arbat = sheet.getRow(3);
    expect(arbat.getCell(1).value).toBe('Гостиница Арбат');
    expect(arbat.getCell(4).value).toBe(92);
    expect(arbat.getCell(6).value).toBe(0.13);
    expect(arbat.getCell(6).numFmt).toBe('0%');
    // The header stays in view and offers Excel's filter buttons.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:H1');
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
  });
});
