import { addDays } from './date-range.ts';

const DAY_MS = 86_400_000;

/**
 * Whole days from an audit's date to today, both calendar dates (YYYY-MM-DD). An audit dated after
 * today (a clock or time-zone skew between server and browser) counts as today, never as negative.
 */
export function auditAgeDays(auditDate: string, today: string): number {
  // addDays validates both dates and keeps the arithmetic in UTC.
  const from = Date.parse(`${addDays(auditDate, 0)}T00:00:00Z`);
  const to = Date.parse(`${addDays(today, 0)}T00:00:00Z`);
  return Math.max(0, Math.round((to - from) / DAY_MS));
}

/**
 * How long ago the listing was audited, in the unit a manager reads at a glance: days up to two
 * weeks, then weeks up to two months, then months.
 */
export function auditAgeLabel(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  const months = Math.floor(days / 30);
  return months < 24 ? `${months} months ago` : `${Math.floor(days / 365)} years ago`;
}

/** The choices of the stale-listings filter: "not audited in the last N days". */
export const STALE_AFTER_DAYS = [30, 60, 90, 180] as const;

/**
 * Whether listings last audited on `lastAuditDate` were not audited in the last `days` days
 * before `today`: the same days a "last N days" range covers (today and the N days before it).
 * No audit at all is stale too.
 */
export function notAuditedWithin(
  lastAuditDate: string | null | undefined,
  today: string,
  days: number,
): boolean {
  return !lastAuditDate || auditAgeDays(lastAuditDate, today) > days;
}
