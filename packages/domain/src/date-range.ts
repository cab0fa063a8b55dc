/** A date filter: both ends inclusive, written YYYY-MM-DD (docs/product-rules.md, "Dates"). */
export type DateRange = { startDate: string; endDate: string };

/** The default range: today minus 30 days to today (docs/product-rules.md, "Filters"). */
export const DEFAULT_DATE_RANGE_DAYS = 30;
/** "The datepicker tour mentions 30, 90 and 365 day periods." */
export const DATE_RANGE_PRESET_DAYS = [30, 90, 365] as const;
export type DateRangePresetDays = (typeof DATE_RANGE_PRESET_DAYS)[number];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The years a date may fall in. Ranges are shifted by a month or a year before they reach the
 * database, so the bounds keep that arithmetic inside four-digit years; no listing is older or
 * planned further ahead.
 */
export const FIRST_DATE_YEAR = 1900;
export const LAST_DATE_YEAR = 2999;

/**
 * Why `value` is not a calendar date written YYYY-MM-DD, or null when it is one. The shape alone
 * is not enough: 2026-02-30 has it, and PostgreSQL rejects it (docs/product-rules.md, "Dates").
 */
export function calendarDateProblem(value: string): string | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return 'must be a date written YYYY-MM-DD';
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return 'has a month outside 1-12';
  if (day < 1 || day > 31) return 'has a day outside 1-31';
  if (day > daysInMonth(year, month))
    return `is not a calendar date (${value.slice(0, 7)} has ${daysInMonth(year, month)} days)`;
  if (year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) {
    return `must fall in the years ${FIRST_DATE_YEAR}-${LAST_DATE_YEAR}`;
  }
  return null;
}

/** Days of a month (1-12) in the proleptic Gregorian calendar, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month, 0).getUTCDate();
}

/**
 * Parses a calendar date as UTC midnight, so that adding days never meets a daylight-saving hour.
 * Throws on anything that is not a real date: callers pass dates they have already validated.
 */
function toUtc(date: string): Date {
  const match = DATE_PATTERN.exec(date);
  const parsed = match ? utcDate(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  if (!parsed || formatUtc(parsed) !== date)
    throw new RangeError(`${date} is not a YYYY-MM-DD date`);
  return parsed;
}

/** Date.UTC maps years 0-99 to 1900-1999; setting the full year avoids that. */
function utcDate(year: number, monthIndex: number, day: number): Date {
  const result = new Date(0);
  result.setUTCFullYear(year, monthIndex, day);
  return result;
}

function formatUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return formatUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** The range of the last `days` days up to and including `today`: today minus `days` to today. */
export function lastDaysRange(today: string, days: number): DateRange {
  return { startDate: addDays(today, -days), endDate: today };
}

export function defaultDateRange(today: string): DateRange {
  return lastDaysRange(today, DEFAULT_DATE_RANGE_DAYS);
}

/**
 * Moves a date by whole calendar months, keeping the day of the month where it exists and taking
 * the month's last day where it does not (31 March minus a month is 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const start = toUtc(date);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = utcDate(year, month + 1, 0).getUTCDate();
  return formatUtc(utcDate(year, month, Math.min(start.getUTCDate(), lastDay)));
}

/** The same range one month earlier: what `previousMonthAccuracy` is measured over. */
export function previousMonthRange(range: DateRange): DateRange {
  return { startDate: addMonths(range.startDate, -1), endDate: addMonths(range.endDate, -1) };
}
