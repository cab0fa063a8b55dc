import {
  DAY_WORD_TABLE,
  LANGUAGE_PRIORITY,
  PHRASES,
  WORD_TABLE,
  type HoursLanguage,
  type HoursWordKind,
} from './hours-words.ts';

/**
 * A strict reader of opening hours written as text: the OpenStreetMap / schema.org form
 * ("Mo-Fr 09:00-18:00; Sa 10:00-14:00; Su off"), Google's day lines ("Monday 9 AM–5 PM"), and the
 * free text of listings in English, German, French, Italian, Spanish and Japanese ("Montag Ruhetag",
 * "du lundi au vendredi de 9h à 18h", "11:00～22:00 定休日 月曜"). A word it does not know, or a day
 * or time it cannot place, makes the whole text unreadable: a guessed week would be judged as if
 * it were read.
 */

/** Seven entries, Monday first, each 'closed' or the day's sorted intervals ("09:00-14:00,18:00-23:00"). */
export type WeekHours = readonly string[];

export type HoursTextReading =
  | {
      week: WeekHours;
      /**
       * Per day, every way the day can be read when the text uses 12-hour shorthand without am/pm
       * ("5-11" is 05:00-11:00 or 17:00-23:00); null when the text reads one way only.
       */
      readings: ReadonlyArray<readonly string[]> | null;
      /** Shorthand with more than one daytime reading, as written with its readings. */
      ambiguous: readonly string[];
      language: HoursLanguage | null;
    }
  | { week: null; reason: string };

export const CLOSED = 'closed';
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const DAY = 24 * 60;

interface Time {
  hour: number;
  minute: number;
  meridiem: 'a' | 'p' | null;
  /** Written on the 24-hour clock: "09:00", "18h", "9 Uhr", "11時". */
  fixed: boolean;
  text: string;
}

type Token =
  | { kind: 'day'; word: string; days: ReadonlyMap<HoursLanguage, number> }
  | { kind: 'time'; time: Time }
  | { kind: 'allDay' | 'closed' | 'daily' | 'holiday' | 'range' | 'list' | 'comma' | 'sep' };

class Unreadable extends Error {}

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015\u2212\u301c]/g, (dash) => (dash === '\u301c' ? '~' : '-'))
    .replace(/[\u2018\u2019]/g, "'");
}

const SPACE = /[ \t\u00a0]+/y;
const TIME =
  /(\d{1,2})(?:(?::|\.|h|時)\s?(\d{2}))?(?:\s*(uhr|hrs?|h|時)(?![a-z]))?分?(?:\s*(a\.\s?m\.?|p\.\s?m\.?|am|pm)(?![a-z])|([ap])(?![a-z]))?/y;
/** The same time without am/pm: German "am Sonntag" after "14" is not a meridiem. */
const TIME_24 = /(\d{1,2})(?:(?::|\.|h|時)\s?(\d{2}))?(?:\s*(uhr|hrs?|h|時)(?![a-z]))?分?/y;
const WORD = /[a-z]+\.?/y;
const SENTENCE_GOES_ON = /\s+[a-z]/y;
const JAPANESE_WORD = /定休日|休業日|定休|祝日|毎日|営業時間|年中無休|休み|祝|平日/y;

/** Words for a run of days, read as the range they name. */
const DAY_RUNS: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['weekdays', [0, 4]],
  ['weekday', [0, 4]],
  ['wochentags', [0, 4]],
  ['平日', [0, 4]],
  ['weekends', [5, 6]],
  ['weekend', [5, 6]],
]);

const anyLanguage = (day: number): ReadonlyMap<HoursLanguage, number> =>
  new Map(LANGUAGE_PRIORITY.map((language) => [language, day]));
const JAPANESE_DAY = /([月火水木金土日])(?:曜日?)?/y;
const PUNCTUATION: Readonly<Record<string, Token['kind'] | null>> = {
  ';': 'sep',
  '|': 'sep',
  '\n': 'sep',
  '\r': null,
  '.': 'sep',
  ',': 'comma',
  '、': 'comma',
  '/': 'list',
  '&': 'list',
  '+': 'list',
  '・': 'list',
  '-': 'range',
  '~': 'range',
  ':': null,
  '(': null,
  ')': null,
};

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function wordTokens(word: string): Token[] {
  const run = DAY_RUNS.get(word);
  if (!run) return [wordToken(word)].filter((token) => token !== null);
  return [
    { kind: 'day', word, days: anyLanguage(run[0]) },
    { kind: 'range' },
    { kind: 'day', word, days: anyLanguage(run[1]) },
  ];
}

