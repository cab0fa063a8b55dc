import type { AccuracyRow, BuildProgress } from '@lens/contracts';
import { channelCategory, scoreChange, formatDay } from '@lens/domain';
import PDFDocument from 'pdfkit';
import type { DashboardFigures } from '../report-figures.service.ts';
import { drawTrend, type KpiTile } from './pdf-charts.ts';
import type { PdfColumn } from './pdf-table.ts';
import {
  COLORS,
  FONT,
  formatScore,
  formatShare,
  oneLine,
  panel,
  registerFonts,
  type Box,
  type Pdf,
} from './pdf-theme.ts';

// A4 landscape: the dashboard is wide, and so are its tables.
export const PAGE = { width: 841.89, height: 595.28 };
export const MARGIN = 32;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const FOOTER_TOP = PAGE.height - 26;

export interface DashboardPdfOptions {
  /** The report's name; the dashboard's own title otherwise. */
  title?: string;
  generatedAt: Date;
  /** Told each stage of the build; the build waits for it, so each report leaves in time. */
  onProgress?: (progress: BuildProgress) => Promise<void>;
}

/** Reports that part `step` of `of` is being drawn. */
export async function drawingPart(
  options: DashboardPdfOptions,
  step: number,
  of: number,
): Promise<void> {
  await options.onProgress?.({ stage: 'drawing', step, of });
}

/** The month-on-month change as the dashboard shows it: from the exact figures, rounded once. */
export function change(row: {
  accuracy?: number | null;
  previousMonthAccuracy?: number | null;
}): string {
  const delta = scoreChange(row.accuracy, row.previousMonthAccuracy);
  if (delta === null) return '—';
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0';
}

