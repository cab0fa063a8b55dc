/**
 * Numbers written as words, folded, per language, so that "two pools" and "2 pools" are the same
 * fact and "three restaurants" against "two restaurants" is a changed number. The words that are
 * also articles or pronouns (un, une, ein, uno, una) are left out: "un restaurant" is not a count.
 */
const NUMBER_WORDS: Readonly<Record<string, ReadonlyMap<string, string>>> = {
  en: numbered(
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ' +
      'sixteen seventeen eighteen nineteen twenty',
  ),
  fr: numbered(
    '- deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize ' +
      '- - - vingt',
  ),
  de: numbered(
    'eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn ' +
      'sechzehn siebzehn achtzehn neunzehn zwanzig',
  ),
  es: numbered(
    '- dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis ' +
      'diecisiete dieciocho diecinueve veinte',
  ),
  it: numbered(
    '- due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici ' +
      'sedici diciassette diciotto diciannove venti',
  ),
};

/** Words for 1..20 in order; '-' where the word for a number is skipped. */
function numbered(words: string): ReadonlyMap<string, string> {
  return new Map(
    words
      .split(' ')
      .map((word, i) => [word, String(i + 1)] as const)
      .filter(([word]) => word !== '-'),
  );
}

/**
 * Units written after a number, to one spelling: "5 min", "5 minutes" and "5 Minuten" are the same
 * distance. Only read after a number, since "metro" alone is a station.
 */
const UNITS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    min: 'min minute minutes mins mn minuten minuto minutos minuti',
    h: 'h hr hrs hour hours heure heures std stunde stunden hora horas ora ore',
    km: 'km kms kilometre kilometres kilometer kilometers kilometro kilometros kilometri',
    m: 'm metre metres meter meters metro metros metri',
    mi: 'mi mile miles',
    m2: 'm2 sqm qm',
  }).flatMap(([unit, spellings]) => spellings.split(' ').map((word) => [word, unit] as const)),
);

/** The digits of each number word of `language`, by word. */
export function numberWords(language: string): ReadonlyMap<string, string> | undefined {
  return NUMBER_WORDS[language];
}

/** The one spelling of a unit, or null when `word` is not a unit. */
export function unitWord(word: string): string | null {
  return UNITS.get(word) ?? null;
}
