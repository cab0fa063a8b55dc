/**
 * Street vocabulary for the address parser: abbreviations and full forms map to one canonical
 * word, so "St"/"Street", "Ste"/"Suite" or "Str."/"Straße" compare equal whichever way a channel
 * writes them. Keys are folded (lower case, no diacritics, ß -> ss, dots inside words removed).
 */
/** 'ja' is Japan read in Latin script: English vocabulary, chome-ban-go block numbers. */
export type AddressLanguage = 'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja';

const COUNTRY_LANGUAGES: Readonly<Record<string, AddressLanguage>> = {
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  IT: 'it',
  SM: 'it',
  PT: 'pt',
  BR: 'pt',
  NL: 'nl',
  JP: 'ja',
};

export function addressLanguage(countryCode: string): AddressLanguage {
  return COUNTRY_LANGUAGES[countryCode.toUpperCase()] ?? 'en';
}

/** Street types and other words every language writes the English way on international channels. */
const COMMON: Readonly<Record<string, string>> = {
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  boul: 'boulevard',
  bd: 'boulevard',
  bvd: 'boulevard',
  rd: 'road',
  dr: 'drive',
  ln: 'lane',
  pl: 'place',
  sq: 'square',
  ct: 'court',
  hwy: 'highway',
  pkwy: 'parkway',
  cir: 'circle',
  cres: 'crescent',
  ctr: 'center',
  centre: 'center',
  mt: 'mount',
  ft: 'fort',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
};

const BY_LANGUAGE: Readonly<Record<AddressLanguage, Readonly<Record<string, string>>>> = {
  en: { str: 'street' },
  fr: {
    st: 'saint',
    ste: 'sainte',
    fg: 'faubourg',
    fbg: 'faubourg',
    imp: 'impasse',
    ch: 'chemin',
    rte: 'route',
    all: 'allee',
  },
  de: { str: 'strasse', pl: 'platz', st: 'sankt' },
  es: {
    c: 'calle',
    cl: 'calle',
    av: 'avenida',
    avda: 'avenida',
    pza: 'plaza',
    plza: 'plaza',
    po: 'paseo',
    pso: 'paseo',
    ctra: 'carretera',
  },
  it: { v: 'via', vle: 'viale', pza: 'piazza', pzza: 'piazza', cso: 'corso', lgo: 'largo' },
  pt: { r: 'rua', av: 'avenida', pca: 'praca', trav: 'travessa' },
  nl: { str: 'straat', pl: 'plein' },
  ja: {},
};

/**
 * What tells apart streets that share a name: compass points and the Upper/Lower of Irish and
 * British streets ("Queen St W", "K St NW", "Merrion St Upper", "rue Sherbrooke O.", "Calle 5
 * Nte"), by abbreviation; the full words are the values. They decide how "St" reads, and the
 * address comparator holds them to exact equality.
 */
const QUALIFIERS: Readonly<Partial<Record<AddressLanguage, Readonly<Record<string, string>>>>> = {
  en: {
    n: 'north',
    s: 'south',
    e: 'east',
    w: 'west',
    ne: 'northeast',
    nw: 'northwest',
    se: 'southeast',
    sw: 'southwest',
    upr: 'upper',
    lwr: 'lower',
    lr: 'lower',
    ext: 'extension',
  },
  fr: { n: 'nord', s: 'sud', e: 'est', o: 'ouest' },
  de: { n: 'nord', s: 'sud', o: 'ost', w: 'west' },
  es: {
    n: 'norte',
    nte: 'norte',
    s: 'sur',
    e: 'este',
    o: 'oeste',
    ote: 'oriente',
    pte: 'poniente',
  },
};

const QUALIFIER_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(QUALIFIERS).map(([language, words]) => [language, new Set(Object.values(words))]),
);

/** True for a canonical street word that qualifies the street ("west", "northwest", "upper"). */
export function isStreetQualifier(word: string, language: AddressLanguage): boolean {
  return QUALIFIER_WORDS.get(language)?.has(word) === true;
}

function withCommon(language: AddressLanguage): ReadonlyMap<string, string> {
  return new Map(Object.entries({ ...COMMON, ...BY_LANGUAGE[language], ...QUALIFIERS[language] }));
}

const CANONICAL: Readonly<Record<AddressLanguage, ReadonlyMap<string, string>>> = {
  en: withCommon('en'),
  fr: withCommon('fr'),
  de: withCommon('de'),
  es: withCommon('es'),
  it: withCommon('it'),
  pt: withCommon('pt'),
  nl: withCommon('nl'),
  ja: withCommon('ja'),
};

/**
 * The canonical form of one street word. English "St" is Street when it ends the street name,
 * which only qualifiers may follow ("Main St", "Queen St W", "K St N.W.", "Merrion St Upper"), and
 * Saint before another word ("St Marks Place"); German "...str" compounds ("Friedrichstr.") are
 * completed to "...strasse".
 */
