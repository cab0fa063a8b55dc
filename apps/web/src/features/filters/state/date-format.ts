import { DATE_RANGE_PRESET_DAYS, lastDaysRange, type DateRange } from '@lens/domain';

// Fixed English month names: Intl's short months differ between engines ("Sep" / "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1] ?? '', day };
}

/**
 * A range as the toolbar shows it: '23 Oct – 22 Nov 2026', the year written once when both ends
 * share it. `withYear: false` drops it for narrow screens.
 */
export function formatDateRange(range: DateRange, { withYear = true } = {}): string {
  const start = parts(range.startDate);
  const end = parts(range.endDate);
  if (!withYear) return `${start.day} ${start.month} – ${end.day} ${end.month}`;
  if (start.year === end.year)
    return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
}

/** The preset (30, 90 or 365 days up to today) a range is, if any. */
export function presetOf(range: DateRange, today: string): number | null {
  return (
    DATE_RANGE_PRESET_DAYS.find((days) => {
      const preset = lastDaysRange(today, days);
      return preset.startDate === range.startDate && preset.endDate === range.endDate;
    }) ?? null
  );
}

/** YYYY-MM-DD to a local Date at midnight, the calendar's unit. */
export function toLocalDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
