import { memoize } from './memo.ts';
import { foldText } from './normalize-text.ts';
import {
  NO_RATING_WORDS,
  OTHER_SCHEME_WORDS,
  STAR_CLASS_MARKS,
  STAR_NUMBER_WORDS,
  STAR_UNIT_WORDS,
} from './terms/star-rating-words.ts';

/** A star rating as a listing shows it: the figure, none at all, or something the engine cannot read. */
export type StarReading =
  | {
      kind: 'stars';
      stars: number;
      /** What gave the figure: "4.5", "★★★★", "four", "quattro"... */
      token: string;
      /** A distinction within the class ("superior" in "4 Sterne Superior"), if shown. */
      mark: string | null;
    }
  | { kind: 'none'; token: string }
  | { kind: 'unreadable'; reason: string };

const FIGURE = /(\d+(?:[.,]\d+)?)/;
const HALF_SYMBOL = /½|(?:^|\D)1\/2(?:\D|$)/;
const FILLED_STARS = /[★⭐🌟✪✭]/gu;
const ASTERISKS = /\*/g;
const KANJI_STARS = /([一二三四五六七])つ?星/;
const KANJI_NUMBERS = '一二三四五六七';
const HALF_WORDS: ReadonlySet<string> = new Set([
  'half',
  'halb',
  'demi',
  'mezza',
  'mezzo',
  'media',
  'medio',
  'meia',
  'meio',
]);
// Romanised Japanese: yotsuboshi (four stars), itsutsuboshi (five).
const BOSHI = /^([a-z]+?tsu)boshi$/;
const EINHALB = /^([a-z]+)einhalb$/;
const MAX_STARS = 7;

function mark(words: readonly string[]): string | null {
  for (const word of words) {
    if (STAR_CLASS_MARKS.has(word)) return word;
    if (/^\d(?:s|sup)$/.test(word)) return 'superior';
  }
  return null;
}

function figureOf(raw: string, words: readonly string[]): [number, string] | null {
  const figure = FIGURE.exec(raw)?.[1];
  const half = HALF_SYMBOL.test(raw) || words.some((word) => HALF_WORDS.has(word));
  if (figure !== undefined) {
    const value = Number(figure.replace(',', '.'));
    return [half && Number.isInteger(value) ? value + 0.5 : value, figure];
  }
  const symbols = raw.match(FILLED_STARS)?.length ?? raw.match(ASTERISKS)?.length ?? 0;
  if (symbols > 0) return [half ? symbols + 0.5 : symbols, raw.trim()];
  const kanji = KANJI_STARS.exec(raw);
  if (kanji) return [KANJI_NUMBERS.indexOf(kanji[1] as string) + 1, kanji[0]];
  const hasUnit = words.some((word) => STAR_UNIT_WORDS.has(word));
  for (const word of words) {
    const boshi = BOSHI.exec(word)?.[1];
    const boshiValue = boshi === undefined ? undefined : STAR_NUMBER_WORDS[boshi];
    if (boshiValue !== undefined) return [boshiValue, word];
    const einhalb = EINHALB.exec(word)?.[1];
    const einhalbValue = einhalb === undefined ? undefined : STAR_NUMBER_WORDS[einhalb];
    if (einhalbValue !== undefined && hasUnit) return [einhalbValue + 0.5, word];
    const value = STAR_NUMBER_WORDS[word];
    if (value !== undefined && hasUnit) return [half ? value + 0.5 : value, word];
  }
  return null;
}

/**
 * Reads a star rating in the ways listings write it: 4, "4.0", "4,5", "4-star", "four-star",
 * "4-Sterne", "quattro stelle", "cuatro estrellas", "★★★★", "****", "4*", "3½", "4 Sterne
 * Superior", "4つ星". A figure that is not a star class (a 8.6/10 review score, 4.3) or another
 * scheme's rating (AAA diamonds) is unreadable, not wrong.
 */
export function readStarRating(value: number | string): StarReading {
  if (typeof value === 'number') return classify(value, String(value), null);
  return readText(value);
}

const readText = memoize((raw: string): StarReading => {
  const folded = foldText(raw);
  const words = folded === '' ? [] : folded.split(' ');
  const padded = ` ${folded} `;
  for (const phrase of NO_RATING_WORDS) {
    if (padded.includes(` ${phrase} `)) return { kind: 'none', token: phrase };
  }
  const scheme = words.find((word) => OTHER_SCHEME_WORDS.has(word));
  if (scheme !== undefined) {
    return { kind: 'unreadable', reason: `a rating of another scheme ("${scheme}"), not stars` };
  }
  const figure = figureOf(raw, words);
  if (figure === null) return { kind: 'unreadable', reason: 'no star count in the value' };
  return classify(figure[0], figure[1], mark(words));
});

function classify(stars: number, token: string, classMark: string | null): StarReading {
  if (stars === 0) return { kind: 'none', token };
  if (!Number.isFinite(stars) || stars < 0 || stars > MAX_STARS || !Number.isInteger(stars * 2)) {
    return {
      kind: 'unreadable',
      reason: `${token} is not a star class (0 to ${MAX_STARS} in half stars): a review score?`,
    };
  }
  return { kind: 'stars', stars, token, mark: classMark };
}
