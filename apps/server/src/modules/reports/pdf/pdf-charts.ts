import type { MonthlyAccuracy, ScoreBucket } from '@lens/contracts';
import { HIGH_SCORE_MIN, MEDIUM_SCORE_MIN, roundAccuracy } from '@lens/domain';
import {
  bandColors,
  COLORS,
  FONT,
  formatScore,
  monthTick,
  oneLine,
  type Box,
  type Pdf,
} from './pdf-theme.ts';

export interface KpiTile {
  label: string;
  value: string;
  /** A line under the value: the change, a count. */
  caption?: string;
  /** Colours the value by its score band; left out for figures that are not scores. */
  score?: number | null;
}

/** The headline figures as a row of tiles, like the dashboard's KPI row. */
export function drawKpiTiles(doc: Pdf, box: Box, tiles: readonly KpiTile[]): void {
  const gap = 10;
  const width = (box.width - gap * (tiles.length - 1)) / tiles.length;
  tiles.forEach((tile, index) => {
    const x = box.x + index * (width + gap);
    doc
      .roundedRect(x, box.y, width, box.height, 8)
      .lineWidth(0.75)
      .fillAndStroke('#ffffff', COLORS.border);
    if (tile.score !== undefined) {
      doc.roundedRect(x, box.y, 4, box.height, 2).fill(bandColors(tile.score)[0]);
    }
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(tile.label.toUpperCase(), x + 14, box.y + 11, {
        width: width - 24,
        characterSpacing: 0.4,
        lineBreak: false,
      });
    doc
      .font(FONT.bold)
      .fontSize(22)
      .fillColor(tile.score !== undefined ? bandColors(tile.score)[0] : COLORS.text)
      .text(tile.value, x + 14, box.y + 24, { width: width - 24, lineBreak: false });
    if (tile.caption) {
      doc.font(FONT.regular).fontSize(8).fillColor(COLORS.textSoft);
      oneLine(doc, tile.caption, x + 14, box.y + box.height - 18, width - 24);
    }
  });
}

/** Axis floor: ten below the lowest month, in tens, so a 78-94 trend does not look flat. */
function axisFloor(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.max(0, Math.floor((Math.min(...values) - 10) / 10) * 10);
}

/** The average accuracy list as a line over the score bands, oldest month on the left. */
export function drawTrend(doc: Pdf, box: Box, trend: readonly MonthlyAccuracy[]): void {
  const points = trend.filter((month) => month.accuracy !== null);
  if (points.length === 0) {
    emptyNote(doc, box, 'No audits in the last 13 months.');
    return;
  }
  const left = box.x + 26;
  const bottom = box.y + box.height - 16;
  const plot = { x: left, y: box.y + 6, width: box.x + box.width - left - 8, height: 0 };
  plot.height = bottom - plot.y;
  const floor = axisFloor(points.map((p) => p.accuracy!));
  const yOf = (value: number) => plot.y + plot.height * (1 - (value - floor) / (100 - floor));
  const xOf = (index: number) =>
    trend.length === 1
      ? plot.x + plot.width / 2
      : plot.x + (plot.width * index) / (trend.length - 1);

  // The bands behind the line say at a glance where the score stands.
  const bands: Array<[from: number, to: number, color: string]> = [
    [HIGH_SCORE_MIN, 100, COLORS.greenSoft],
    [MEDIUM_SCORE_MIN, HIGH_SCORE_MIN, COLORS.yellowSoft],
    [0, MEDIUM_SCORE_MIN, COLORS.redSoft],
  ];
  for (const [from, to, color] of bands) {
    const top = Math.max(from, floor) < to ? yOf(to) : null;
    if (top === null) continue;
    doc.rect(plot.x, top, plot.width, yOf(Math.max(from, floor)) - top).fill(color);
  }
  doc.font(FONT.regular).fontSize(7).fillColor(COLORS.muted);
  for (let tick = floor; tick <= 100; tick += floor >= 50 ? 10 : 20) {
    doc
      .moveTo(plot.x, yOf(tick))
      .lineTo(plot.x + plot.width, yOf(tick))
      .lineWidth(0.4)
      .strokeColor('#ffffff')
      .stroke();
    doc.text(String(tick), box.x, yOf(tick) - 4, { width: 20, align: 'right', lineBreak: false });
  }
  trend.forEach((month, index) => {
    doc.text(monthTick(month.month), xOf(index) - 16, bottom + 5, {
      width: 32,
      align: 'center',
      lineBreak: false,
    });
  });

  let started = false;
  trend.forEach((month, index) => {
    if (month.accuracy === null) return;
    const x = xOf(index);
    const y = yOf(month.accuracy);
    if (started) doc.lineTo(x, y);
    else doc.moveTo(x, y);
    started = true;
  });
  doc.lineWidth(1.8).strokeColor(COLORS.brand).lineJoin('round').stroke();
  trend.forEach((month, index) => {
    if (month.accuracy === null) return;
    doc
      .circle(xOf(index), yOf(month.accuracy), 2.8)
      .lineWidth(1)
      .fillAndStroke(bandColors(month.accuracy)[0], '#ffffff');
  });
  const last = trend.findLastIndex((month) => month.accuracy !== null);
  const lastValue = trend[last]!.accuracy!;
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(COLORS.text)
    .text(formatScore(lastValue), xOf(last) - 30, yOf(lastValue) - 15, {
      width: 26,
      align: 'right',
      lineBreak: false,
    });
}