function wordToken(word: string): Token | null {
  const days = DAY_WORD_TABLE.get(word);
  if (days) return { kind: 'day', word, days };
  const kind: HoursWordKind | undefined = WORD_TABLE.get(word);
  if (kind === undefined) throw new Unreadable(`unknown word "${word}"`);
  if (kind === 'filler') return null;
  if (kind === 'noon' || kind === 'midnight') {
    const meridiem = kind === 'noon' ? 'p' : 'a';
    return { kind: 'time', time: { hour: 12, minute: 0, meridiem, fixed: false, text: word } };
  }
  return { kind };
}

function timeToken(match: RegExpExecArray): Token {
  const [text, hours, minutes, marker, meridiem, letter] = match;
  const hour = Number(hours);
  const minute = Number(minutes ?? 0);
  const ampm = meridiem ?? letter;
  if (hour > 24 || minute > 59 || (ampm && (hour === 0 || hour > 12))) {
    throw new Unreadable(`"${text.trim()}" is not a time`);
  }
  return {
    kind: 'time',
    time: {
      hour,
      minute,
      meridiem: ampm ? (ampm[0] as 'a' | 'p') : null,
      fixed: !ampm && (marker !== undefined || hour > 12 || hours!.startsWith('0')),
      text: text.trim(),
    },
  };
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const push = (token: Token | null) => token && tokens.push(token);
  let at = 0;
  scan: while (at < text.length) {
    const space = sticky(SPACE, text, at);
    if (space) {
      at += space[0].length;
      continue;
    }
    for (const [pattern, kind] of PHRASES) {
      const phrase = sticky(pattern, text, at);
      // "18h-24h" closes at midnight; "24h" alone is open around the clock.
      if (phrase && !(kind === 'allDay' && tokens.at(-1)?.kind === 'range')) {
        if (kind !== 'filler') push({ kind } as Token);
        at += phrase[0].length;
        continue scan;
      }
    }
    let time = sticky(TIME, text, at);
    if (time && (time[4] ?? time[5]) && (Number(time[1]) > 12 || Number(time[1]) === 0)) {
      time = sticky(TIME_24, text, at);
    }
    const word = time ? null : sticky(WORD, text, at);
    const japanese = time || word ? null : sticky(JAPANESE_WORD, text, at);
    const japaneseDay = time || word || japanese ? null : sticky(JAPANESE_DAY, text, at);
    if (time) push(timeToken(time));
    else if (word) {
      const bare = word[0].replace(/\.$/, '');
      tokens.push(...wordTokens(bare));
      // The dot of an abbreviation ("Mo.", "lun.") belongs to it; after a whole word followed by
      // more words it ends a sentence ("Chiuso il lunedì. Da martedì…").
      if (
        bare.length >= 5 &&
        bare !== word[0] &&
        sticky(SENTENCE_GOES_ON, text, at + word[0].length)
      ) {
        push({ kind: 'sep' });
      }
    } else if (japanese) tokens.push(...wordTokens(japanese[0]));
    else if (japaneseDay) push(wordToken(japaneseDay[1]!));
    else {
      const char = text[at]!;
      const kind = PUNCTUATION[char];
      if (kind === undefined) throw new Unreadable(`unexpected "${char}"`);
      if (kind !== null) push({ kind } as Token);
      at += 1;
      continue;
    }
    at += (time ?? word ?? japanese ?? japaneseDay)![0].length;
  }
  return tokens;
}

/** The one language that knows every day word of the text; the first by priority if several do. */
function dayLanguage(tokens: readonly Token[]): HoursLanguage | null {
  let languages: HoursLanguage[] | null = null;
  for (const token of tokens) {
    if (token.kind !== 'day') continue;
    const known = token.days;
    languages = (languages ?? [...LANGUAGE_PRIORITY]).filter((language) => known.has(language));
    if (languages.length === 0) {
      throw new Unreadable(`day words of different languages ("${token.word}")`);
    }
  }
  return languages?.[0] ?? null;
}

interface Range {
  open: Time;
  close: Time;
}

type State = { kind: 'closed' } | { kind: 'allDay' } | { kind: 'ranges'; ranges: Range[] };

interface Rule {
  days: Set<number> | null;
  state: State | null;
  /** A separator followed the state: days with hours of their own after it start a new rule. */
  separatedFromState: boolean;
  separatedFromDays: boolean;
}

const newRule = (): Rule => ({
  days: null,
  state: null,
  separatedFromState: false,
  separatedFromDays: false,
});

