const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11` as "Nov 2026". */
export const formatMonth = (isoMonth: string) => MONTH.format(new Date(`${isoMonth}-01T00:00:00Z`));