/** "1 property", "12 properties". */
export function counted(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function periodText(figures: DashboardFigures): string {
  return `${formatDay(figures.range.startDate)} – ${formatDay(figures.range.endDate)}`;
}

function generatedText(date: Date): string {
  const day = formatDay(date.toISOString().slice(0, 10));
  return `Generated ${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

/** The first page's band: the title, whose data it is, the period, and the filters below it. */
export function coverHeader(
  doc: Pdf,
  figures: DashboardFigures,
  options: DashboardPdfOptions & { subtitle?: string },
  defaultTitle: string,
): number {
  doc.rect(0, 0, PAGE.width, 92).fill(COLORS.brand);
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(COLORS.accent)
    .text('LISTINGLENS', MARGIN, 22, { characterSpacing: 1.6, lineBreak: false });
  doc.font(FONT.bold).fontSize(20).fillColor('#ffffff');
  oneLine(doc, options.title ?? defaultTitle, MARGIN, 34, CONTENT_WIDTH * 0.62);
  doc.font(FONT.regular).fontSize(10).fillColor('#c9d5e6');
  oneLine(
    doc,
    options.subtitle ?? `${figures.clientName} · ${figures.viewName}`,
    MARGIN,
    64,
    CONTENT_WIDTH * 0.62,
  );
  const right = { x: MARGIN + CONTENT_WIDTH * 0.6, width: CONTENT_WIDTH * 0.4 };
  doc
    .font(FONT.semibold)
    .fontSize(11)
    .fillColor('#ffffff')
    .text(periodText(figures), right.x, 40, { width: right.width, align: 'right' });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor('#c9d5e6')
    .text(generatedText(options.generatedAt), right.x, 58, { width: right.width, align: 'right' });
  return filterStrip(doc, figures, 106);
}

/** The selected filters as chips, so a reader knows exactly what the figures cover. */
function filterStrip(doc: Pdf, figures: DashboardFigures, top: number): number {
  doc
    .font(FONT.semibold)
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text('FILTERS', MARGIN, top + 4, { characterSpacing: 0.6, lineBreak: false });
  const chips = figures.filters.length
    ? figures.filters.map((filter) => `${filter.title}: ${filter.values.join(', ')}`)
    : ['All properties and channels of the view'];
  let x = MARGIN + 48;
  let y = top;
  doc.font(FONT.regular).fontSize(8);
  for (const chip of chips) {
    const text = chip.length > 90 ? `${chip.slice(0, 88)}…` : chip;
    const width = Math.min(doc.widthOfString(text) + 16, CONTENT_WIDTH - 48);
    if (x + width > MARGIN + CONTENT_WIDTH) {
      x = MARGIN + 48;
      y += 20;
    }
    doc.roundedRect(x, y, width, 16, 8).fill(COLORS.brandSoft);
    doc.fillColor(COLORS.brand);
    oneLine(doc, text, x + 8, y + 3.5, width - 16);
    x += width + 6;
  }
  return y + 28;
}

export function pageHeader(doc: Pdf, figures: DashboardFigures, title: string): number {
  doc.font(FONT.semibold).fontSize(9).fillColor(COLORS.brand);
  oneLine(doc, `${title} · ${figures.viewName}`, MARGIN, 22, CONTENT_WIDTH * 0.6);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(periodText(figures), MARGIN + CONTENT_WIDTH * 0.6, 23, {
      width: CONTENT_WIDTH * 0.4,
      align: 'right',
    });
  doc
    .moveTo(MARGIN, 40)
    .lineTo(MARGIN + CONTENT_WIDTH, 40)
    .lineWidth(0.5)
    .strokeColor(COLORS.border)
    .stroke();
  return 52;
}

export function sectionTitle(doc: Pdf, text: string, caption: string, y: number): number {
  doc.font(FONT.semibold).fontSize(13).fillColor(COLORS.text).text(text, MARGIN, y);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(caption, MARGIN, y + 18, { width: CONTENT_WIDTH, lineBreak: false });
  return y + 34;
}

export function footers(doc: Pdf, figures: DashboardFigures): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Text below the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(`ListingLens · ${figures.clientName} · confidential`, MARGIN, FOOTER_TOP, {
        width: CONTENT_WIDTH / 2,
        lineBreak: false,
      })
      .text(`Page ${index + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH / 2, FOOTER_TOP, {
        width: CONTENT_WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A new document of the house layout, buffered so footers can number the pages at the end;
 * `done` ends it and answers its bytes.
 */
export function openDocument(
  figures: DashboardFigures,
  title: string,
): { doc: Pdf; done(): Promise<Buffer> } {
  const doc: Pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${title} — ${figures.viewName}`,
      Author: 'ListingLens',
      Subject: `${figures.clientName}, ${periodText(figures)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);
  return {
    doc,
    done: async () => {
      footers(doc, figures);
      doc.end();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}

/** The channels table of both layouts, lowest accuracy first. */
export const channelColumns: PdfColumn<AccuracyRow>[] = [
  {
    header: 'Channel',
    weight: 40,
    text: (row) => `${row.name}${row.listingType === 'DIAMOND' ? ' ◆' : ''}`,
    detail: (row) =>
      row.ignored
        ? 'Left out of the scores'
        : (row.siteGroupId != null && channelCategory(row.siteGroupId)?.name) || 'Channel',
  },
  { header: 'Accuracy', weight: 10, align: 'right', text: () => '', score: (row) => row.accuracy },
  { header: 'Change', weight: 9, align: 'right', text: change },
  { header: 'Knockout', weight: 10, align: 'right', text: (row) => formatShare(row.knockout) },
  { header: 'Content', weight: 10, align: 'right', text: (row) => formatScore(row.contentPro) },
];

/** The four headline tiles both layouts open with. */
export function headlineTiles(figures: DashboardFigures): KpiTile[] {
  const { headline } = figures;
  const delta = change({
    accuracy: headline.accuracy,
    previousMonthAccuracy: headline.previousAccuracy,
  });
  return [
    {
      label: 'Accuracy',
      value: formatScore(headline.accuracy),
      score: headline.accuracy,
      caption: delta === '—' ? 'No figure for the month before' : `${delta} vs the month before`,
    },
    {
      label: 'Previous month',
      value: formatScore(headline.previousAccuracy),
      score: headline.previousAccuracy,
      caption: 'Same range, one month earlier',
    },
    {
      label: 'Knockout',
      value: formatShare(headline.knockout),
      caption: 'Share of audits knocked out',
    },
    {
      label: 'Content score',
      value: formatScore(headline.contentScore),
      caption: 'Rich-content channels',
    },
  ];
}

/** The monthly trend in its panel, as both layouts' first page shows it. */
export function trendPanel(doc: Pdf, figures: DashboardFigures, box: Box): void {
  drawTrend(
    doc,
    panel(doc, box, 'Accuracy trend', 'Average accuracy per month, the last 13 months'),
    figures.trend,
  );
}
