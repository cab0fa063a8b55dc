import { PassThrough } from 'node:stream';
import type { AccuracyRow } from '@lens/contracts';
import {
  CHARACTERISTIC_LABELS,
  channelCategory,
  displayStatus,
  isCharacteristicType,
  propertyTypeLabel,
  roundAccuracy,
  type StatusColor,
} from '@lens/domain';
import ExcelJS from 'exceljs';
import type { DashboardFigures } from './report-figures.service.ts';
import type { ResultRow } from './report-results.queries.ts';

/** Excel refuses longer cells; descriptions can come close. */
const MAX_CELL_TEXT = 32_000;

// The web app's status colours (apps/web/src/app/styles.css), as ARGB.
const STATUS_FILL: Record<StatusColor, string> = {
  green: 'FFE3F5EC',
  red: 'FFFCE8E9',
  yellow: 'FFFDF3DC',
  blue: 'FFE6EEFD',
  gray: 'FFEEF0F3',
};
const BRAND = 'FF1F3A5F';
const BRAND_SOFT = 'FFE8EEF7';

export interface CharacteristicFigure {
  characteristic: string;
  results: number;
  accuracy: number | null;
}

export interface AuditResultsWorkbook {
  title: string;
  generatedAt: Date;
  figures: DashboardFigures;
  byCharacteristic: readonly CharacteristicFigure[];
  results: AsyncIterable<ResultRow[]>;
}

const score = (value: number | null | undefined) => (value == null ? null : roundAccuracy(value));
const share = (value: number | null | undefined) =>
  value == null ? null : Math.round(value) / 100;
