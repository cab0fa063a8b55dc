const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-07` (or a date-time) as "7 Nov 2026". */
export const formatDay = (isoDate: string) =>
  DAY.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** `2026-11` as "Nov 2026". */
export const formatMonth = (isoMonth: string) => MONTH.format(new Date(`${isoMonth}-01T00:00:00Z`));
