import { numberWords, unitWord } from './description-number-words.ts';
import { foldCase } from './normalize-text.ts';

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const AMPERSAND = /&/g;

/** Per BMP code point: 1 for a letter or digit, 2 for anything else, 0 not yet seen. */
const UNIT_KINDS = new Uint8Array(0x10000);

function isWordCodePoint(code: number): boolean {
  if (code >= 0x10000) return WORD_CHAR.test(String.fromCodePoint(code));
  let kind = UNIT_KINDS[code] as number;
  if (kind === 0) {
    kind = WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 2;
    UNIT_KINDS[code] = kind;
  }
  return kind === 1;
}

/**
 * The words of a text, runs of letters and digits of any script as /[\p{L}\p{N}]+/gu finds them,
 * with where each starts and ends: one pass over the character codes, which every channel text
 * that differs from the reference goes through.
 */
function scanWords(text: string, starts?: number[], ends?: number[]): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    let width = 1;
    if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        width = 2;
      }
    }
    if (isWordCodePoint(code)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(text.slice(start, i));
      starts?.push(start);
      ends?.push(i);
      start = -1;
    }
    i += width - 1;
  }
  if (start >= 0) {
    words.push(text.slice(start));
    starts?.push(start);
    ends?.push(text.length);
  }
  return words;
}

/** Digits only, as /^\d+$/ reads them; a loop, since every token of a text is asked. */
export function isNumber(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** A cleaned description (clean-description.ts) folded: lower case, no diacritics, '&' as 'and'. */
export function foldDescription(cleaned: string): string {
  return foldCase(cleaned.includes('&') ? cleaned.replace(AMPERSAND, ' and ') : cleaned);
}

/**
 * The fact tokens of a stretch of folded text (`foldDescription`): a number written as a word in
 * digits ("two" -> "2"), a unit after a number in one spelling ("5 minutes" -> "5 min"; units
 * are never digits, so a token is a number exactly when the next word may be a unit).
 * `afterNumber` when the token before the stretch is a number; `language` is a primary subtag.
 */
export function factTokens(folded: string, language: string, afterNumber = false): string[] {
  return toFactTokens(scanWords(folded), language, afterNumber);
}

function toFactTokens(words: string[], language: string, afterNumber: boolean): string[] {
  const numbers = numberWords(language);
  let previousIsNumber = afterNumber;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const token = (previousIsNumber ? unitWord(word) : null) ?? numbers?.get(word) ?? word;
    words[i] = token;
    previousIsNumber = isNumber(token);
  }
  return words;
}

/** A reference description read once: its folded text, fact tokens and where each word is. */
export interface TextReading {
  folded: string;
  tokens: string[];
  /** Offset in `folded` of each token's first character, and just past its last. */
  starts: Int32Array;
  ends: Int32Array;
}

export function readText(cleaned: string, language: string): TextReading {
  const folded = foldDescription(cleaned);
  const starts: number[] = [];
  const ends: number[] = [];
  const tokens = toFactTokens(scanWords(folded, starts, ends), language, false);
  return { folded, tokens, starts: new Int32Array(starts), ends: new Int32Array(ends) };
}
