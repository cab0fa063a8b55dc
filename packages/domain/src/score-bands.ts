/** SPEC.md section 4 "Score bands" and section 9: 0-59 red, 60-89 yellow, 90-100 green. */
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
 * "Accuracy values round normally, but values of 99 or more are floored", so that only a truly
 * perfect score ever reads 100.
 */
export function roundAccuracy(value: number): number {
  return value >= 99 ? Math.floor(value) : Math.round(value);
}

function isScore(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value);
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
