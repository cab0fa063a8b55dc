const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "by Ana Silva on 22 Nov 2026": who decided and when, as the mark and the list say it. */
export function decidedBy(createdBy: string | null, createdAt: string): string {
  const day = dayFormat.format(new Date(createdAt));
  return createdBy ? `by ${createdBy} on ${day}` : `on ${day}`;
}
