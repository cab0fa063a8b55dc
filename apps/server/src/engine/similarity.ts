import { distance } from 'fastest-levenshtein';

/**
 * 1 - edit distance / length of the longer string: 1 for equal strings, 0 for nothing in common.
 * Meant for short values (names, streets, cities, amenity terms); long texts use the linear
 * bigram measure of description-diff.ts instead.
 */
export function editSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/** Rounds a ratio for evidence, so stored explanations stay readable. */
export function roundRatio(value: number): number {
  return Math.round(value * 1000) / 1000;
}
