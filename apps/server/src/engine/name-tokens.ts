import { readUmlautDigraphs } from './address-terms.ts';
import { BRAND_WORDS, familyWords, knownBrand, type KnownBrand } from './hotel-brands.ts';
import { DIRECTIONS, GENERIC_WORDS, IGNORED_WORDS, romanValue, WORD_FORMS } from './name-words.ts';
import { compact, foldText, hasText } from './normalize-text.ts';
import type { PreparedText } from './prepare-values.ts';

/**
 * What a name word tells: a number or a compass point always tells properties apart; a generic
 * word (hotel, inn, de) never does; a brand word says whose it is; any other word is taken for a
 * place (a district, street, landmark), which does.
 */
export type NameTokenKind = 'number' | 'direction' | 'generic' | 'brand' | 'place';

export interface NameToken {
  /** The folded word as written. */
  text: string;
  /** The words it may stand for: "st" is Saint or Street, "nord" is north, "iv" is 4. */
  keys: readonly string[];
  kind: NameTokenKind;
  /** Set on the words of a label after the name: the city ("(Paris)") or an endorsement. */
  label?: { text: string; city: boolean };
  /** Written with a full stop ("Jct."): an abbreviation of a longer word. */
  dotted?: boolean;
}

/** What a name is read against: the property's city and the words of its brand's family. */
export interface NameSetting {
  city: string | null;
  family: ReadonlySet<string> | null;
}

export interface PreparedName extends PreparedText {
  tokens: readonly NameToken[];
  /** Words that never count: "the" ("The Savoy" is "Savoy, The" is "Savoy"). */
  omitted: readonly string[];
  setting: NameSetting;
}

const NO_SETTING: NameSetting = { city: null, family: null };

/** The setting of a reference's names: its city, and its brand (given, or leading the name). */
export function nameSetting(
  name: string | null | undefined,
  brand: string | null | undefined,
  city: string | null | undefined,
): NameSetting {
  const known = (hasText(brand) && knownBrand(brand)) || (hasText(name) && leadingBrand(name));
  return {
    city: hasText(city) ? wordKeys(foldText(city)) : null,
    family: known ? familyWords(known) : null,
  };
}

function leadingBrand(name: string): KnownBrand | null {
  const words = foldText(name).split(' ');
  for (let n = Math.min(3, words.length); n > 0; n--) {
    const brand = knownBrand(words.slice(0, n).join(' '));
    if (brand) return brand;
  }
  return null;
}

export function prepareName(
  raw: string | null | undefined,
  setting: NameSetting = NO_SETTING,
): PreparedName | null {
  if (!hasText(raw)) return null;
  const folded = foldText(raw);
  return { raw, folded, compact: compact(folded), ...nameWords(raw, folded, setting), setting };
}

/** The words of a name (`folded` is `foldText(raw)`), its labels' words marked. */
export function nameWords(
  raw: string,
  folded: string,
  setting: NameSetting,
): Pick<PreparedName, 'tokens' | 'omitted'> {
  const omitted: string[] = [];
  const labels: string[] = [];
  const body = withoutLabels(raw, setting, labels);
  const tokens = tokenize(body === raw ? folded : foldText(body), omitted);
  for (const text of labels.reverse()) {
    const words = foldText(text);
    const label = { text, city: setting.city !== null && wordKeys(words) === setting.city };
    for (const word of tokenize(words, omitted)) tokens.push({ ...word, label });
  }
  if (raw.includes('.')) {
    const dotted = new Set(raw.match(DOTTED)?.map((word) => foldText(word)));
    tokens.forEach((word, i) => {
      if (dotted.has(word.text)) tokens[i] = { ...word, dotted: true };
    });
  }
  return { tokens, omitted };
}

