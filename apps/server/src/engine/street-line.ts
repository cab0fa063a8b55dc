import {
  canonicalStreetWord,
  isStreetQualifier,
  NO_NUMBER_MARKERS,
  NUMBER_SUFFIXES,
  SPELT_NUMBERS,
  UNIT_DESIGNATORS,
  type AddressLanguage,
} from './address-terms.ts';
import { foldCase } from './normalize-text.ts';

/*
 * The street line of an address ("123 Main St., Ste 101", "Friedrichstr. 12", "C/ Alcalá 45",
 * "Level 3/88 George St", "1 Chome-1-1 Marunouchi"): its words, house number and unit, and how
 * each was read when it took more than a lookup (for the evidence).
 */

const DASHES = /[\u2010-\u2015\u2212\u30fc\uff0d]/g;
const POSSESSIVE = /(\p{L})['\u2019]s\b/gu;
const INNER_DOT = /(\p{L})\.(?=\p{L})/gu;
const SIN_NUMERO = /\bs\s*\/\s*n\b/g;
// Japanese blocks however the chome is written: "1 Chome-1-1", "1-chome 1-1", "1-chōme-1-1".
const CHOME = /(\d+)\s*-?\s*chome\s*-?\s*(\d+)(?:\s*-\s*(\d+))?/g;
const TOKEN_SEPARATOR = /[^\p{L}\p{N}#/-]+/u;
/** "12", "12a", "12bis", a range "10-12", a Japanese block "1-1-1". */
const HOUSE_NUMBER = /^\d+(?:[a-z]|bis|ter|quater)?(?:-\d+[a-z]?){0,2}$/;
/** Australian and New Zealand "3/88" (unit 3 of number 88), also "L3/88". */
const UNIT_OF_NUMBER = /^(?:l|lvl)?(\d+[a-z]?|[a-z])\/(\d+[a-z]?)$/;
const NUMBER_PAIR = /^(\d+)\/(\d+)$/;
const GLUED_LEVEL = /^(?:l|lvl)(\d+)$/;
const ORDINAL = /^(\d+)(?:st|nd|rd|th|e|er|o|a)?$/;
const DIGIT = /\d/;
const DIGITS = /^\d+$/;
const LETTER = /^[a-z]$/;
const UNIT_MARK = '/';

function readsUnitOfNumber(language: AddressLanguage): boolean {
  return language === 'en' || language === 'ja';
}

function pushWords(tokens: string[], piece: string): void {
  for (const word of piece.split(/[-/]/)) if (word !== '') tokens.push(word);
}

/**
 * Folded words, house numbers kept whole ("12-14", "1-1-1"), '#101' kept with its sign, "s/n"
 * as "sn". In English-speaking countries "3/88" becomes the unit "3/" and the number "88".
 */
export function tokenize(line: string, language: AddressLanguage = 'en'): string[] {
  // Each rewrite runs only when its sign is there: most lines have no apostrophe, dot or slash,
  // and a Unicode-aware scan of every line costs more than the rest of the tokenising.
  let text = foldCase(line).replace(DASHES, '-');
  if (text.includes("'") || text.includes('\u2019')) text = text.replace(POSSESSIVE, '$1s');
  if (text.includes('.')) text = text.replace(INNER_DOT, '$1');
  if (text.includes('/')) text = text.replace(SIN_NUMERO, ' sn ');
  if (language === 'ja') {
    text = text.replace(CHOME, (_, chome: string, ban: string, go?: string) =>
      go ? ` ${chome}-${ban}-${go} ` : ` ${chome}-${ban} `,
    );
  }
  const tokens: string[] = [];
  for (const piece of text.split(TOKEN_SEPARATOR)) {
    if (HOUSE_NUMBER.test(piece)) {
      tokens.push(piece);
      continue;
    }
    const unitOf = readsUnitOfNumber(language) ? UNIT_OF_NUMBER.exec(piece) : null;
    const pair = unitOf ? null : NUMBER_PAIR.exec(piece);
    if (unitOf) tokens.push(`${unitOf[1]}${UNIT_MARK}`, unitOf[2] as string);
    // Elsewhere "5/7" is the range of a building on two numbers.
    else if (pair) tokens.push(`${pair[1]}-${pair[2]}`);
    else pushWords(tokens, piece);
  }
  return tokens;
}

const UNIT_OF_NUMBER_READ = 'unit-of-number';

function unitIdentifier(token: string, readAs: string[]): string {
  if (!token.endsWith(UNIT_MARK)) return token;
  readAs.push(UNIT_OF_NUMBER_READ);
  return token.slice(0, -1);
}

function takeUnit(tokens: string[], language: AddressLanguage, readAs: string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.length > 1 && token.startsWith('#')) {
      tokens.splice(i, 1);
      return token.slice(1);
    }
    if (token.endsWith(UNIT_MARK)) {
      tokens.splice(i, 1);
      return unitIdentifier(token, readAs);
    }
    const next = tokens[i + 1];
    const designator = UNIT_DESIGNATORS.get(token);
    // "Ste Catherine" is a saint's street, "Ste 101" a suite: a unit identifier has a digit or is one letter.
    if (designator && next !== undefined && (DIGIT.test(next) || next.length === 1)) {
      tokens.splice(i, 2);
      return unitIdentifier(next, readAs);
    }
    const level = readsUnitOfNumber(language) ? GLUED_LEVEL.exec(token) : null;
    if (level) {
      tokens.splice(i, 1);
      readAs.push(`level ${level[1]}`);
      return level[1] as string;
    }
    // "3rd Floor", "2. Stock"
    const ordinal =
      next !== undefined && UNIT_DESIGNATORS.get(next) === 'floor' ? ORDINAL.exec(token) : null;
    if (ordinal) {
      tokens.splice(i, 2);
      return ordinal[1] as string;
    }
  }
  return null;
}

