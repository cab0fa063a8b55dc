/** The average accuracy list: entries with accuracy and knockout, one per month. */
export type AverageAccuracyEntry = { accuracy: number | null; knockout: number | null };

export type CurrentAndPrevious<T> = { current: T | null; previous: T | null };

/** "The last is current, the one before is previous." */
export function currentAndPrevious<T>(list: readonly T[]): CurrentAndPrevious<T> {
  return { current: list.at(-1) ?? null, previous: list.at(-2) ?? null };
}