export function canonicalStreetWord(
  word: string,
  language: AddressLanguage,
  endsName: boolean,
): string {
  if (word === 'st' && language !== 'fr' && language !== 'de') return endsName ? 'street' : 'saint';
  if (language === 'de' && word.length > 3 && word.endsWith('str')) return `${word}asse`;
  return CANONICAL[language].get(word) ?? word;
}

/** Canonical street types: in a one-line address without commas the city follows the last one. */
export const STREET_TYPES: ReadonlySet<string> = new Set([
  'street',
  'avenue',
  'boulevard',
  'road',
  'drive',
  'lane',
  'place',
  'square',
  'court',
  'highway',
  'parkway',
  'circle',
  'crescent',
  'way',
  'terrace',
]);

const UMLAUT_DIGRAPH = /([aou])e/g;

/**
 * German "ae/oe/ue" read as the umlaut they stand for, on folded text (where "ä" is already "a"):
 * "Koenigsallee", "Königsallee" and "Konigsallee" all become "konigsallee". Applied to both sides
 * alike, so a word that merely contains "ue" ("Queen") stays comparable.
 */
export function readUmlautDigraphs(folded: string): string {
  return folded.replace(UMLAUT_DIGRAPH, '$1');
}

/** Unit designators and their canonical form; the identifier that follows is what is compared. */
export const UNIT_DESIGNATORS: ReadonlyMap<string, string> = new Map([
  ['suite', 'suite'],
  ['ste', 'suite'],
  ['unit', 'unit'],
  ['apt', 'apartment'],
  ['apartment', 'apartment'],
  ['fl', 'floor'],
  ['flr', 'floor'],
  ['floor', 'floor'],
  ['rm', 'room'],
  ['room', 'room'],
  ['bldg', 'building'],
  ['building', 'building'],
  ['#', 'unit'],
  ['piso', 'floor'],
  ['etage', 'floor'],
  ['stock', 'floor'],
  // Australia and New Zealand: "Level 3, 88 George St", "Lvl 2", "Shop 2, 1 Martin Pl".
  ['level', 'floor'],
  ['lvl', 'floor'],
  ['shop', 'unit'],
  ['flat', 'apartment'],
]);

/** Particles left out of the street key: "Calle de Alcalá" and "Calle Alcalá" are one street. */
export const STREET_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'le',
  'les',
  'l',
  'd',
  'du',
  'des',
  'di',
  'della',
  'dei',
  'degli',
  'delle',
  'der',
  'die',
  'das',
  'von',
  'van',
  'the',
  'of',
]);

/** House-number suffixes written as a separate word ("12 bis" is "12bis"). */
export const NUMBER_SUFFIXES: ReadonlySet<string> = new Set(['bis', 'ter', 'quater']);

/**
 * "Sin número" and "senza numero civico": the street has no house number. The tokenizer turns
 * "s/n" into "sn".
 */
export const NO_NUMBER_MARKERS: ReadonlySet<string> = new Set(['sn', 'snc']);

/**
 * House numbers spelt out at the start of an English street line ("One Market Street", "Two
 * Embarcadero Center"). Ordinals ("First Avenue") are street names, not house numbers, and are
 * not here.
 */
export const SPELT_NUMBERS: ReadonlyMap<string, string> = new Map(
  [
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ].map((word, i) => [word, String(i + 1)]),
);

/**
 * Canonical words that make a part of a one-line address a street even without a house number
 * (Gulf addresses: "Sheikh Zayed Rd - Trade Centre 1 - Dubai"), besides STREET_TYPES.
 */
const STREET_WORDS: ReadonlySet<string> = new Set([
  'rue',
  'calle',
  'avenida',
  'paseo',
  'plaza',
  'via',
  'viale',
  'piazza',
  'corso',
  'rua',
  'travessa',
  'praca',
  'strasse',
  'platz',
  'straat',
  'plein',
]);
const STREET_WORD_ENDINGS = /(?:strasse|platz|allee|gasse|weg|straat|gracht|plein|laan|kade)$/;

/** True for a canonical street word that names a kind of street ("road", "rue", "...strasse"). */
export function isStreetWord(word: string): boolean {
  return STREET_TYPES.has(word) || STREET_WORDS.has(word) || STREET_WORD_ENDINGS.test(word);
}

/** Local city names that channels print in English, and the reverse. */
export const CITY_EXONYMS: Readonly<Record<string, string>> = {
  munchen: 'munich',
  roma: 'rome',
  wien: 'vienna',
  firenze: 'florence',
  milano: 'milan',
  venezia: 'venice',
  napoli: 'naples',
  koln: 'cologne',
  lisboa: 'lisbon',
  praha: 'prague',
  warszawa: 'warsaw',
  kobenhavn: 'copenhagen',
  bruxelles: 'brussels',
  brussel: 'brussels',
  geneve: 'geneva',
  genf: 'geneva',
  sevilla: 'seville',
  athina: 'athens',
  'ciudad de mexico': 'mexico city',
  'mexico df': 'mexico city',
  cdmx: 'mexico city',
  'den haag': 'the hague',
  's gravenhage': 'the hague',
  luzern: 'lucerne',
};