/**
 * "12 bis", "5 a" (not in English, where "1200 K St" names the street K), and a range joined by
 * a one-letter word ("12 à 14", "24 e 26").
 */
function numberSuffix(
  number: string,
  tokens: readonly string[],
  index: number,
  language: AddressLanguage,
): { suffix: string; length: number; readAs?: string } | null {
  const next = tokens[index + 1];
  if (next === undefined) return null;
  if (NUMBER_SUFFIXES.has(next)) return { suffix: next, length: 2 };
  if (language === 'en' || language === 'ja' || !DIGITS.test(number) || !LETTER.test(next)) {
    return null;
  }
  const after = tokens[index + 2];
  if (after !== undefined && DIGITS.test(after) && Number(after) > Number(number)) {
    return { suffix: `-${after}`, length: 3, readAs: `range ${number} ${next} ${after}` };
  }
  return { suffix: next, length: 2, readAs: `letter apart ${number} ${next}` };
}

function takeHouseNumber(
  tokens: string[],
  language: AddressLanguage,
  readAs: string[],
): string | null {
  if (language === 'es' || language === 'it' || language === 'pt') {
    const marker = tokens.findIndex((token) => NO_NUMBER_MARKERS.has(token));
    if (marker >= 0) {
      tokens.splice(marker, 1);
      readAs.push('no number (s/n)');
      return null;
    }
  }
  let index = HOUSE_NUMBER.test(tokens[0] ?? '')
    ? 0
    : tokens.findLastIndex((token) => HOUSE_NUMBER.test(token));
  if (index < 0) return takeSpeltNumber(tokens, language, readAs);
  // "Rua Augusta 24 e 26": the number found last closes a range that opens two words before.
  if (
    index >= 2 &&
    numberSuffix(tokens[index - 2] as string, tokens, index - 2, language)?.length === 3
  ) {
    index -= 2;
  }
  const number = tokens[index] as string;
  const suffix = numberSuffix(number, tokens, index, language);
  tokens.splice(index, suffix?.length ?? 1);
  if (suffix?.readAs) readAs.push(suffix.readAs);
  if (language === 'ja' && number.includes('-')) readAs.push(`chome-ban-go ${number}`);
  return suffix ? `${number}${suffix.suffix}` : number;
}

/** "One Market Street": a spelt-out number opening an English line with no digits in it. */
function takeSpeltNumber(
  tokens: string[],
  language: AddressLanguage,
  readAs: string[],
): string | null {
  if (language !== 'en' || tokens.length < 2) return null;
  const number = SPELT_NUMBERS.get(tokens[0] as string);
  if (number === undefined) return null;
  readAs.push(`spelt-out ${tokens[0]}`);
  tokens.shift();
  return number;
}

export interface StreetLine {
  number: string | null;
  words: string[];
  unit: string | null;
  /** How the number or unit was read, when more than a lookup decided it ("unit-of-number"). */
  readAs: string[];
}

/** The words, house number and unit of a street line, from its tokens (which it consumes). */
export function parseStreetTokens(tokens: string[], language: AddressLanguage): StreetLine {
  const readAs: string[] = [];
  const unit = takeUnit(tokens, language, readAs);
  const number = takeHouseNumber(tokens, language, readAs);
  const unitOf = readAs.indexOf(UNIT_OF_NUMBER_READ);
  if (unitOf >= 0) readAs[unitOf] = `unit ${unit} of number ${number}`;
  const words = new Array<string>(tokens.length);
  // From the end, so that each word knows whether only qualifiers follow it.
  let endsName = true;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const word = canonicalStreetWord(tokens[i] as string, language, endsName);
    words[i] = word;
    endsName &&= isStreetQualifier(word, language);
  }
  return { number, words, unit, readAs };
}

export function parseStreetLine(line: string, language: AddressLanguage): StreetLine {
  return parseStreetTokens(tokenize(line, language), language);
}

/*
 * What a part of a one-line address holds, from its tokens: the parser tokenizes each part once.
 */

/** A house number somewhere in it. */
export function isStreetPart(tokens: readonly string[]): boolean {
  return tokens.some((token) => HOUSE_NUMBER.test(token));
}

/** Only a house number ("45") or "s/n". */
export function isNumberOnly(tokens: readonly string[]): boolean {
  return (
    tokens.length > 0 &&
    tokens.every((token) => HOUSE_NUMBER.test(token) || NO_NUMBER_MARKERS.has(token))
  );
}

export function isUnitOnly(tokens: readonly string[], language: AddressLanguage = 'en'): boolean {
  const rest = [...tokens];
  return takeUnit(rest, language, []) !== null && rest.length === 0;
}
