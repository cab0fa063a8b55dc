/** 0-59 red, 60-89 yellow, 90-100 green (docs/product-rules.md, "Showing scores"). */
export const SCORE_BANDS = ['high', 'medium', 'low', 'none'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export type ScoreBandColor = 'green' | 'yellow' | 'red' | 'gray';
export const SCORE_BAND_COLORS: Readonly<Record<ScoreBand, ScoreBandColor>> = {
  high: 'green',
  medium: 'yellow',
  low: 'red',
  none: 'gray',
};

export const HIGH_SCORE_MIN = 90;
export const MEDIUM_SCORE_MIN = 60;
export const NO_SCORE_LABEL = 'N/A';

/**
 * Accuracy rounds normally, but 99 or more is floored, so that only a truly perfect score ever
 * reads 100.
 */
export function roundAccuracy(value: number): number {
  return value >= 99 ? Math.floor(value) : Math.round(value);
}

function isScore(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value);
}

/**
 * The change between two figures (a month and the one before), from their exact values and
 * rounded once: rounding each side first turns +0.99 into "±0" and +0.1 into "+1".
 */
export function scoreChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (!isScore(current) || !isScore(previous)) return null;
  const change = current - previous;
  // Halves round away from zero both ways, and `|| 0` folds the -0 of a tiny fall into ±0.
  return Math.sign(change) * Math.round(Math.abs(change)) || 0;
}

/**
 * The band is taken from the rounded value the user reads, not the raw one: a score shown as 90
 * must be green even when it was 89.5.
 */
export function scoreBand(score: number | null | undefined): ScoreBand {
  if (!isScore(score)) return 'none';
  const shown = roundAccuracy(score);
  if (shown >= HIGH_SCORE_MIN) return 'high';
  if (shown >= MEDIUM_SCORE_MIN) return 'medium';
  return 'low';
}

export function scoreBandColor(score: number | null | undefined): ScoreBandColor {
  return SCORE_BAND_COLORS[scoreBand(score)];
}

/** The accuracy as text: the rounded number, or N/A when there is no score. */
export function formatAccuracy(value: number | null | undefined): string {
  return isScore(value) ? String(roundAccuracy(value)) : NO_SCORE_LABEL;
}
