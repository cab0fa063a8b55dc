/**
 * What fixing one (property, channel) pair is worth (docs/product-rules.md, "Opportunities"): the
 * selection's accuracy is the mean of its scored pairs, so bringing one pair to 100 raises that
 * mean by its shortfall shared over every scored pair. Zero for a pair already at 100 or without
 * scored pairs to share it over.
 */
export function fixGain(pairAccuracy: number, scoredPairs: number): number {
  if (scoredPairs <= 0 || pairAccuracy >= 100) return 0;
  return (100 - Math.max(0, pairAccuracy)) / scoredPairs;
}

/** "+0.12 pts": a gain as the opportunities review shows it, never rounded down to nothing. */
export function formatFixGain(gain: number): string {
  if (gain > 0 && gain < 0.01) return '< +0.01 pts';
  return `+${gain.toFixed(2)} pts`;
}