/** Rules in the order written; a later rule overrides an earlier one on the days they share. */
function parseRules(tokens: readonly Token[], language: HoursLanguage | null): Rule[] {
  const rules: Rule[] = [];
  let rule = newRule();
  let at = 0;
  const peek = (offset = 0) => tokens[at + offset];
  const finish = () => {
    rules.push(rule);
    rule = newRule();
  };
  const dayOf = (token: Token | undefined) =>
    token?.kind === 'day' ? token.days.get(language!) : undefined;
  const startsDays = (token: Token | undefined) =>
    token?.kind === 'day' || token?.kind === 'daily' || token?.kind === 'holiday';

  const startsState = (token: Token | undefined) =>
    token?.kind === 'time' || token?.kind === 'closed' || token?.kind === 'allDay';
  /** A day or day range at `from` that has its own hours after it. */
  const daysWithState = (from: number) => {
    if (tokens[from]?.kind !== 'day') return false;
    const end = tokens[from + 1]?.kind === 'range' ? from + 3 : from + 1;
    return startsState(tokens[end]);
  };

  /**
   * After a state ("closed Mon, Tue-Sun 12-22"), the list stops before a day that has its own hours.
   */
  const readDays = (afterState: boolean): Set<number> => {
    const days = new Set<number>();
    for (;;) {
      const token = peek()!;
      at += 1;
      if (token.kind === 'daily') ALL_DAYS.forEach((day) => days.add(day));
      else if (token.kind === 'day') {
        const first = dayOf(token)!;
        let last = first;
        if (peek()?.kind === 'range') {
          const end = dayOf(peek(1));
          if (end === undefined)
            throw new Unreadable(`a day range from "${token.word}" has no end`);
          last = end;
          at += 2;
        }
        for (let day = first; ; day = (day + 1) % 7) {
          days.add(day);
          if (day === last) break;
        }
      }
      if (startsDays(peek())) continue;
      if (
        (peek()?.kind === 'comma' || peek()?.kind === 'list') &&
        startsDays(peek(1)) &&
        !(afterState && daysWithState(at + 1))
      ) {
        at += 1;
        continue;
      }
      return days;
    }
  };

  const readRanges = (): Range[] => {
    const ranges: Range[] = [];
    for (;;) {
      const open = peek();
      const close = peek(2);
      if (open?.kind !== 'time' || peek(1)?.kind !== 'range' || close?.kind !== 'time') {
        const text = open?.kind === 'time' ? open.time.text : '';
        throw new Unreadable(`"${text}" is not a range of times`);
      }
      ranges.push({ open: open.time, close: close.time });
      at += 3;
      const next = peek();
      if ((next?.kind === 'comma' || next?.kind === 'list') && peek(1)?.kind === 'time') at += 1;
      else return ranges;
    }
  };

  const setState = (state: State) => {
    if (rule.state) {
      // A second state without days between: the first stands alone ("11-22, closed Mon").
      finish();
    }
    rule.state = state;
    if (rule.days) finish();
  };

  while (at < tokens.length) {
    const token = peek()!;
    if (startsDays(token)) {
      const days = readDays(rule.state !== null && !rule.days);
      // "Closed Mondays", and "Ouvert 24h/24, 7j/7": days after a state are its days, unless a
      // separator came between and the days have hours of their own ("9-17, Sat 10-14").
      if (rule.state && !rule.days && (!rule.separatedFromState || !startsState(peek()))) {
        rule.days = days;
        finish();
      } else if (rule.days && !rule.state) {
        if (rule.separatedFromDays) throw new Unreadable('days without hours');
        days.forEach((day) => rule.days!.add(day));
      } else {
        if (rule.state) finish();
        rule.days = days;
      }
    } else if (token.kind === 'time') setState({ kind: 'ranges', ranges: readRanges() });
    else if (token.kind === 'closed' || token.kind === 'allDay') {
      at += 1;
      setState({ kind: token.kind });
    } else if (token.kind === 'range') throw new Unreadable('a dash with no day or time before it');
    else {
      at += 1;
      if (rule.state) rule.separatedFromState = true;
      else if (rule.days) rule.separatedFromDays = true;
    }
  }
  if (rule.days && !rule.state) throw new Unreadable('days without hours');
  if (rule.state) rules.push(rule);
  return rules;
}