/** How many properties fall in each score bucket, as columns coloured by band. */
export function drawBuckets(doc: Pdf, box: Box, buckets: readonly ScoreBucket[]): void {
  const total = buckets.reduce((sum, bucket) => sum + bucket.propertyCount, 0);
  if (total === 0) {
    emptyNote(doc, box, 'No property has a score for this period.');
    return;
  }
  const most = Math.max(...buckets.map((bucket) => bucket.propertyCount));
  const gap = 14;
  const width = (box.width - gap * (buckets.length - 1)) / buckets.length;
  const bottom = box.y + box.height - 16;
  const room = bottom - box.y - 16;
  buckets.forEach((bucket, index) => {
    const x = box.x + index * (width + gap);
    const height = most === 0 ? 0 : Math.max(2, (room * bucket.propertyCount) / most);
    doc.roundedRect(x, bottom - room, width, room, 4).fill(COLORS.canvas);
    doc.roundedRect(x, bottom - height, width, height, 4).fill(bandColors(bucket.from)[0]);
    doc
      .font(FONT.semibold)
      .fontSize(9)
      .fillColor(COLORS.text)
      .text(String(bucket.propertyCount), x, bottom - height - 13, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(`${bucket.from}–${bucket.to}`, x, bottom + 4, {
        width,
        align: 'center',
        lineBreak: false,
      });
  });
}

export interface BarRow {
  label: string;
  value: number | null;
  caption?: string;
}

/** A ranked list with a bar per row: accuracy per channel category. */
export function drawBarList(doc: Pdf, box: Box, rows: readonly BarRow[]): void {
  if (rows.length === 0) {
    emptyNote(doc, box, 'Nothing audited for this selection.');
    return;
  }
  const rowHeight = Math.min(22, box.height / rows.length);
  const labelWidth = box.width * 0.38;
  const valueWidth = 34;
  const track = box.width - labelWidth - valueWidth - 12;
  const fontSize = rowHeight < 16 ? 7 : 8.5;
  rows.forEach((row, index) => {
    const y = box.y + index * rowHeight;
    const middle = y + rowHeight / 2;
    doc.font(FONT.regular).fontSize(fontSize).fillColor(COLORS.text);
    oneLine(doc, row.label, box.x, middle - fontSize * 0.65, labelWidth - 6);
    const barX = box.x + labelWidth;
    const barHeight = Math.min(8, rowHeight - 6);
    doc
      .roundedRect(barX, middle - barHeight / 2, track, barHeight, barHeight / 2)
      .fill(COLORS.canvas);
    if (row.value !== null) {
      const shown = roundAccuracy(row.value);
      doc
        .roundedRect(
          barX,
          middle - barHeight / 2,
          Math.max(barHeight, (track * shown) / 100),
          barHeight,
          barHeight / 2,
        )
        .fill(bandColors(row.value)[0]);
    }
    doc
      .font(FONT.semibold)
      .fontSize(fontSize)
      .fillColor(COLORS.text)
      .text(formatScore(row.value), barX + track + 6, middle - fontSize * 0.65, {
        width: valueWidth,
        align: 'right',
        lineBreak: false,
      });
  });
}

export function emptyNote(doc: Pdf, box: Box, text: string): void {
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(text, box.x, box.y + box.height / 2 - 6, { width: box.width, align: 'center' });
}
