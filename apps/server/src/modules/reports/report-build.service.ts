import type { SessionUser } from '@lens/contracts';
import { downloadFileName, type DateRange, type FilterSelection } from '@lens/domain';
import type pg from 'pg';
import { CHARACTERISTIC_ORDER } from '../../engine/index.ts';
import { aggregate } from '../dashboard-data/aggregates.queries.ts';
import { pairConditions, type DatasetName } from '../dashboard-data/filter-dimensions.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { resolveView } from '../tenancy/view-access.queries.ts';
import { selectionPdf } from './selection-pdf.ts';
import type { DefinitionRow, QueuedRun } from './report-definitions.queries.ts';
import { dashboardFigures, type DashboardFigures } from './report-figures.service.ts';
import { auditResultRows } from './report-results.queries.ts';
import { auditResultsXlsx } from './report-xlsx.ts';

export const CONTENT_TYPES = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
} as const;

const EXTENSIONS = { XLSX: 'xlsx', PDF: 'pdf' } as const;

export interface BuiltFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * Who a report is built as: an administrator of the report's client, who may open every view of
 * it, so the figures are the view's whoever asked for the run.
 */
function reportReader(definition: DefinitionRow): SessionUser {
  return {
    // No user row has it (ids are int4), and as an ADMIN its own grants are never looked up.
    id: 2_147_483_647,
    email: 'reports@listinglens.local',
    name: 'Scheduled report',
    role: 'ADMIN',
    clientId: definition.clientId,
    clientName: definition.clientName,
  };
}

/** The download name rule (docs/product-rules.md, "Downloads"), over the names the figures were drawn for. */
export function reportFileName(
  prefix: string,
  kind: keyof typeof EXTENSIONS,
  range: DateRange,
  figures?: DashboardFigures,
  selection?: FilterSelection,
): string {
  const names = (dataset: DatasetName) =>
    figures?.filters.find((filter) => filter.dataset === dataset)?.values;
  const selectedProperties = new Set(selection?.property ?? []);
  const codes = figures?.properties
    .filter((row) => selectedProperties.has(row.id as number) && row.code)
    .map((row) => row.code!);
  return downloadFileName({
    prefix,
    channels: names('site'),
    channelCategories: names('site_group'),
    propertyCodes: codes,
    brands: names('brand'),
    chains: names('chain'),
    managementCompanies: names('management_company'),
    dateRange: range,
    extension: EXTENSIONS[kind],
  });
}

const rank = (characteristic: string) => {
  const index = (CHARACTERISTIC_ORDER as readonly string[]).indexOf(characteristic);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
};

/** A run to record as queued; its file name gains the filters' names once it is built. */
export function queuedRun(
  definition: DefinitionRow,
  range: DateRange,
  createdBy: number | null,
): QueuedRun {
  return {
    reportId: definition.id,
    clientId: definition.clientId,
    viewId: definition.viewId,
    fileName: reportFileName(definition.name, definition.kind, range),
    contentType: CONTENT_TYPES[definition.kind],
    periodStart: range.startDate,
    periodEnd: range.endDate,
    createdBy,
  };
}

/** Builds a report definition's file over a date range, with the view's current data. */
export async function buildReportFile(
  pool: pg.Pool,
  definition: DefinitionRow,
  range: DateRange,
  generatedAt: Date,
): Promise<BuiltFile> {
  const ctx: DashboardContext = { db: pool, user: reportReader(definition), today: range.endDate };
  const selection: FilterSelection = {
    ...(definition.filters as FilterSelection),
    view: [definition.viewId],
    ...range,
  };
  const figures = await dashboardFigures(ctx, selection);
  const fileName = reportFileName(definition.name, definition.kind, range, figures, selection);
  if (definition.kind === 'PDF') {
    const data = await selectionPdf(ctx, selection, figures, {
      title: definition.name,
      generatedAt,
    });
    return { fileName, contentType: CONTENT_TYPES.PDF, data };
  }
  const view = await resolveView(pool, ctx.user, selection.view);
  const conditions = pairConditions(selection);
  const byCharacteristic = await aggregate(pool, view, conditions, range, ['characteristic']);
  const data = await auditResultsXlsx({
    title: definition.name,
    generatedAt,
    figures,
    byCharacteristic: byCharacteristic
      .map((row) => ({
        characteristic: String(row.keys[0]),
        results: row.count,
        accuracy: row.accuracy,
      }))
      .toSorted((a, b) => rank(a.characteristic) - rank(b.characteristic)),
    results: auditResultRows(pool, view, conditions, range),
  });
  return { fileName, contentType: CONTENT_TYPES.XLSX, data };
}
