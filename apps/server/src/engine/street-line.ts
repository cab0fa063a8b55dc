import {
  canonicalStreetWord,
  isStreetQualifier,
  NUMBER_SUFFIXES,
  UNIT_DESIGNATORS,
  type AddressLanguage,
} from './address-terms.ts';
import { foldCase } from './normalize-text.ts';

/*
 * The street line of an address ("123 Main St., Ste 101", "Friedrichstr. 12", "C/ Alcalá 45"):
 * its words, house number and unit.
 */

const INNER_DOT = /(\p{L})\.(?=\p{L})/gu;
const TOKEN_SEPARATOR = /[^\p{L}\p{N}#-]+/u;
const HOUSE_NUMBER = /^\d+[a-z]?(?:-\d+[a-z]?)?$/;
const ORDINAL = /^(\d+)(?:st|nd|rd|th|e|er|o|a)?$/;
const DIGIT = /\d/;

/** Folded words, house numbers kept whole ("12-14"), '#101' kept with its sign. */
export function tokenize(line: string): string[] {
  const tokens: string[] = [];
  for (const piece of foldCase(line).replace(INNER_DOT, '$1').split(TOKEN_SEPARATOR)) {
    if (HOUSE_NUMBER.test(piece)) tokens.push(piece);
    else for (const word of piece.split('-')) if (word !== '') tokens.push(word);
  }
  return tokens;
}

function takeUnit(tokens: string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.length > 1 && token.startsWith('#')) {
      tokens.splice(i, 1);
      return token.slice(1);
    }
    const next = tokens[i + 1];
    const designator = UNIT_DESIGNATORS.get(token);
    // "Ste Catherine" is a saint's street, "Ste 101" a suite: a unit identifier has a digit or is one letter.
    if (designator && next !== undefined && (DIGIT.test(next) || next.length === 1)) {
      tokens.splice(i, 2);
      return next;
    }
    // "3rd Floor", "2. Stock"
    const ordinal = ORDINAL.exec(token);
    if (ordinal && next !== undefined && UNIT_DESIGNATORS.get(next) === 'floor') {
      tokens.splice(i, 2);
      return ordinal[1] as string;
    }
  }
  return null;
}

function takeHouseNumber(tokens: string[]): string | null {
  const index = HOUSE_NUMBER.test(tokens[0] ?? '')
    ? 0
    : tokens.findLastIndex((token) => HOUSE_NUMBER.test(token));
  if (index < 0) return null;
  const suffix = tokens[index + 1];
  const withSuffix = suffix !== undefined && NUMBER_SUFFIXES.has(suffix);
  const [number] = tokens.splice(index, withSuffix ? 2 : 1);
  return withSuffix ? `${number}${suffix}` : (number as string);
}

export interface StreetLine {
  number: string | null;
  words: string[];
  unit: string | null;
}

/** The words, house number and unit of a street line, from its tokens (which it consumes). */
export function parseStreetTokens(tokens: string[], language: AddressLanguage): StreetLine {
  const unit = takeUnit(tokens);
  const number = takeHouseNumber(tokens);
  const words = new Array<string>(tokens.length);
  // From the end, so that each word knows whether only qualifiers follow it.
  let endsName = true;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const word = canonicalStreetWord(tokens[i] as string, language, endsName);
    words[i] = word;
    endsName &&= isStreetQualifier(word, language);
  }
  return { number, words, unit };
}

export function parseStreetLine(line: string, language: AddressLanguage): StreetLine {
  return parseStreetTokens(tokenize(line), language);
}

/*
 * What a part of a one-line address holds, from its tokens: the parser tokenizes each part once.
 */

/** A house number somewhere in it. */
export function isStreetPart(tokens: readonly string[]): boolean {
  return tokens.some((token) => HOUSE_NUMBER.test(token));
}

export function isNumberOnly(tokens: readonly string[]): boolean {
  return tokens.length > 0 && tokens.every((token) => HOUSE_NUMBER.test(token));
}

export function isUnitOnly(tokens: readonly string[]): boolean {
  const rest = [...tokens];
  return takeUnit(rest) !== null && rest.length === 0;
}
