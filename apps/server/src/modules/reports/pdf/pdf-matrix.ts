import type { CharacteristicsForSitesResponse } from '@lens/contracts';
import { characteristicLabel } from '@lens/domain';
import { closeTable } from './pdf-table.ts';
import { bandColors, COLORS, FONT, formatScore, oneLine, type Pdf } from './pdf-theme.ts';

const HEADER_HEIGHT = 74;
const ROW_HEIGHT = 17;
const NAME_WIDTH = 150;

/**
 * The channel x characteristic grid of a property: one row per channel, one column per
 * characteristic, each cell in its score band's colours, so a reader sees at once which field is
 * wrong where. Runs over pages like a table, repeating its slanted header.
 */
export function drawMatrix(
  doc: Pdf,
  options: {
    x: number;
    y: number;
    width: number;
    bottom: number;
    matrix: CharacteristicsForSitesResponse;
    newPage(): number;
  },
): number {
  const { x, width, matrix } = options;
  const types = matrix.characteristicTypes;
  const cellWidth = Math.min(40, (width - NAME_WIDTH) / Math.max(1, types.length));
  let y = options.y;

  const header = () => {
    types.forEach((type, index) => {
      const left = x + NAME_WIDTH + index * cellWidth + cellWidth / 2 - 3;
      const bottom = y + HEADER_HEIGHT - 6;
      doc.save();
      doc.rotate(-55, { origin: [left, bottom] });
      doc.font(FONT.semibold).fontSize(7).fillColor(COLORS.brand);
      doc.text(characteristicLabel(type), left, bottom, { lineBreak: false });
      doc.restore();
    });
    y += HEADER_HEIGHT;
  };

  header();
  for (const [rowIndex, channel] of matrix.sites.entries()) {
    if (y + ROW_HEIGHT > options.bottom) {
      y = options.newPage();
      header();
    }
    if (rowIndex % 2 === 1) doc.rect(x, y, width, ROW_HEIGHT).fill(COLORS.canvas);
    doc.font(FONT.regular).fontSize(8).fillColor(COLORS.text);
    oneLine(doc, channel.name, x + 6, y + 4, NAME_WIDTH - 12);
    const cells = new Map(channel.characteristics.map((cell) => [cell.characteristicType, cell]));
    types.forEach((type, index) => {
      const cell = cells.get(type);
      const left = x + NAME_WIDTH + index * cellWidth + 2;
      if (!cell) {
        doc.font(FONT.regular).fontSize(7).fillColor(COLORS.muted);
        doc.text('·', left, y + 4.5, { width: cellWidth - 4, align: 'center', lineBreak: false });
        return;
      }
      const [strong, soft] = bandColors(cell.accuracy);
      doc.roundedRect(left, y + 2.5, cellWidth - 4, ROW_HEIGHT - 5, 3).fill(soft);
      doc.font(FONT.semibold).fontSize(7).fillColor(strong);
      doc.text(formatScore(cell.accuracy), left, y + 4.8, {
        width: cellWidth - 4,
        align: 'center',
        lineBreak: false,
      });
    });
    y += ROW_HEIGHT;
  }
  return closeTable(doc, x, width, y);
}
