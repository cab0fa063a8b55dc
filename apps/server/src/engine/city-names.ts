import { CITY_EXONYMS, readUmlautDigraphs, type AddressLanguage } from './address-terms.ts';
import { containsWords } from './comparators/verdict.ts';
import { foldText } from './normalize-text.ts';
import { editSimilarity } from './similarity.ts';

/*
 * Cities as channels name them: the city itself, one of its boroughs, wards or suburbs ("Brooklyn,
 * NY", "Westminster", "Chiyoda City", "The Rocks NSW"), the city with its district ("Paris 8e",
 * "Wien-Innere Stadt", "Dublin 2"), or its English name ("Munich").
 */

/**
 * Sub-localities channels print in place of their city: boroughs and postal cities of New York,
 * London boroughs, Tokyo's 23 wards, Dubai communities, Sydney and Melbourne suburbs of the
 * central postcode, and the central districts of the demo's other cities. Keys are canonical
 * city names (after exonyms).
 */
const PARTS_OF: Readonly<Record<string, readonly string[]>> = {
  'new york': [
    'manhattan',
    'brooklyn',
    'queens',
    'bronx',
    'the bronx',
    'staten island',
    'new york city',
    'nyc',
    'long island city',
    'flushing',
    'jamaica',
    'astoria',
  ],
  london: [
    'westminster',
    'city of westminster',
    'city of london',
    'camden',
    'kensington',
    'chelsea',
    'kensington and chelsea',
    'mayfair',
    'soho',
    'covent garden',
    'marylebone',
    'knightsbridge',
    'belgravia',
    'bloomsbury',
    'southwark',
    'lambeth',
    'islington',
    'shoreditch',
    'tower hamlets',
    'canary wharf',
    'paddington',
    'greater london',
  ],
  tokyo: [
    'chiyoda',
    'chuo',
    'minato',
    'shinjuku',
    'bunkyo',
    'taito',
    'sumida',
    'koto',
    'shinagawa',
    'meguro',
    'ota',
    'setagaya',
    'shibuya',
    'nakano',
    'suginami',
    'toshima',
    'kita',
    'arakawa',
    'itabashi',
    'nerima',
    'adachi',
    'katsushika',
    'edogawa',
  ],
  dubai: [
    'dubai marina',
    'downtown dubai',
    'jumeirah',
    'jumeirah beach residence',
    'jbr',
    'palm jumeirah',
    'deira',
    'bur dubai',
    'business bay',
    'al barsha',
    'difc',
    'trade centre',
    'al sufouh',
    'umm suqeim',
    'al garhoud',
    'festival city',
  ],
  sydney: [
    'the rocks',
    'barangaroo',
    'millers point',
    'dawes point',
    'haymarket',
    'darling harbour',
    'circular quay',
    'pyrmont',
    'ultimo',
    'surry hills',
    'darlinghurst',
    'potts point',
    'woolloomooloo',
    'sydney cbd',
  ],
  melbourne: ['melbourne cbd', 'southbank', 'docklands', 'east melbourne', 'carlton', 'st kilda'],
  auckland: ['auckland cbd', 'auckland central', 'viaduct harbour', 'parnell', 'ponsonby'],
  toronto: ['downtown toronto', 'old toronto'],
  'mexico city': [
    'cuauhtemoc',
    'miguel hidalgo',
    'benito juarez',
    'polanco',
    'juarez',
    'coyoacan',
    'cdmx',
  ],
  paris: [],
  vienna: [
    'innere stadt',
    'leopoldstadt',
    'landstrasse',
    'wieden',
    'margareten',
    'mariahilf',
    'neubau',
    'josefstadt',
    'alsergrund',
  ],
  berlin: [
    'mitte',
    'tiergarten',
    'charlottenburg',
    'kreuzberg',
    'friedrichshain',
    'prenzlauer berg',
    'schoneberg',
  ],
  munich: ['altstadt', 'altstadt lehel', 'maxvorstadt', 'schwabing', 'ludwigsvorstadt'],
  madrid: ['centro', 'salamanca', 'chamberi', 'retiro', 'chamartin', 'tetuan'],
  barcelona: ['eixample', 'ciutat vella', 'gracia', 'sant marti'],
  rome: ['centro storico', 'trastevere', 'monti', 'prati'],
  milan: ['centro storico', 'brera', 'porta nuova'],
  lisbon: [
    'santa maria maior',
    'misericordia',
    'santo antonio',
    'avenidas novas',
    'baixa',
    'chiado',
  ],
  amsterdam: ['amsterdam centrum', 'centrum', 'grachtengordel'],
  dublin: ['dublin city'],
  zurich: ['altstadt', 'kreis 1'],
};

