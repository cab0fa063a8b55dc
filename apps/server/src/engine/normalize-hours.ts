import { memoize } from './memo.ts';
import type { OpeningHours } from './types.ts';

/**
 * A week in comparable form: seven entries, Monday first, each 'closed' or the day's sorted
 * intervals ("09:00-14:00,18:00-23:00").
 */
export type WeekHours = readonly string[];

const CLOSED = 'closed';
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_INDEX: Readonly<Record<string, number>> = {
  mon: 0,
  tue: 1,
  wed: 2,
  thu: 3,
  fri: 4,
  sat: 5,
  sun: 6,
};

const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?:[:.h](\\d{2})|h)?\\s*([ap])?\\.?m?\\.?';
const HOURS_TOKEN = new RegExp(
  [
    `(?<day>${DAY}(?:\\s*(?:-|–|—|to|through|thru)\\s*${DAY})?)`,
    '(?<allDay>24\\s*(?:hours|hrs|h\\b)|24\\s*/\\s*7)',
    `(?<range>${TIME}\\s*(?:-|–|—|to)\\s*${TIME})`,
    '(?<closed>closed)',
    '(?<daily>daily|every\\s*day)',
  ].join('|'),
  'gi',
);

function clock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const CLOCK = /^\d\d:\d\d$/;

/** 'H:MM' or 'HH:MM' to 'HH:MM'. */
function clockText(time: string): string {
  if (CLOCK.test(time)) return time;
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return clock(hour, minute);
}

/** A closing midnight is '24:00', so that the interval reads forwards and sorts after its opening. */
function normalizeInterval(open: string, close: string): string {
  const closing = clockText(close);
  return `${clockText(open)}-${closing === '00:00' ? '24:00' : closing}`;
}

/** 12-hour to 24-hour; no am/pm means the hour is already on the 24-hour clock. */
function to24(hour: number, meridiem: string | undefined): number {
  if (meridiem === undefined) return hour;
  const base = hour % 12;
  return meridiem.toLowerCase() === 'p' ? base + 12 : base;
}

/**
 * An opening without am/pm takes the closing's when that keeps it before the closing ("1-5pm"),
 * else the other ("9-5pm" is 9 am to 5 pm).
 */
function rangeFromMatch(groups: string[]): string {
  const [h1, m1, ap1, h2, m2, ap2] = groups;
  const closeMeridiem = ap2;
  const openHour = Number(h1);
  const closeHour = Number(h2);
  const flip = closeMeridiem?.toLowerCase() === 'p' ? 'a' : 'p';
  const openMeridiem =
    ap1 ?? (closeMeridiem && (openHour % 12 <= closeHour % 12 ? closeMeridiem : flip));
  return normalizeInterval(
    clock(to24(openHour, openMeridiem), Number(m1 ?? 0)),
    clock(to24(closeHour, closeMeridiem), Number(m2 ?? 0)),
  );
}

interface Group {
  days: number[];
  intervals: string[];
  closed: boolean;
}

function parseHoursText(text: string): WeekHours | null {
  const groups: Group[] = [];
  let group: Group = { days: [], intervals: [], closed: false };
  for (const match of text.matchAll(HOURS_TOKEN)) {
    const found = match.groups ?? {};
    if (found.day !== undefined || found.daily !== undefined) {
      if (group.intervals.length > 0 || group.closed) {
        groups.push(group);
        group = { days: [], intervals: [], closed: false };
      }
      if (found.daily !== undefined) group.days.push(...ALL_DAYS);
      else {
        const first = DAY_INDEX[(match[2] as string).toLowerCase()] as number;
        const last = match[3] ? (DAY_INDEX[match[3].toLowerCase()] as number) : first;
        for (let day = first; ; day = (day + 1) % 7) {
          group.days.push(day);
          if (day === last) break;
        }
      }
    } else if (found.allDay !== undefined) group.intervals.push('00:00-24:00');
    else if (found.closed !== undefined) group.closed = true;
    else group.intervals.push(rangeFromMatch(match.slice(6, 12) as string[]));
  }
  groups.push(group);
  if (groups.every((g) => g.intervals.length === 0 && !g.closed)) return null;
  const week = new Array<string>(7).fill(CLOSED);
  for (const { days, intervals, closed } of groups) {
    for (const day of days.length > 0 ? days : ALL_DAYS) {
      week[day] = closed || intervals.length === 0 ? CLOSED : intervals.toSorted().join(',');
    }
  }
  return week;
}

const parseTextCached = memoize(parseHoursText);

/** Structured or free-text opening hours ("Mon-Fri 9am-5pm; Sat 10:00-14:00; Sun closed") as a week. Null when unreadable. */
export function normalizeHours(hours: readonly OpeningHours[] | string): WeekHours | null {
  if (typeof hours === 'string') return parseTextCached(hours);
  const week = new Array<string>(7).fill(CLOSED);
  for (const { day, intervals } of hours) {
    if (intervals.length > 0) {
      week[day] = intervals
        .map(({ open, close }) => normalizeInterval(open, close))
        .sort()
        .join(',');
    }
  }
  return week;
}

/** "Mon 09:00-18:00; Tue ..." for display and evidence. */
export function formatWeek(week: WeekHours): string {
  return week.map((hours, day) => `${DAY_NAMES[day]} ${hours}`).join('; ');
}
