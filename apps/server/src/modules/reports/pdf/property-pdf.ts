import { propertyTypeLabel } from '@lens/domain';
import type { DashboardFigures, PropertyFigures } from '../report-figures.service.ts';
import { drawBarList, drawKpiTiles } from './pdf-charts.ts';
import { drawMatrix } from './pdf-matrix.ts';
import {
  channelColumns,
  CONTENT_WIDTH,
  counted,
  coverHeader,
  drawingPart,
  FOOTER_TOP,
  headlineTiles,
  MARGIN,
  openDocument,
  pageHeader,
  sectionTitle,
  trendPanel,
  type DashboardPdfOptions,
} from './pdf-page.ts';
import { drawTable } from './pdf-table.ts';
import { panel } from './pdf-theme.ts';

/** The parts the build reports: the headline page, the channels, the characteristic grid. */
const PARTS = 3;

/**
 * The document of a selection that covers one property: where it stands, which characteristics
 * are wrong, and on which channels. A portfolio's map and score bands say nothing about one
 * property; its channels and the channel x characteristic grid say what to fix.
 */
export async function propertyPdf(
  figures: DashboardFigures,
  detail: PropertyFigures,
  options: DashboardPdfOptions,
): Promise<Buffer> {
  const title = options.title ?? 'Property content report';
  const { property, characteristics, matrix } = detail;
  await drawingPart(options, 1, PARTS);
  const { doc, done } = openDocument(figures, title);
  const where = [property.brand, `${property.city}, ${property.country}`];
  let y = coverHeader(
    doc,
    figures,
    {
      ...options,
      title: options.title ?? property.name,
      subtitle: [
        options.title ? property.name : null,
        property.code,
        propertyTypeLabel(property.type),
        ...where,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    title,
  );
  drawKpiTiles(doc, { x: MARGIN, y, width: CONTENT_WIDTH, height: 72 }, [
    ...headlineTiles(figures),
    {
      label: 'Channels',
      value: figures.channels.length.toLocaleString('en-US'),
      caption: `${counted(characteristics.length, 'characteristic', 'characteristics')} audited`,
    },
  ]);
  y += 86;
  const chartHeight = FOOTER_TOP - 12 - y;
  const trendWidth = CONTENT_WIDTH * 0.55;
  trendPanel(doc, figures, { x: MARGIN, y, width: trendWidth - 6, height: chartHeight });
  drawBarList(
    doc,
    panel(
      doc,
      { x: MARGIN + trendWidth + 6, y, width: CONTENT_WIDTH - trendWidth - 6, height: chartHeight },
      'Characteristics',
      'Accuracy per characteristic over every channel, lowest first',
    ),
    characteristics
      .toSorted((a, b) => (a.accuracy ?? 101) - (b.accuracy ?? 101))
      .map((row) => ({ label: row.name, value: row.accuracy ?? null })),
  );

  const newPage = () => {
    doc.addPage();
    return pageHeader(doc, figures, `${title} · ${property.name}`);
  };
  await drawingPart(options, 2, PARTS);
  y = sectionTitle(
    doc,
    'Channels',
    `${counted(figures.channels.length, 'channel', 'channels')} · lowest accuracy first`,
    newPage(),
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
  await drawingPart(options, 3, PARTS);
  y = sectionTitle(
    doc,
    'Characteristics by channel',
    'Accuracy of each characteristic on each channel; a dot where the channel does not show it',
    newPage(),
  );
  drawMatrix(doc, {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH,
    bottom: FOOTER_TOP - 10,
    matrix: {
      ...matrix,
      sites: matrix.sites.toSorted((a, b) => (a.accuracy ?? 101) - (b.accuracy ?? 101)),
    },
    newPage,
  });
  await options.onProgress?.({ stage: 'saving' });
  return done();
}
