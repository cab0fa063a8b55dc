import { records, sides, text, type FactReader } from './fact-text.ts';

/** The short names the hours comparator writes (normalize-hours.ts), in week order. */
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Days in week order, three or more in a row as a span: "Monday to Friday, Sunday". */
function dayList(days: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let end = i;
    while (end + 1 < days.length && days[end + 1] === (days[end] as number) + 1) end++;
    const [first, last] = [DAY_NAMES[days[i] as number], DAY_NAMES[days[end] as number]];
    if (end - i >= 2) parts.push(`${first} to ${last}`);
    else parts.push(...days.slice(i, end + 1).map((day) => DAY_NAMES[day] as string));
    i = end + 1;
  }
  return parts.join(', ');
}

const hoursText = (hours: string) => hours.split(',').join(', ');

/**
 * Each day that differs with both sides' hours; days that differ the same way share a line
 * ("Monday to Friday: 11:00-22:00 in the reference, 11:00-21:00 on the channel").
 */
export const hoursFacts: FactReader = (details) => {
  const byChange = new Map<string, { reference: string; channel: string; days: number[] }>();
  for (const difference of records(details.differentDays)) {
    const day = DAYS.indexOf(text(difference.day) ?? '');
    const reference = text(difference.reference) ?? '?';
    const channel = text(difference.channel) ?? '?';
    if (day < 0) continue;
    const key = `${reference}\u0000${channel}`;
    const change = byChange.get(key) ?? { reference, channel, days: [] };
    change.days.push(day);
    byChange.set(key, change);
  }
  const lines = [...byChange.values()].map(
    ({ reference, channel, days }) =>
      `${dayList(days)}: ${sides(hoursText(reference), hoursText(channel))}`,
  );
  const shorthand = Array.isArray(details.shorthandReadAsReference)
    ? (details.shorthandReadAsReference as unknown[]).map((day) => DAYS.indexOf(String(day)))
    : [];
  if (shorthand.length > 0 && !shorthand.includes(-1)) {
    lines.push(`Hours without am/pm read the reference's way on ${dayList(shorthand)}`);
  }
  return lines;
};