const PARENTS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const parents = new Map<string, Set<string>>();
  for (const [city, parts] of Object.entries(PARTS_OF)) {
    for (const part of parts) parents.set(part, (parents.get(part) ?? new Set()).add(city));
  }
  return parents;
})();

function isPartOf(part: string, city: string): boolean {
  return PARENTS.get(part)?.has(city) === true;
}

// "Chiyoda-ku", "Chiyoda City", "Osaka-shi": the ward or city word after a Japanese name.
const JAPANESE_SUFFIX = / (?:ku|city|shi|ward|machi)$/;
// "St. Louis" and "Saint Louis", "Ste-Foy" and "Sainte-Foy".
const SAINT = /\bsaint(e?)\b/g;
// "Paris 8e", "Paris 08", "8e arr.", "01. Innere Stadt", "Dublin 2": district numbers.
const LEADING_DISTRICT = /^\d{1,2}(?:e|er|eme)? (?:arr(?:ondissement)? )?/;
const TRAILING_DISTRICT = / \d{1,2}(?:e|er|eme)?(?: arr(?:ondissement)?)?$/;

/**
 * The comparable form of a city: folded; Saint as St; German "ae/oe/ue" read as the umlaut they stand for
 * ("Duesseldorf" is "Düsseldorf"); Japanese ward suffixes and district numbers dropped; the
 * English name for the local one ("München" -> munich, also as the first word of "Wien-Innere
 * Stadt").
 */
export function normalizeCity(
  raw: string | null | undefined,
  language: AddressLanguage,
): string | null {
  if (raw == null) return null;
  let city = foldText(raw).replace(SAINT, 'st$1');
  if (language === 'de') city = readUmlautDigraphs(city);
  if (language === 'ja') city = city.replace(JAPANESE_SUFFIX, '');
  const bare = city.replace(LEADING_DISTRICT, '').replace(TRAILING_DISTRICT, '');
  if (bare !== '') city = bare;
  if (city === '') return null;
  const whole = CITY_EXONYMS[city];
  if (whole) return whole;
  const space = city.indexOf(' ');
  const first = space > 0 ? CITY_EXONYMS[city.slice(0, space)] : undefined;
  return first ? first + city.slice(space) : city;
}

/** A city and the other localities the address names (districts, wards, the city beside a borough). */
export interface CityView {
  city: string | null;
  localities: readonly string[];
}

export type CityCheck = 'equal' | 'near' | 'different' | 'absent-on-channel';

export interface CityComparison {
  check: CityCheck;
  readAs: string | null;
}

/**
 * Same city, a borough or ward of it, or the city named beside its borough: equal. A channel that
 * names another ward of the same city is not. Where the names differ otherwise, a postal code
 * both sides agree on makes the channel's name a plausible sub-locality (near, a DISCREPANCY);
 * without that agreement it is another city.
 */
export function compareCities(
  source: CityView,
  channel: CityView,
  postalAgrees: boolean,
  similarity: number,
): CityComparison | null {
  const s = source.city;
  const c = channel.city;
  if (s === null) return null;
  if (c === null) return { check: 'absent-on-channel', readAs: null };
  if (s === c) return { check: 'equal', readAs: null };
  if (isPartOf(c, s)) return { check: 'equal', readAs: `${c} is part of ${s}` };
  const sibling = channel.localities.find((name) => name !== s && isPartOf(name, c));
  if (channel.localities.includes(s)) return { check: 'equal', readAs: `${s} named beside ${c}` };
  if (isPartOf(s, c) && sibling === undefined) {
    return { check: 'equal', readAs: `${s} is part of ${c}` };
  }
  if (source.localities.includes(c)) return { check: 'equal', readAs: `${c} named beside ${s}` };
  if (containsWords(s, c)) {
    return postalAgrees
      ? { check: 'equal', readAs: `city with its district, postcode agrees: ${c}` }
      : { check: 'near', readAs: `city with its district: ${c}` };
  }
  if (editSimilarity(s, c) >= similarity) return { check: 'near', readAs: null };
  return postalAgrees
    ? { check: 'near', readAs: `postcode agrees: ${c} read as a sub-locality of ${s}` }
    : { check: 'different', readAs: null };
}
