const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date (`2026-11-05`) or an instant (`2026-11-05T09:14:00Z`) as the product writes
 * days: "5 Nov 2026". Days are kept in UTC, so an instant is written as its UTC day, whatever the
 * reader's time zone; the dashboard, the exports and the PDF all write days this way.
 */
export function formatDay(value: string): string {
  return DAY.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}
