const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-05` as "5 Nov 2026", as the rest of the dashboard writes days. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The day of an instant, written as `formatDay` writes days (in UTC, as they are kept). */
export function formatInstantDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export function formatDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
}

const languages = new Intl.DisplayNames(['en'], { type: 'language' });

/** A BCP 47 tag as its English name ("fr-CA" as "Canadian French"), the tag if unknown. */
export function languageName(tag: string): string {
  try {
    return languages.of(tag) ?? tag;
  } catch {
    return tag;
  }
}