// A label a channel puts after the name: "(Paris)", ", Paris", " - Paris", ", an IHG Hotel".
const SEPARATORS = [' (', ', ', ' - ', ' – ', ' | ', ' by '];
const MAY_HAVE_LABEL = /[(,|–-]| by /i;
const ENDORSEMENT_FILLER = new Set(['a', 'an', 'by', 'hotel', 'hotels', 'resort', 'collection']);

/**
 * The name without the labels channels add after it, which go to `labels`: the city the property
 * is in, or its own brand family's endorsement (", an IHG Hotel", " by Hilton", ", Autograph
 * Collection"). Another city or another chain is no label: it counts as words of the name.
 */
function withoutLabels(raw: string, setting: NameSetting, labels: string[]): string {
  if ((!setting.city && !setting.family) || !MAY_HAVE_LABEL.test(raw)) return raw;
  let body = raw.trim();
  for (let found = true; found;) {
    found = false;
    for (const separator of SEPARATORS) {
      const at = body.toLowerCase().lastIndexOf(separator);
      if (at <= 0) continue;
      const label = body.slice(at + separator.length).replace(/\)\s*$/, '');
      if (separator === ' (' && !body.endsWith(')')) continue;
      if (label.includes('(') || !isLabel(foldText(label), setting)) continue;
      labels.push(body.slice(at).trim());
      body = body.slice(0, at).trim();
      found = true;
      break;
    }
  }
  return body;
}

/** A place's words by what they stand for, so that "Munich" is "München". */
function wordKeys(folded: string): string {
  return tokenize(folded, [])
    .map((word) => word.keys[0])
    .join(' ');
}

function isLabel(label: string, { city, family }: NameSetting): boolean {
  if (label === '') return false;
  if (city && wordKeys(label) === city) return true;
  if (!family) return false;
  const words = label.split(' ').filter((word) => !ENDORSEMENT_FILLER.has(word));
  return words.length > 0 && words.every((word) => family.has(word));
}

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
// Scripts written without spaces compare character by character.
const CJK_PIECES =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]|[^\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]+/gu;
const TERMINAL = /^t(\d{1,2})$/;
const DOTTED = /\p{L}+(?=\.)/gu;
const ORDINAL = /^(\d+)(st|nd|rd|th|er|re|e|eme|ere)$/;
const LETTERS_AND_DIGITS = /\d+|\D+/g;
const MIXED = /\d\D|\D\d/;

function tokenize(folded: string, omitted: string[]): NameToken[] {
  const tokens: NameToken[] = [];
  if (folded === '') return tokens;
  for (const word of folded.split(' ')) {
    if (IGNORED_WORDS.has(word)) omitted.push(word);
    else tokens.push(...wordTokens(word));
  }
  return tokens;
}

// Names repeat their words ("hotel", the brand, the city): each is read once.
const WORD_CACHE = new Map<string, readonly NameToken[]>();
const WORD_CACHE_SIZE = 50_000;

function wordTokens(word: string): readonly NameToken[] {
  let tokens = WORD_CACHE.get(word);
  if (tokens) return tokens;
  const terminal = TERMINAL.exec(word);
  const ordinal = ORDINAL.exec(word);
  if (terminal) {
    // "T4" on GDS screens and signs is Terminal 4.
    tokens = [{ ...token('terminal'), text: 't' }, token(terminal[1] as string)];
  } else if (ordinal) {
    tokens = [token(ordinal[1] as string)];
  } else if (CJK.test(word)) {
    tokens = (word.match(CJK_PIECES) ?? []).map(token);
  } else if (MIXED.test(word)) {
    tokens = (word.match(LETTERS_AND_DIGITS) ?? []).map(token);
  } else {
    tokens = [token(word)];
  }
  if (WORD_CACHE.size >= WORD_CACHE_SIZE) WORD_CACHE.clear();
  WORD_CACHE.set(word, tokens);
  return tokens;
}

const DIGITS = /^\d+$/;

function token(text: string): NameToken {
  const roman = romanValue(text);
  const keys = DIGITS.test(text)
    ? [String(Number(text))]
    : (WORD_FORMS.get(text) ??
      WORD_FORMS.get(readUmlautDigraphs(text)) ??
      (roman ? [String(roman)] : [text]));
  const key = keys[0] as string;
  const kind: NameTokenKind = DIGITS.test(key)
    ? 'number'
    : DIRECTIONS.has(key)
      ? 'direction'
      : GENERIC_WORDS.has(key)
        ? 'generic'
        : BRAND_WORDS.has(key)
          ? 'brand'
          : 'place';
  return { text, keys, kind };
}
