import { createRequire } from 'node:module';
import { NO_SCORE_LABEL, formatAccuracy, scoreBandColor } from '@lens/domain';
// The PDFKit namespace's types come with the module's.
import type {} from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** The web app's design tokens (apps/web/src/app/styles.css), so a document looks like the screen. */
export const COLORS = {
  brand: '#1f3a5f',
  brandSoft: '#e8eef7',
  accent: '#5fd39a',
  text: '#1b2430',
  textSoft: '#3d4958',
  muted: '#5b6675',
  border: '#dde2e9',
  canvas: '#f3f5f8',
  green: '#1e8e5a',
  greenSoft: '#e3f5ec',
  yellow: '#b57a00',
  yellowSoft: '#fdf3dc',
  red: '#cc2f38',
  redSoft: '#fce8e9',
  gray: '#6b7585',
  graySoft: '#eef0f3',
  land: '#e4e9f0',
  sea: '#f6f8fb',
} as const;

const BAND = {
  green: [COLORS.green, COLORS.greenSoft],
  yellow: [COLORS.yellow, COLORS.yellowSoft],
  red: [COLORS.red, COLORS.redSoft],
  gray: [COLORS.gray, COLORS.graySoft],
} as const;

/** The score band's strong and soft colours (docs/product-rules.md, "Statuses and colours"). */
export function bandColors(score: number | null | undefined): readonly [string, string] {
  return BAND[scoreBandColor(score)];
}

export const FONT = { regular: 'lens-regular', semibold: 'lens-semibold', bold: 'lens-bold' };

const require = createRequire(import.meta.url);
/**
 * Noto Sans from npm (the TrueType files of a font-face package), embedded (subset) in every
 * document: it covers Latin, Cyrillic, Greek and Vietnamese, so property names in those scripts
 * print as typed, on a machine with no fonts and no network. pdfkit's built-in Helvetica knows
 * only Latin-1.
 */
const FONT_FILES = {
  [FONT.regular]: 'notosans-fontface/fonts/NotoSans-Regular.ttf',
  [FONT.semibold]: 'notosans-fontface/fonts/NotoSans-SemiBold.ttf',
  [FONT.bold]: 'notosans-fontface/fonts/NotoSans-Bold.ttf',
};

export function registerFonts(doc: Pdf): void {
  for (const [name, file] of Object.entries(FONT_FILES))
    doc.registerFont(name, require.resolve(file));
  doc.font(FONT.regular);
}

/** A rectangle on the page, in points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function formatScore(value: number | null | undefined): string {
  return formatAccuracy(value);
}

export function formatShare(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? NO_SCORE_LABEL : `${Math.round(value)}%`;
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** `2026-11` as "Nov", with the year at January so a 13-month axis stays readable. */
export function monthTick(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  const name = monthFormat.format(date);
  return date.getUTCMonth() === 0 ? `${name} ${String(date.getUTCFullYear()).slice(2)}` : name;
}

/**
 * Text kept to one line, cut with an ellipsis: pdfkit wraps at word breaks even with lineBreak
 * off, and only cuts to fit a height.
 */
export function oneLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
): Pdf {
  const height = doc.currentLineHeight(true) + 0.5;
  return doc.text(text, x, y, { width, height, align, ellipsis: true });
}

/** A titled panel: the card of the dashboard, drawn. Returns the box left for its content. */
export function panel(doc: Pdf, box: Box, title: string, subtitle?: string): Box {
  doc
    .roundedRect(box.x, box.y, box.width, box.height, 8)
    .lineWidth(0.75)
    .fillAndStroke('#ffffff', COLORS.border);
  doc
    .font(FONT.semibold)
    .fontSize(11)
    .fillColor(COLORS.text)
    .text(title, box.x + 14, box.y + 12, { width: box.width - 28, lineBreak: false });
  let top = box.y + 30;
  if (subtitle) {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(subtitle, box.x + 14, box.y + 27, { width: box.width - 28, lineBreak: false });
    top += 10;
  }
  return {
    x: box.x + 14,
    y: top + 4,
    width: box.width - 28,
    height: box.y + box.height - top - 16,
  };
}
