import type { AccuracyRow } from '@lens/contracts';
import {
  channelCategory,
  propertyStatusNoticeLabel,
  propertyTypeLabel,
  roundAccuracy,
} from '@lens/domain';
import { currentSelection, selectionFileName } from './download-file-names.ts';
import type { AccuracyTable } from './export-accuracy-table.ts';
import { exportTable, type ExportColumn, type TableExportFormat } from './table-export.ts';

/** A score as the dashboard shows it (rounded by the domain rule), or empty for N/A. */
const score = (value: number | null | undefined) => (value == null ? null : roundAccuracy(value));
const share = (value: number | null | undefined) => (value == null ? null : Math.round(value));

const figures: ExportColumn<AccuracyRow>[] = [
  { header: 'Accuracy', kind: 'score', value: (row) => score(row.accuracy) },
  {
    header: 'Previous month',
    kind: 'score',
    width: 15,
    value: (row) => score(row.previousMonthAccuracy),
  },
  { header: 'Knockout', kind: 'share', value: (row) => share(row.knockout) },
  { header: 'Content score', kind: 'score', width: 14, value: (row) => score(row.contentPro) },
];

/** The properties table's columns, with the code and type the table shows under each name. */
export const PROPERTY_EXPORT_COLUMNS: readonly ExportColumn<AccuracyRow>[] = [
  { header: 'Property', width: 36, value: (row) => row.name },
  { header: 'Code', value: (row) => row.code },
  { header: 'Type', value: (row) => propertyTypeLabel(row.propertyType) },
  ...figures,
  { header: 'Notice', width: 20, value: (row) => propertyStatusNoticeLabel(row.status) },
];

/** The channels table's columns, with each channel's category and listing tier. */
export const CHANNEL_EXPORT_COLUMNS: readonly ExportColumn<AccuracyRow>[] = [
  { header: 'Channel', width: 26, value: (row) => row.name },
  {
    header: 'Channel category',
    width: 26,
    value: (row) => (row.siteGroupId != null ? channelCategory(row.siteGroupId)?.name : null),
  },
  ...figures,
  {
    header: 'Listing tier',
    value: (row) => (row.listingType === 'DIAMOND' ? 'Diamond' : (row.listingType ?? null)),
  },
];

/** On a property's page the channels table adds where the listing ranks and how far its pin is. */
export const PROPERTY_CHANNEL_EXPORT_COLUMNS: readonly ExportColumn<AccuracyRow>[] = [
  ...CHANNEL_EXPORT_COLUMNS,
  { header: 'Search page', width: 13, value: (row) => row.value?.pageNumber },
  { header: 'Search position', width: 16, value: (row) => row.value?.position },
  { header: 'Search level', width: 16, value: (row) => row.value?.level },
  {
    header: 'Distance (mi)',
    width: 14,
    value: (row) => row.distanceFromCorrectCoordinatesInMiles,
  },
];

/** Lowest accuracy first, as both tables open; rows without a score last. */
export function byAccuracy(a: AccuracyRow, b: AccuracyRow): number {
  return (
    (a.accuracy ?? Number.POSITIVE_INFINITY) - (b.accuracy ?? Number.POSITIVE_INFINITY) ||
    a.name.localeCompare(b.name)
  );
}

const TABLES: Record<
  AccuracyTable,
  { name: string; columns: readonly ExportColumn<AccuracyRow>[] }
> = {
  properties: { name: 'Properties', columns: PROPERTY_EXPORT_COLUMNS },
  channels: { name: 'Channels', columns: CHANNEL_EXPORT_COLUMNS },
  'property-channels': { name: 'Channels', columns: PROPERTY_CHANNEL_EXPORT_COLUMNS },
};

/**
 * Writes the rows of a dashboard table as shown (after its search), lowest accuracy first as the
 * table opens, to a file named by the download rule.
 */
export async function exportAccuracyRows(
  table: AccuracyTable,
  rows: readonly AccuracyRow[],
  format: TableExportFormat,
): Promise<void> {
  const { name, columns } = TABLES[table];
  await exportTable({
    rows: rows.toSorted(byAccuracy),
    columns,
    sheetName: name,
    fileName: await selectionFileName(currentSelection(), name, format),
    format,
  });
}
