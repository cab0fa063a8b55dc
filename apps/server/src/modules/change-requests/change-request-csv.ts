import type { ChangeRequest } from '@lens/contracts';
import {
  CHANGE_REQUEST_LAYOUTS,
  changeRequestTable,
  csvSafeCell,
  type ChangeRequestRow,
} from '@lens/domain';
import { stringify } from 'csv-stringify/sync';
import type { DownloadFile } from '../reports/reports.service.ts';

/**
 * The request in its channel's layout. A byte order mark lets spreadsheet programs read the UTF-8
 * (accented names, non-Latin descriptions) without an import dialog. Values come from channels and
 * imports, so a cell that would open as a formula is written as text.
 */
export function changeRequestCsv(request: ChangeRequest, listingId: string | null): DownloadFile {
  const rows: ChangeRequestRow[] = request.lines.map((line) => ({
    requestId: request.reference,
    propertyCode: request.property.code ?? '',
    propertyName: request.property.name,
    channel: request.site.name,
    listingId: listingId ?? '',
    listingUrl: request.listingUrl ?? '',
    characteristic: line.characteristic,
    characteristicLabel: line.label,
    language: line.language,
    currentValue: line.currentValue ?? '',
    correctedValue: line.correctedValue,
    auditDate: request.auditDate,
  }));
  const table = changeRequestTable(CHANGE_REQUEST_LAYOUTS[request.layout], rows);
  return {
    fileName: `${request.reference} ${request.property.code ?? request.property.name} ${request.site.name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    data: Buffer.from(
      stringify(table, { bom: true, record_delimiter: 'windows', cast: { string: csvSafeCell } }),
    ),
  };
}
