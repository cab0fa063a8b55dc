import { CLOSED, readHoursText, type HoursTextReading, type WeekHours } from './hours-text.ts';
import { memoize } from './memo.ts';
import type { OpeningHours } from './types.ts';

export type { WeekHours } from './hours-text.ts';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export function dayName(day: number): string {
  return DAY_NAMES[day] ?? String(day);
}

/** 'H:MM' to 'HH:MM'; a closing midnight is '24:00', so the interval reads forwards and sorts after its opening. */
function clockText(time: string, closing: boolean): string {
  const [hour = '0', minute = '00'] = time.split(':');
  const text = `${hour.padStart(2, '0')}:${minute}`;
  return closing && text === '00:00' ? '24:00' : text;
}

function structuredWeek(hours: readonly OpeningHours[]): WeekHours {
  const week = new Array<string>(7).fill(CLOSED);
  for (const { day, intervals } of hours) {
    if (intervals.length > 0) {
      week[day] = intervals
        .map(({ open, close }) => `${clockText(open, false)}-${clockText(close, true)}`)
        .sort()
        .join(',');
    }
  }
  return week;
}

/** Structured hours read one way; text through the strict reader (hours-text.ts). */
export type HoursReading = HoursTextReading;

const readTextCached = memoize(readHoursText);

export function readHours(hours: readonly OpeningHours[] | string): HoursReading {
  if (typeof hours === 'string') return readTextCached(hours);
  return { week: structuredWeek(hours), readings: null, ambiguous: [], language: null };
}

/** Structured or free-text opening hours as a week; null when the text cannot be read. */
export function normalizeHours(hours: readonly OpeningHours[] | string): WeekHours | null {
  return readHours(hours).week;
}

/** "Mon 09:00-18:00; Tue ..." for display and evidence. */
export function formatWeek(week: WeekHours): string {
  return week.map((hours, day) => `${dayName(day)} ${hours}`).join('; ');
}
