import { bandColors, COLORS, FONT, formatScore, oneLine, type Pdf } from './pdf-theme.ts';

export interface PdfColumn<T> {
  header: string;
  /** Share of the table's width. */
  weight: number;
  align?: 'left' | 'right';
  text(row: T): string;
  /** A score cell: drawn as a pill in the score band's colours. */
  score?(row: T): number | null | undefined;
  /** A second, muted line under the text (a property's code and city). */
  detail?(row: T): string | null | undefined;
}

const HEADER_HEIGHT = 20;

/**
 * A table that runs over as many pages as its rows need, repeating its header on each. `newPage`
 * adds a page and answers where the table may continue.
 */
export function drawTable<T>(
  doc: Pdf,
  options: {
    x: number;
    y: number;
    width: number;
    bottom: number;
    columns: readonly PdfColumn<T>[];
    rows: readonly T[];
    newPage(): number;
  },
): number {
  const { x, width, columns, rows } = options;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (width * column.weight) / total);
  const rowHeight = columns.some((column) => column.detail) ? 24 : 19;
  let y = options.y;

  const header = () => {
    doc.roundedRect(x, y, width, HEADER_HEIGHT, 4).fill(COLORS.brandSoft);
    let left = x;
    columns.forEach((column, index) => {
      doc
        .font(FONT.semibold)
        .fontSize(7.5)
        .fillColor(COLORS.brand)
        .text(column.header.toUpperCase(), left + 8, y + 6.5, {
          width: widths[index]! - 16,
          align: column.align ?? 'left',
          characterSpacing: 0.3,
          lineBreak: false,
        });
      left += widths[index]!;
    });
    y += HEADER_HEIGHT;
  };

  header();
  rows.forEach((row, rowIndex) => {
    if (y + rowHeight > options.bottom) {
      y = options.newPage();
      header();
    }
    if (rowIndex % 2 === 1) doc.rect(x, y, width, rowHeight).fill(COLORS.canvas);
    let left = x;
    columns.forEach((column, index) => {
      const cellWidth = widths[index]! - 16;
      const score = column.score?.(row);
      if (column.score) {
        const [strong, soft] = bandColors(score);
        const pill = 34;
        const pillX = column.align === 'right' ? left + widths[index]! - 8 - pill : left + 8;
        doc.roundedRect(pillX, y + rowHeight / 2 - 7, pill, 14, 7).fill(soft);
        doc
          .font(FONT.semibold)
          .fontSize(8)
          .fillColor(strong)
          .text(formatScore(score), pillX, y + rowHeight / 2 - 4.6, {
            width: pill,
            align: 'center',
            lineBreak: false,
          });
      } else {
        const detail = column.detail?.(row);
        const top = detail ? y + 4.5 : y + rowHeight / 2 - 5;
        doc.font(FONT.regular).fontSize(8.5).fillColor(COLORS.text);
        oneLine(doc, column.text(row), left + 8, top, cellWidth, column.align);
        if (detail) {
          doc.fontSize(7).fillColor(COLORS.muted);
          oneLine(doc, detail, left + 8, top + 11.5, cellWidth, column.align);
        }
      }
      left += widths[index]!;
    });
    y += rowHeight;
  });
  return closeTable(doc, x, width, y);
}

/** The rule under a table's last row; answers where the table ends. */
export function closeTable(doc: Pdf, x: number, width: number, y: number): number {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(COLORS.border)
    .stroke();
  return y;
}
