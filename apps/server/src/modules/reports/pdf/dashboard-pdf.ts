import type { AccuracyRow } from '@lens/contracts';
import {
  channelCategory,
  propertyStatusNoticeLabel,
  propertyTypeLabel,
  roundAccuracy,
} from '@lens/domain';
import PDFDocument from 'pdfkit';
import type { DashboardFigures } from '../report-figures.service.ts';
import { drawBarList, drawBuckets, drawKpiTiles, drawTrend } from './pdf-charts.ts';
import { drawMap } from './pdf-map.ts';
import { drawTable, type PdfColumn } from './pdf-table.ts';
import {
  COLORS,
  FONT,
  formatDay,
  formatScore,
  formatShare,
  oneLine,
  panel,
  registerFonts,
  type Pdf,
} from './pdf-theme.ts';

// A4 landscape: the dashboard is wide, and so are its tables.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 32;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_TOP = PAGE.height - 26;

export interface DashboardPdfOptions {
  /** The report's name; the dashboard's own title otherwise. */
  title?: string;
  generatedAt: Date;
}

function change(row: { accuracy?: number | null; previousMonthAccuracy?: number | null }): string {
  if (row.accuracy == null || row.previousMonthAccuracy == null) return '—';
  const delta = roundAccuracy(row.accuracy) - roundAccuracy(row.previousMonthAccuracy);
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0';
}

function periodText(figures: DashboardFigures): string {
  return `${formatDay(figures.range.startDate)} – ${formatDay(figures.range.endDate)}`;
}

function generatedText(date: Date): string {
  const day = formatDay(date.toISOString().slice(0, 10));
  return `Generated ${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

function coverHeader(doc: Pdf, figures: DashboardFigures, options: DashboardPdfOptions): number {
  doc.rect(0, 0, PAGE.width, 92).fill(COLORS.brand);
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(COLORS.accent)
    .text('LISTINGLENS', MARGIN, 22, { characterSpacing: 1.6, lineBreak: false });
  doc.font(FONT.bold).fontSize(20).fillColor('#ffffff');
  oneLine(doc, options.title ?? 'Content accuracy dashboard', MARGIN, 34, CONTENT_WIDTH * 0.62);
  doc.font(FONT.regular).fontSize(10).fillColor('#c9d5e6');
  oneLine(doc, `${figures.clientName} · ${figures.viewName}`, MARGIN, 64, CONTENT_WIDTH * 0.62);
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

function pageHeader(doc: Pdf, figures: DashboardFigures, title: string): number {
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

function sectionTitle(doc: Pdf, text: string, caption: string, y: number): number {
  doc.font(FONT.semibold).fontSize(13).fillColor(COLORS.text).text(text, MARGIN, y);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(caption, MARGIN, y + 18, { width: CONTENT_WIDTH, lineBreak: false });
  return y + 34;
}

function footers(doc: Pdf, figures: DashboardFigures): void {
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

const propertyColumns: PdfColumn<AccuracyRow>[] = [
  {
    header: 'Property',
    weight: 40,
    text: (row) => row.name,
    detail: (row) => [row.code, propertyTypeLabel(row.propertyType)].filter(Boolean).join(' · '),
  },
  { header: 'Accuracy', weight: 10, align: 'right', text: () => '', score: (row) => row.accuracy },
  { header: 'Change', weight: 9, align: 'right', text: change },
  { header: 'Knockout', weight: 10, align: 'right', text: (row) => formatShare(row.knockout) },
  { header: 'Content', weight: 10, align: 'right', text: (row) => formatScore(row.contentPro) },
  {
    header: 'Notice',
    weight: 16,
    text: (row) => propertyStatusNoticeLabel(row.status),
  },
];

const channelColumns: PdfColumn<AccuracyRow>[] = [
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

/**
 * The dashboard of a selection as a document: the filters, the headline figures, the trend, the
 * score distribution, the map, the channel categories, then every property and channel.
 */
export async function dashboardPdf(
  figures: DashboardFigures,
  options: DashboardPdfOptions,
): Promise<Buffer> {
  const title = options.title ?? 'Content accuracy dashboard';
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

  // Page 1: the figures at a glance.
  let y = coverHeader(doc, figures, options);
  const { headline } = figures;
  const delta = change({
    accuracy: headline.accuracy,
    previousMonthAccuracy: headline.previousAccuracy,
  });
  drawKpiTiles(doc, { x: MARGIN, y, width: CONTENT_WIDTH, height: 72 }, [
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
    {
      label: 'Properties',
      value: figures.properties.length.toLocaleString('en-US'),
      caption: `${figures.channels.length} channels · ${headline.pairs.toLocaleString('en-US')} listings`,
    },
  ]);
  y += 86;
  const chartHeight = FOOTER_TOP - 12 - y;
  const trendWidth = CONTENT_WIDTH * 0.6;
  drawTrend(
    doc,
    panel(
      doc,
      { x: MARGIN, y, width: trendWidth - 6, height: chartHeight },
      'Accuracy trend',
      'Average accuracy per month, the last 13 months',
    ),
    figures.trend,
  );
  drawBuckets(
    doc,
    panel(
      doc,
      { x: MARGIN + trendWidth + 6, y, width: CONTENT_WIDTH - trendWidth - 6, height: chartHeight },
      'Properties by score',
      'How many properties fall in each score band',
    ),
    figures.buckets,
  );

  // Page 2: where, and on which kinds of channel.
  doc.addPage();
  y = pageHeader(doc, figures, title);
  const mapWidth = CONTENT_WIDTH * 0.58;
  const height = FOOTER_TOP - 12 - y;
  drawMap(
    doc,
    panel(
      doc,
      { x: MARGIN, y, width: mapWidth - 6, height },
      'Map',
      `${figures.map.length} properties, coloured by accuracy`,
    ),
    figures.map,
  );
  drawBarList(
    doc,
    panel(
      doc,
      { x: MARGIN + mapWidth + 6, y, width: CONTENT_WIDTH - mapWidth - 6, height },
      'Channel categories',
      'Accuracy per category of channel',
    ),
    figures.categories
      .slice(0, 24)
      .map((row) => ({ label: row.name, value: row.accuracy ?? null })),
  );

  // Then every property and channel, lowest accuracy first, as on the dashboard.
  const newPage = () => {
    doc.addPage();
    return pageHeader(doc, figures, title);
  };
  y = sectionTitle(
    doc,
    'Properties',
    `${figures.properties.length} properties · lowest accuracy first`,
    newPage(),
  );
  y = drawTable(doc, {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH,
    bottom: FOOTER_TOP - 10,
    columns: propertyColumns,
    rows: figures.properties,
    newPage,
  });
  y = y + 70 > FOOTER_TOP ? newPage() : y + 24;
  y = sectionTitle(
    doc,
    'Channels',
    `${figures.channels.length} channels · lowest accuracy first`,
    y,
  );
  drawTable(doc, {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH,
    bottom: FOOTER_TOP - 10,
    columns: channelColumns,
    rows: figures.channels,
    newPage,
  });

  footers(doc, figures);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
