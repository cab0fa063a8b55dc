import type { DescriptionLanguage } from './countries.ts';
import { writeDescription } from './descriptions.ts';
import type { PropertyVersion } from './property-version.ts';
import type { Random } from './random.ts';
import type { FieldValue } from './snapshot-fields.ts';

/**
 * The real errors channels make, one function per kind: each takes what the listing would show
 * if it were right and returns what it shows instead.
 */

/** Another digit at one of the last four digit positions: a mistyped number. */
export function mistyped(text: string, random: Random): string {
  const positions = [...text.matchAll(/\d/g)].map((match) => match.index);
  if (positions.length === 0) return `${text} 1`;
  const at = positions[
    positions.length - 1 - random.int(0, Math.min(3, positions.length - 1))
  ] as number;
  return `${text.slice(0, at)}${(Number(text[at]) + random.int(1, 9)) % 10}${text.slice(at + 1)}`;
}

/** Two letters swapped in the longest word. */
export function typo(text: string, random: Random): string {
  const words = text.split(' ');
  let longest = 0;
  words.forEach((word, i) => {
    if (word.length > (words[longest] as string).length) longest = i;
  });
  const word = words[longest] as string;
  if (word.length < 4) return `${text}s`;
  const at = random.int(1, word.length - 3);
  words[longest] = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return words.join(' ');
}

export function misnumbered(value: FieldValue<'address'>, random: Random): FieldValue<'address'> {
  if (typeof value !== 'string') return { ...value, line1: mistyped(value.line1, random) };
  const comma = value.indexOf(',');
  return comma < 0
    ? mistyped(value, random)
    : mistyped(value.slice(0, comma), random) + value.slice(comma);
}

export function wrongPostcode(value: FieldValue<'address'>, random: Random): FieldValue<'address'> {
  if (typeof value === 'string')
    return value.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 3) % 10));
  return value.postalCode
    ? { ...value, postalCode: mistyped(value.postalCode, random) }
    : misnumbered(value, random);
}

const earlier = (time: string) =>
  `${String(Math.max(0, Number(time.slice(0, 2)) - 2)).padStart(2, '0')}${time.slice(2)}`;

/** Last season's hours: service ends two hours earlier every day. */
export function earlierClosing(value: FieldValue<'hours'>): FieldValue<'hours'> {
  if (typeof value === 'string') return value;
  return value.map(({ day, intervals }) => ({
    day,
    intervals: intervals.map((interval, i) =>
      i === intervals.length - 1 && interval.close >= '04:00'
        ? { ...interval, close: earlier(interval.close) }
        : interval,
    ),
  }));
}

/** One day of the week shown as closed. */
export function dayShownClosed(value: FieldValue<'hours'>, random: Random): FieldValue<'hours'> {
  if (typeof value === 'string') return value;
  const day = random.int(0, value.length - 1);
  return value.map((entry, i) => (i === day ? { ...entry, intervals: [] } : entry));
}

/** Last year's copy: the same facts, worded the way the chain wrote them before. */
export function outdatedCopy(
  value: FieldValue<'descriptions'>,
  version: PropertyVersion,
  random: Random,
): FieldValue<'descriptions'> {
  const seed = random.int(1, 2 ** 30);
  const outdated: FieldValue<'descriptions'> = {};
  for (const language of Object.keys(value)) {
    outdated[language] = writeDescription(version.subject, language as DescriptionLanguage, seed);
  }
  return outdated;
}

/** Only the first sentence survived the channel's import. */
export function truncatedCopy(value: FieldValue<'descriptions'>): FieldValue<'descriptions'> {
  const truncated: FieldValue<'descriptions'> = {};
  for (const [language, text] of Object.entries(value)) {
    truncated[language] = { ...text, content: `${text.content.split('. ')[0]}.` };
  }
  return truncated;
}

/** The last language is gone; a single-language listing loses its description altogether. */
export function droppedLanguage(
  value: FieldValue<'descriptions'>,
): FieldValue<'descriptions'> | null {
  const entries = Object.entries(value);
  return entries.length > 1 ? Object.fromEntries(entries.slice(0, -1)) : null;
}

export function droppedItems(value: string[], random: Random): string[] {
  const drop = new Set(random.sample(value, Math.min(value.length - 1, random.int(2, 4))));
  return value.filter((item) => !drop.has(item));
}

export function addedItems(
  value: string[],
  candidates: readonly string[],
  random: Random,
): string[] {
  return [
    ...value,
    ...random.sample(
      candidates.filter((item) => !value.includes(item)),
      random.int(1, 2),
    ),
  ];
}

/** One room's capacities scaled: a stale or mistyped capacity chart. */
export function wrongCapacity(
  value: FieldValue<'meetingRooms'>,
  random: Random,
): FieldValue<'meetingRooms'> {
  const at = random.int(0, value.length - 1);
  const scale = random.pick([0.5, 1.5, 1.8]);
  return value.map((room, i) =>
    i === at
      ? {
          ...room,
          capacities: Object.fromEntries(
            Object.entries(room.capacities).map(([setUp, seats]) => [
              setUp,
              Math.round(seats * scale),
            ]),
          ),
        }
      : room,
  );
}

/** One room's area in square feet where square metres were expected. */
export function areaInSquareFeet(
  value: FieldValue<'meetingRooms'>,
  random: Random,
): FieldValue<'meetingRooms'> {
  const at = random.int(0, value.length - 1);
  return value.map((room, i) =>
    i === at && room.areaSqm ? { ...room, areaSqm: Math.round(room.areaSqm * 10.764) } : room,
  );
}