const clip = (text: string | null) =>
  text && text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT)}…` : text;
const characteristicName = (type: string) =>
  isCharacteristicType(type) ? CHARACTERISTIC_LABELS[type] : type;

/** A table's sheet: its header row stays in view while scrolling (set before any row is written). */
function tableSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string) {
  return workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
}

function headerRow(row: ExcelJS.Row): void {
  row.font = { bold: true, color: { argb: BRAND } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND_SOFT } };
  row.alignment = { vertical: 'middle' };
  row.height = 20;
}

function summarySheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, input: AuditResultsWorkbook) {
  const { figures } = input;
  const sheet = workbook.addWorksheet('Summary', { properties: { tabColor: { argb: BRAND } } });
  sheet.columns = [{ width: 30 }, { width: 18 }, { width: 14 }, { width: 14 }];
  const title = sheet.addRow([input.title]);
  title.font = { bold: true, size: 16, color: { argb: BRAND } };
  title.height = 26;
  const facts: Array<[string, string | number | Date | null]> = [
    ['Client', figures.clientName],
    ['View', figures.viewName],
    ['From', new Date(`${figures.range.startDate}T00:00:00Z`)],
    ['To', new Date(`${figures.range.endDate}T00:00:00Z`)],
    ['Generated', input.generatedAt],
    ...figures.filters.map((filter): [string, string] => [filter.title, filter.values.join(', ')]),
  ];
  if (figures.filters.length === 0)
    facts.push(['Filters', 'All properties and channels of the view']);
  for (const [label, value] of facts) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { color: { argb: 'FF5B6675' } };
    if (value instanceof Date)
      row.getCell(2).numFmt = label === 'Generated' ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd';
  }
  sheet.addRow([]);
  const { headline } = figures;
  const figuresHeader = sheet.addRow(['Figure', 'Value']);
  figuresHeader.font = { bold: true, color: { argb: BRAND } };
  const values: Array<[string, number | null, string?]> = [
    ['Accuracy', score(headline.accuracy)],
    ['Accuracy, the month before', score(headline.previousAccuracy)],
    ['Knockout share', share(headline.knockout), '0%'],
    ['Content score', score(headline.contentScore)],
    ['Properties', figures.properties.length],
    ['Channels', figures.channels.length],
    ['Listings audited (property × channel)', headline.pairs],
  ];
  for (const [label, value, format] of values) {
    const row = sheet.addRow([label, value ?? 'N/A']);
    if (format) row.getCell(2).numFmt = format;
  }
  sheet.addRow([]);
  const characteristicsHeader = sheet.addRow(['Characteristic', 'Accuracy', 'Results']);
  characteristicsHeader.font = { bold: true, color: { argb: BRAND } };
  for (const figure of input.byCharacteristic) {
    sheet.addRow([
      characteristicName(figure.characteristic),
      score(figure.accuracy) ?? 'N/A',
      figure.results,
    ]);
  }
  sheet.addRow([]);
  const categoriesHeader = sheet.addRow(['Channel category', 'Accuracy', 'Knockout']);
  categoriesHeader.font = { bold: true, color: { argb: BRAND } };
  for (const category of figures.categories) {
    const row = sheet.addRow([
      category.name,
      score(category.accuracy) ?? 'N/A',
      share(category.knockout),
    ]);
    row.getCell(3).numFmt = '0%';
  }
  sheet.commit();
}

function accuracySheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  rows: readonly AccuracyRow[],
  first: Array<{ header: string; width: number; value(row: AccuracyRow): string | null }>,
) {
  const sheet = tableSheet(workbook, name);
  sheet.columns = [
    ...first.map((column) => ({ header: column.header, width: column.width })),
    { header: 'Accuracy', width: 11 },
    { header: 'Previous month', width: 15 },
    { header: 'Knockout', width: 11 },
    { header: 'Content score', width: 14 },
  ];
  headerRow(sheet.getRow(1));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: first.length + 4 } };
  for (const row of rows) {
    const added = sheet.addRow([
      ...first.map((column) => column.value(row)),
      score(row.accuracy),
      score(row.previousMonthAccuracy),
      share(row.knockout),
      score(row.contentPro),
    ]);
    added.getCell(first.length + 3).numFmt = '0%';
    added.commit();
  }
  sheet.commit();
}

async function resultsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  input: AuditResultsWorkbook,
): Promise<number> {
  const sheet = tableSheet(workbook, 'Results');
  sheet.columns = [
    { header: 'Property', width: 34 },
    { header: 'Code', width: 11 },
    { header: 'Type', width: 12 },
    { header: 'City', width: 16 },
    { header: 'Country', width: 16 },
    { header: 'Channel', width: 22 },
    { header: 'Channel category', width: 22 },
    { header: 'Audit date', width: 12 },
    { header: 'Characteristic', width: 18 },
    { header: 'Status', width: 16 },
    { header: 'Accuracy', width: 10 },
    { header: 'Reference value', width: 40 },
    { header: 'Channel value', width: 40 },
    { header: 'Left out of scores', width: 12 },
  ];
  headerRow(sheet.getRow(1));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 14 } };
  const context = { hotelChainMode: input.figures.hotelChainMode };
  let count = 0;
  for await (const batch of input.results) {
    for (const result of batch) {
      const status = displayStatus(result.status, context);
      const row = sheet.addRow([
        result.propertyName,
        result.propertyCode,
        propertyTypeLabel(result.propertyType),
        result.city,
        result.country,
        result.channel,
        channelCategory(result.channelCategoryId)?.name ?? '',
        new Date(`${result.auditDate}T00:00:00Z`),
        characteristicName(result.characteristic),
        status.label,
        result.ignored ? null : result.accuracy,
        clip(result.sourceValue),
        clip(result.channelValue),
        result.ignored ? 'Yes' : 'No',
      ]);
      row.getCell(8).numFmt = 'yyyy-mm-dd';
      row.getCell(10).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: STATUS_FILL[status.color] },
      };
      row.commit();
      count += 1;
    }
  }
  sheet.commit();
  return count;
}

/**
 * The audit results behind the dashboard as a workbook: a summary of the figures, the properties
 * and channels with their scores, and one row per property × channel × characteristic. Written as
 * a stream, so a large portfolio's results are never all in memory as cells.
 */
export async function auditResultsXlsx(input: AuditResultsWorkbook): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'ListingLens';
  workbook.created = input.generatedAt;
  summarySheet(workbook, input);
  accuracySheet(workbook, 'Properties', input.figures.properties, [
    { header: 'Property', width: 34, value: (row) => row.name },
    { header: 'Code', width: 11, value: (row) => row.code ?? null },
    { header: 'Type', width: 12, value: (row) => propertyTypeLabel(row.propertyType) },
  ]);
  accuracySheet(workbook, 'Channels', input.figures.channels, [
    { header: 'Channel', width: 26, value: (row) => row.name },
    {
      header: 'Channel category',
      width: 24,
      value: (row) =>
        row.siteGroupId != null ? (channelCategory(row.siteGroupId)?.name ?? null) : null,
    },
  ]);
  await resultsSheet(workbook, input);
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
