import type { SearchRank } from '@lens/contracts';
import { NO_SCORE_LABEL, formatDay } from '@lens/domain';

type Figure = number | null | undefined;

const isFigure = (value: Figure): value is number => value != null && Number.isFinite(value);

export function formatShare(value: Figure): string {
  return isFigure(value) ? `${Math.round(value)}%` : NO_SCORE_LABEL;
}

const counts = new Intl.NumberFormat('en-US');
export function formatCount(value: number): string {
  return counts.format(value);
}

/** "1 property", "231 properties". */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
/** `2026-11` as "Nov 2026". */
export function monthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** `2026-11` as "Nov", with the year only at January so a 13-month axis stays readable. */
export function monthTick(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return date.getUTCMonth() === 0
    ? `${shortMonthFormat.format(date)} ${String(date.getUTCFullYear()).slice(2)}`
    : shortMonthFormat.format(date);
}

export function formatRange(startDate: string | undefined, endDate: string | undefined): string {
  if (!startDate || !endDate) return '';
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** Distance of the listing's pin from the property's true position. */
export function formatDistance(miles: Figure): string {
  if (!isFigure(miles)) return '—';
  if (miles === 0) return '0 mi';
  if (miles < 0.01) return '<0.01 mi';
  return `${miles.toFixed(2)} mi`;
}

/** Where the listing ranked in the channel's search: "#4 · page 1". */
export function formatSearchRank(rank: SearchRank | null | undefined): string {
  if (!rank || rank.position == null) return '—';
  return rank.pageNumber != null
    ? `#${rank.position} · page ${rank.pageNumber}`
    : `#${rank.position}`;
}

/** A search rank as one sortable number: page first, then position on the page. */
export function searchRankOrder(rank: SearchRank | null | undefined): number | null {
  if (!rank || rank.position == null) return null;
  return (rank.pageNumber ?? 1) * 1000 + rank.position;
}
