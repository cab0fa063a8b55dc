import {
  MAX_OPPORTUNITIES_PAGE_SIZE,
  type Opportunity,
  type OpportunitySort,
  type SortOrder,
} from '@lens/contracts';
import {
  channelCategory,
  CHARACTERISTIC_LABELS,
  displayStatus,
  roundAccuracy,
  type FilterSelection,
} from '@lens/domain';
import { readOpportunities } from '../api/opportunities-api.ts';
import { selectionFileName } from '../../../lib/download-file-names.ts';
import {
  exportTable,
  type ExportColumn,
  type TableExportFormat,
} from '../../../lib/table-export.ts';

/** The ranking on screen: the selection of the path, the order of the hash. */
export interface Ranking {
  selection: FilterSelection;
  sort: OpportunitySort;
  order: SortOrder;
}

/**
 * The review's columns, each issue with its status as the screen words it. The gain keeps four
 * places: on a large selection every gain is a few hundredths of a point or less
 * (docs/product-rules.md, "Opportunities").
 */
export function opportunityExportColumns(hotelChainMode: boolean): ExportColumn<Opportunity>[] {
  return [
    { header: 'Rank', value: (row) => row.rank },
    { header: 'Property', width: 36, value: (row) => row.property.name },
    { header: 'Code', value: (row) => row.property.code },
    { header: 'Channel', width: 26, value: (row) => row.site.name },
    {
      header: 'Channel category',
      width: 26,
      value: (row) => channelCategory(row.site.siteGroupId)?.name,
    },
    { header: 'Accuracy', kind: 'score', value: (row) => roundAccuracy(row.accuracy) },
    {
      header: 'Expected gain (pts)',
      width: 20,
      value: (row) => Math.round(row.gain * 10_000) / 10_000,
    },
    {
      header: 'Open issues',
      width: 48,
      value: (row) =>
        row.issues
          .map(
            (issue) =>
              `${CHARACTERISTIC_LABELS[issue.characteristic]}: ${displayStatus(issue.status, { hotelChainMode }).label}`,
          )
          .join('; '),
    },
    { header: 'Audit date', value: (row) => row.auditDate },
  ];
}

/**
 * Every pair of the ranking, not only the page on screen: the pages are read one after another at
 * the largest size the server gives, until the total of the first answer is reached.
 */
export async function rankedOpportunities(
  { selection, sort, order }: Ranking,
  progress: (text: string) => void,
): Promise<Opportunity[]> {
  const rows: Opportunity[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    if (pages > 1) progress(`Reading part ${page} of ${pages}…`);
    const answer = await readOpportunities({
      ...selection,
      sort,
      order,
      page,
      pageSize: MAX_OPPORTUNITIES_PAGE_SIZE,
    });
    rows.push(...answer.items);
    if (page === 1) pages = Math.ceil(answer.total / MAX_OPPORTUNITIES_PAGE_SIZE);
  }
  return rows;
}

/** Writes the whole ranking, in the order shown, to a file named by the download rule. */
export async function downloadOpportunities(
  ranking: Ranking,
  format: TableExportFormat,
  hotelChainMode: boolean,
  progress: (text: string) => void,
): Promise<void> {
  const rows = await rankedOpportunities(ranking, progress);
  await exportTable({
    rows,
    columns: opportunityExportColumns(hotelChainMode),
    sheetName: 'Opportunities',
    fileName: await selectionFileName(ranking.selection, 'Opportunities', format),
    format,
  });
}
