import type { FilterSelection } from '@lens/domain';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { dashboardPdf, type DashboardPdfOptions } from './pdf/dashboard-pdf.ts';
import { propertyPdf } from './pdf/property-pdf.ts';
import { propertyFigures, type DashboardFigures } from './report-figures.service.ts';

/**
 * The document of a selection: a property report when it covers exactly one property (its
 * channels and characteristics), the portfolio dashboard otherwise.
 */
export async function selectionPdf(
  ctx: DashboardContext,
  selection: FilterSelection,
  figures: DashboardFigures,
  options: DashboardPdfOptions,
): Promise<Buffer> {
  const only = figures.properties.length === 1 ? figures.properties[0] : undefined;
  if (only) await options.onProgress?.({ stage: 'property' });
  const detail = only ? await propertyFigures(ctx, selection, Number(only.id)) : null;
  return detail ? propertyPdf(figures, detail, options) : dashboardPdf(figures, options);
}
