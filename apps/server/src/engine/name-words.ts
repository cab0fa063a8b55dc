import { CITY_EXONYMS } from './address-terms.ts';

/*
 * The vocabulary property names are read with (all folded: lower case, no diacritics). A name
 * word is distinguishing (it tells one property from another: a district, a street, a number, a
 * compass point) unless it is listed here as generic or belongs to a brand (hotel-brands.ts).
 */

/** Words that say what kind of place it is, and the small words between the others. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  // Lodging
  'hotel',
  'hotels',
  'inn',
  'inns',
  'suite',
  'suites',
  'resort',
  'resorts',
  'lodge',
  'motel',
  'hostel',
  'hostal',
  'albergo',
  'gasthof',
  'gasthaus',
  'pension',
  'pensione',
  'ryokan',
  'residence',
  'residences',
  'apartment',
  'apartments',
  'appartements',
  'aparthotel',
  'boutique',
  'guesthouse',
  'auberge',
  'posada',
  'pousada',
  'locanda',
  // Restaurants and spas
  'restaurant',
  'restaurante',
  'ristorante',
  'bistro',
  'brasserie',
  'trattoria',
  'osteria',
  'pizzeria',
  'taverna',
  'cafe',
  'bar',
  'grill',
  'kitchen',
  'dining',
  'spa',
  'spas',
  'wellness',
  'salon',
  // Small words
  'a',
  'an',
  'by',
  'at',
  'of',
  'in',
  'on',
  'de',
  'du',
  'des',
  'd',
  'l',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'del',
  'della',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'der',
  'die',
  'den',
  'dem',
  'am',
  'im',
  'zum',
  'zur',
  'van',
  'von',
  'het',
  's',
]);

/**
 * Left out wherever they stand: "The Savoy" is "Savoy, The" is "Savoy"; "&", "and", "und" join
 * words and terse channels drop them ("Hotel & Spa" is "HOTEL SPA").
 */
export const IGNORED_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'und', 'et', 'y']);

const DIRECTION_NAMES: Readonly<Record<string, readonly string[]>> = {
  north: ['north', 'nord', 'noord', 'norte', 'nordlich'],
  south: ['south', 'sud', 'zuid', 'sur', 'sudlich'],
  east: ['east', 'est', 'ost', 'oost', 'este', 'ostlich'],
  west: ['west', 'ouest', 'oeste', 'westlich'],
  northeast: ['northeast', 'nordost', 'nordest'],
  northwest: ['northwest', 'nordwest', 'noroeste'],
  southeast: ['southeast', 'sudost', 'sudest', 'sureste'],
  southwest: ['southwest', 'sudwest', 'suroeste'],
};

/**
 * The forms one word is written in on channels: abbreviations (GDS screens and terse listings),
 * the languages of the demo countries for a few words hotels are named after, spelling variants
 * and exonyms of cities. A word may stand for more than one ("St" is Saint or Street).
 */
const FORMS: Readonly<Record<string, readonly string[]>> = {
  saint: ['saint', 'st', 'sankt', 'skt'],
  sainte: ['sainte', 'ste'],
  street: ['street', 'st'],
  strasse: ['strasse', 'str'],
  hotel: ['hotel', 'htl', 'hotl'],
  suites: ['suites', 'stes'],
  international: ['international', 'intl', 'internacional', 'internazionale'],
  airport: ['airport', 'arpt', 'airprt', 'apt', 'flughafen', 'aeroport', 'aeropuerto', 'aeroporto'],
  apartment: ['apartment', 'apt'],
  apartments: ['apartments', 'apts'],
  center: ['center', 'centre', 'ctr', 'cntr', 'ctre'],
  theater: ['theater', 'theatre'],
  mount: ['mount', 'mt'],
  fort: ['fort', 'ft'],
  station: ['station', 'stn'],
  square: ['square', 'sq'],
  junction: ['junction', 'jct'],
  road: ['road', 'rd'],
  avenue: ['avenue', 'ave', 'av'],
  boulevard: ['boulevard', 'blvd'],
  hauptbahnhof: ['hauptbahnhof', 'hbf'],
  // Cities the address rules do not rename (address-terms.ts, CITY_EXONYMS).
  nurnberg: ['nurnberg', 'nuremberg'],
  geneva: ['ginevra'],
  basel: ['basel', 'bale', 'basle'],
  porto: ['porto', 'oporto'],
  torino: ['torino', 'turin'],
  haag: ['haag', 'hague'],
  city: ['city', 'ciudad', 'cdad', 'citta'],
  mexico: ['mexico', 'cdmx'],
};

const NUMBER_WORDS = [
  ['one', 'first'],
  ['two', 'second'],
  ['three', 'third'],
  ['four', 'fourth'],
  ['five', 'fifth'],
  ['six', 'sixth'],
  ['seven', 'seventh'],
  ['eight', 'eighth'],
  ['nine', 'ninth'],
  ['ten', 'tenth'],
  ['eleven', 'eleventh'],
  ['twelve', 'twelfth'],
];

/** Each written form, with the words it may stand for. */
export const WORD_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const forms = new Map<string, string[]>();
  const add = (form: string, word: string) => forms.set(form, [...(forms.get(form) ?? []), word]);
  for (const [word, written] of Object.entries(FORMS)) for (const form of written) add(form, word);
  for (const [local, english] of Object.entries(CITY_EXONYMS)) {
    if (!local.includes(' ') && !english.includes(' '))
      [local, english].forEach((form) => add(form, english));
  }
  for (const [word, written] of Object.entries(DIRECTION_NAMES))
    for (const form of written) add(form, word);
  NUMBER_WORDS.forEach((written, i) => written.forEach((form) => add(form, String(i + 1))));
  return forms;
})();

export const DIRECTIONS: ReadonlySet<string> = new Set(Object.keys(DIRECTION_NAMES));

const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };

/** "iv" -> 4, up to 39; single letters are left alone ("Hotel V" is a name, not a five). */
export function romanValue(word: string): number | null {
  if (word.length < 2 || !ROMAN.test(word)) return null;
  let total = 0;
  for (let i = 0; i < word.length; i++) {
    const value = ROMAN_VALUES[word[i] as string] as number;
    const next = ROMAN_VALUES[word[i + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}
