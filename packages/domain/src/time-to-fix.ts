const DAY_MS = 86_400_000;

/** Whole and fractional days from one instant to a later one; never negative. */
export function daysBetween(from: string | Date, to: string | Date): number {
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Math.max(0, ms / DAY_MS);
}

export interface DurationStats {
  count: number;
  /** The middle duration; the mean of the two middle ones for an even count. Null when empty. */
  median: number | null;
  /** Nearest rank: the smallest duration at or above which 90 % of them fall. Null when empty. */
  p90: number | null;
}

/**
 * Median and 90th percentile of durations in days (time-to-fix of change requests). The p90 is a
 * duration that actually occurred (nearest rank), so a small channel never shows an interpolated
 * figure nobody waited.
 */
export function durationStats(durations: readonly number[]): DurationStats {
  const sorted = durations.filter((d) => Number.isFinite(d) && d >= 0).toSorted((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) return { count, median: null, p90: null };
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const p90 = sorted[Math.ceil(0.9 * count) - 1]!;
  return { count, median, p90 };
}

/** "3.5 days", "1 day", "< 1 day": a duration as the time-to-fix widget shows it. */
export function formatDays(days: number | null): string {
  if (days === null) return '–';
  if (days < 1) return '< 1 day';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}