function hhmm(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `${String(hour).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight a time can mean; two for a bare hour of a 12-hour text. */
function clockReadings(time: Time, clock24: boolean, closing: boolean): number[] {
  if (time.meridiem) {
    const minutes = ((time.hour % 12) + (time.meridiem === 'p' ? 12 : 0)) * 60 + time.minute;
    return [closing && minutes === 0 ? DAY : minutes];
  }
  if (time.fixed || clock24) {
    const minutes = time.hour * 60 + time.minute;
    return [closing && minutes === 0 ? DAY : minutes];
  }
  const morning = (time.hour % 12) * 60 + time.minute;
  // Nobody opens at a bare "12" meaning midnight; a bare "12" closing can be noon or midnight.
  if (!closing && time.hour === 12) return [morning + 12 * 60];
  return [closing && morning === 0 ? DAY : morning, morning + 12 * 60];
}

const duration = (open: number, close: number) => (close - open + DAY) % DAY || DAY;
const overnight = (open: number, close: number) => close < open;
const MAX_SHORTHAND_SPAN = 15 * 60;
const LATEST_OVERNIGHT_CLOSE = 5 * 60;

/**
 * The readings of one range. A bare hour next to one with am/pm or on the 24-hour clock takes the
 * meaning that gives the shorter opening ("9-5pm" is 9 am, "6pm-2" closes at 2 am). Two bare hours
 * keep every plausible reading, daytime first, for the comparison to settle against the reference.
 */
function rangeReadings({ open, close }: Range, textClock24: boolean): Array<[number, number]> {
  // "7-10pm" is on the 12-hour clock whatever the rest of the text uses.
  const clock24 = textClock24 && !open.meridiem && !close.meridiem;
  const opens = clockReadings(open, clock24, false);
  const closes = clockReadings(close, clock24, true);
  const pairs = opens.flatMap((o) => closes.map((c): [number, number] => [o, c]));
  if (pairs.length === 1) return pairs;
  if (opens.length === 1 || closes.length === 1) {
    return [pairs.reduce((best, pair) => (duration(...pair) < duration(...best) ? pair : best))];
  }
  const plausible = pairs.filter(
    ([o, c]) =>
      duration(o, c) <= MAX_SHORTHAND_SPAN && (!overnight(o, c) || c <= LATEST_OVERNIGHT_CLOSE),
  );
  const rank = ([o, c]: [number, number]) =>
    (overnight(o, c) ? 4 : 0) + (o >= 6 * 60 && o <= 16 * 60 ? 0 : 2) + (o >= 12 * 60 ? 0 : 1);
  return plausible.sort((a, b) => rank(a) - rank(b));
}

function intervalText([open, close]: [number, number]): string {
  return `${hhmm(open)}-${hhmm(close)}`;
}

/** Every day string a list of ranges can give, primary reading first. */
function dayReadings(ranges: readonly Range[], clock24: boolean, ambiguous: string[]): string[] {
  let days: Array<Array<[number, number]>> = [[]];
  for (const range of ranges) {
    const readings = rangeReadings(range, clock24);
    if (readings.length === 0) {
      throw new Unreadable(
        `cannot tell the time of day of "${range.open.text}-${range.close.text}"`,
      );
    }
    days = days.flatMap((day) => readings.map((reading) => [...day, reading]));
  }
  // A split day is written in order: each service opens after the one before has closed.
  const inOrder = days.filter((day) =>
    day.every(([open], i) => {
      const before = day[i - 1];
      return !before || open >= (overnight(...before) ? before[1] + DAY : before[1]);
    }),
  );
  if (inOrder.length === 0) throw new Unreadable('the hours of a day overlap');
  ranges.forEach((range, i) => {
    const daytime = new Set(
      inOrder.flatMap((day) => (overnight(...day[i]!) ? [] : [intervalText(day[i]!)])),
    );
    if (daytime.size > 1) {
      ambiguous.push(`"${range.open.text}-${range.close.text}" (${[...daytime].join(' or ')})`);
    }
  });
  return [...new Set(inOrder.map((day) => day.map(intervalText).toSorted().join(',')))];
}

function readRules(text: string): HoursTextReading {
  const tokens = tokenize(fold(text));
  const language = dayLanguage(tokens);
  const rules = parseRules(tokens, language);
  if (!rules.some((rule) => rule.state?.kind === 'ranges' || rule.state?.kind === 'allDay')) {
    throw new Unreadable('no opening times');
  }
  const times = tokens.flatMap((token) => (token.kind === 'time' ? [token.time] : []));
  // Only English listings write hours on a 12-hour clock without saying so.
  const clock24 = (language !== null && language !== 'en') || times.some((time) => time.fixed);
  const week = new Array<string>(7).fill(CLOSED);
  const readings = new Array<readonly string[] | null>(7).fill(null);
  const ambiguous: string[] = [];
  rules.forEach((rule, index) => {
    if (!rule.days && index > 0) throw new Unreadable('hours without days after other days');
    const state = rule.state!;
    const options =
      state.kind === 'closed'
        ? [CLOSED]
        : state.kind === 'allDay'
          ? ['00:00-24:00']
          : dayReadings(state.ranges, clock24, ambiguous);
    for (const day of rule.days ?? ALL_DAYS) {
      week[day] = options[0]!;
      readings[day] = options.length > 1 ? options : null;
    }
  });
  return {
    week,
    readings: readings.some(Boolean) ? readings.map((r, day) => r ?? [week[day]!]) : null,
    ambiguous,
    language,
  };
}

/** Reads opening hours text; the reason when it cannot be read. */
export function readHoursText(text: string): HoursTextReading {
  try {
    return readRules(text);
  } catch (error) {
    if (error instanceof Unreadable) return { week: null, reason: error.message };
    throw error;
  }
}
