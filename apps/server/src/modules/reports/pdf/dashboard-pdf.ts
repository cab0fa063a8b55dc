import type { AccuracyRow } from '@lens/contracts';
import { propertyStatusNoticeLabel, propertyTypeLabel } from '@lens/domain';
import type { DashboardFigures } from '../report-figures.service.ts';
import { drawBarList, drawBuckets, drawKpiTiles } from './pdf-charts.ts';
import { drawMap } from './pdf-map.ts';
import {
  change,
  channelColumns,
  CONTENT_WIDTH,
  counted,
  headlineTiles,
  coverHeader,
  FOOTER_TOP,
  MARGIN,
  openDocument,
  pageHeader,
  sectionTitle,
  drawingPart,
  trendPanel,
  type DashboardPdfOptions,
} from './pdf-page.ts';
import { drawTable, type PdfColumn } from './pdf-table.ts';
import { formatScore, formatShare, panel } from './pdf-theme.ts';

export type { DashboardPdfOptions } from './pdf-page.ts';

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

/** The parts the build reports: the headline page, the map page, the tables. */
const PARTS = 3;

/**
 * The dashboard of a selection as a document: the filters, the headline figures, the trend, the
 * score distribution, the map, the channel categories, then every property and channel.
 */
export async function dashboardPdf(
  figures: DashboardFigures,
  options: DashboardPdfOptions,
): Promise<Buffer> {
  const title = options.title ?? 'Content accuracy dashboard';
  await drawingPart(options, 1, PARTS);
  const { doc, done } = openDocument(figures, title);

  // Page 1: the figures at a glance.
  let y = coverHeader(doc, figures, options, 'Content accuracy dashboard');
  drawKpiTiles(doc, { x: MARGIN, y, width: CONTENT_WIDTH, height: 72 }, [
    ...headlineTiles(figures),
    {
      label: 'Properties',
      value: figures.properties.length.toLocaleString('en-US'),
      caption: `${counted(figures.channels.length, 'channel', 'channels')} · ${counted(figures.headline.pairs, 'listing', 'listings')}`,
    },
  ]);
  y += 86;
  const chartHeight = FOOTER_TOP - 12 - y;
  const trendWidth = CONTENT_WIDTH * 0.6;
  trendPanel(doc, figures, { x: MARGIN, y, width: trendWidth - 6, height: chartHeight });
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
  await drawingPart(options, 2, PARTS);
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
      `${counted(figures.map.length, 'property', 'properties')}, coloured by accuracy`,
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
  await drawingPart(options, 3, PARTS);
  const newPage = () => {
    doc.addPage();
    return pageHeader(doc, figures, title);
  };
  y = sectionTitle(
    doc,
    'Properties',
    `${counted(figures.properties.length, 'property', 'properties')} · lowest accuracy first`,
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
    `${counted(figures.channels.length, 'channel', 'channels')} · lowest accuracy first`,
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

  await options.onProgress?.({ stage: 'saving' });
  return done();
}
