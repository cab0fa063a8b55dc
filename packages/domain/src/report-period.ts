import { addDays, addMonths, lastDaysRange, type DateRange } from './date-range.ts';

/**
 * The span a report definition covers, relative to the day it is built: a stored report cannot
 * hold dates, or a monthly report would describe the same month forever.
 */
export const REPORT_PERIODS = [
  'PREVIOUS_MONTH',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'LAST_365_DAYS',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriod, string>> = {
  PREVIOUS_MONTH: 'Previous calendar month',
  LAST_30_DAYS: 'Last 30 days',
  LAST_90_DAYS: 'Last 90 days',
  LAST_365_DAYS: 'Last 365 days',
};

const PERIOD_DAYS: Readonly<Record<Exclude<ReportPeriod, 'PREVIOUS_MONTH'>, number>> = {
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
  LAST_365_DAYS: 365,
};

export function isReportPeriod(value: string): value is ReportPeriod {
  return (REPORT_PERIODS as readonly string[]).includes(value);
}

/** The first day of the month `date` falls in. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * The date range of a report built on `today` (YYYY-MM-DD): the whole calendar month before
 * today's, or the same last-N-days ranges as the date picker's presets.
 */
export function reportPeriodRange(period: ReportPeriod, today: string): DateRange {
  if (period !== 'PREVIOUS_MONTH') return lastDaysRange(today, PERIOD_DAYS[period]);
  const thisMonth = startOfMonth(today);
  return { startDate: addMonths(thisMonth, -1), endDate: addDays(thisMonth, -1) };
}

/** Monthly reports are built on the first day of each month, for the month before. */
export function nextMonthlyRun(today: string): string {
  return addMonths(startOfMonth(today), 1);
}

/** Shown when a report download fails and the server sent no text of its own. */
export const REPORT_DOWNLOAD_FAILED = 'The report cannot be downloaded.';

/** The message of a failed download: "the server text is used if present". */
export function reportDownloadErrorMessage(serverText?: string | null): string {
  const text = serverText?.trim();
  return text ? text : REPORT_DOWNLOAD_FAILED;
}
