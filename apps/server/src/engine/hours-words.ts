/**
 * The words opening-hours text is written with, in the demo's languages (en, de, fr, it, es) and
 * Japanese, as they read after folding (lower case, accents dropped, fullwidth forms made ASCII).
 * Only words listed here may appear in hours text: anything else makes the text unreadable.
 */

export type HoursLanguage = 'en' | 'de' | 'fr' | 'it' | 'es' | 'ja';

/** Day 0 = Monday. */
type DayWords = readonly [
  monday: readonly string[],
  tuesday: readonly string[],
  wednesday: readonly string[],
  thursday: readonly string[],
  friday: readonly string[],
  saturday: readonly string[],
  sunday: readonly string[],
];

/**
 * Names, plurals and abbreviations per language. The same abbreviation can name different days in
 * different languages ("Di" is Tuesday in German and Sunday in French; "M" Monday in English and
 * Tuesday in Spanish), so each text is read in one language that knows all its day words.
 */
const DAY_WORDS: Readonly<Record<HoursLanguage, DayWords>> = {
  en: [
    ['monday', 'mondays', 'mon', 'mo', 'm'],
    ['tuesday', 'tuesdays', 'tue', 'tues', 'tu'],
    ['wednesday', 'wednesdays', 'wed', 'we', 'w'],
    ['thursday', 'thursdays', 'thu', 'thur', 'thurs', 'th'],
    ['friday', 'fridays', 'fri', 'fr', 'f'],
    ['saturday', 'saturdays', 'sat', 'sa'],
    ['sunday', 'sundays', 'sun', 'su'],
  ],
  de: [
    ['montag', 'montags', 'mo'],
    ['dienstag', 'dienstags', 'di'],
    ['mittwoch', 'mittwochs', 'mi'],
    ['donnerstag', 'donnerstags', 'do'],
    ['freitag', 'freitags', 'fr'],
    ['samstag', 'samstags', 'sonnabend', 'sa'],
    ['sonntag', 'sonntags', 'so'],
  ],
  fr: [
    ['lundi', 'lundis', 'lun', 'lu', 'l'],
    ['mardi', 'mardis', 'mar', 'ma', 'm'],
    ['mercredi', 'mercredis', 'mer', 'me'],
    ['jeudi', 'jeudis', 'jeu', 'je', 'j'],
    ['vendredi', 'vendredis', 'ven', 've', 'v'],
    ['samedi', 'samedis', 'sam', 'sa', 's'],
    ['dimanche', 'dimanches', 'dim', 'di', 'd'],
  ],
  it: [
    ['lunedi', 'lun', 'lu'],
    ['martedi', 'mar', 'ma'],
    ['mercoledi', 'mer', 'me'],
    ['giovedi', 'gio', 'gi'],
    ['venerdi', 'ven', 've'],
    ['sabato', 'sab', 'sa'],
    ['domenica', 'dom', 'do'],
  ],
  es: [
    ['lunes', 'lun', 'lu', 'l'],
    ['martes', 'mar', 'ma', 'm'],
    ['miercoles', 'mie', 'mi', 'x'],
    ['jueves', 'jue', 'ju', 'j'],
    ['viernes', 'vie', 'vi', 'v'],
    ['sabado', 'sabados', 'sab', 'sa', 's'],
    ['domingo', 'domingos', 'dom', 'do', 'd'],
  ],
  ja: [['月'], ['火'], ['水'], ['木'], ['金'], ['土'], ['日']],
};

/** When several languages know every day word of a text and disagree, the first of these wins. */
export const LANGUAGE_PRIORITY: readonly HoursLanguage[] = ['en', 'de', 'it', 'es', 'fr', 'ja'];

/** Each day word with the day it names per language that has it. */
export const DAY_WORD_TABLE: ReadonlyMap<string, ReadonlyMap<HoursLanguage, number>> = (() => {
  const table = new Map<string, Map<HoursLanguage, number>>();
  for (const [language, days] of Object.entries(DAY_WORDS) as Array<[HoursLanguage, DayWords]>) {
    days.forEach((words, day) => {
      for (const word of words) {
        const entry = table.get(word) ?? new Map<HoursLanguage, number>();
        entry.set(language, day);
        table.set(word, entry);
      }
    });
  }
  return table;
})();

/** What a non-day word means in hours text. */
export type HoursWordKind =
  | 'closed'
  | 'daily'
  | 'holiday'
  | 'range'
  | 'list'
  | 'noon'
  | 'midnight'
  /** Words that carry no fact: "open", "from", "on the", "Uhr" after a number. */
  | 'filler';

const WORDS: Readonly<Record<HoursWordKind, readonly string[]>> = {
  closed: [
    'closed',
    'off',
    'geschlossen',
    'ruhetag',
    'ruhetage',
    'ferme',
    'fermee',
    'fermeture',
    'chiuso',
    'chiusa',
    'chiusura',
    'cerrado',
    'cerrada',
    '定休日',
    '休業日',
    '休み',
  ],
  daily: ['daily', 'everyday', 'taglich', 'quotidien', '毎日'],
  holiday: [
    'ph',
    'holiday',
    'holidays',
    'feiertag',
    'feiertage',
    'feiertags',
    'festivi',
    'festivos',
    '祝日',
    '祝',
  ],
  range: [
    'to',
    'till',
    'til',
    'until',
    'through',
    'thru',
    'bis',
    'au',
    'a',
    'al',
    'alla',
    'alle',
    'hasta',
  ],
  list: ['and', 'und', 'sowie', 'et', 'e', 'y'],
  noon: ['noon', 'midday', 'midi', 'mezzogiorno', 'mediodia'],
  midnight: ['midnight', 'mitternacht', 'minuit', 'mezzanotte', 'medianoche'],
  filler: [
    // A meal named before its hours ("Lunch 12-3, Dinner 5-11") is still the opening hours.
    'breakfast',
    'lunch',
    'brunch',
    'dinner',
    'mittags',
    'abends',
    'dejeuner',
    'diner',
    'pranzo',
    'cena',
    'almuerzo',
    'comida',
    'open',
    'opening',
    'hours',
    'from',
    'on',
    'the',
    'geoffnet',
    'offnungszeiten',
    'durchgehend',
    'von',
    'am',
    'an',
    'uhr',
    'ouvert',
    'ouverture',
    'horaires',
    'du',
    'de',
    'le',
    'les',
    'aperto',
    'orario',
    'orari',
    // Italian and Portuguese "from" ("da martedì a domenica"), Spanish "desde".
    'da',
    'dal',
    'dalle',
    'desde',
    'il',
    'i',
    'abierto',
    'horario',
    'del',
    'el',
    'los',
    'las',
    '営業時間',
    '年中無休',
  ],
};

export const WORD_TABLE: ReadonlyMap<string, HoursWordKind> = new Map(
  (Object.entries(WORDS) as Array<[HoursWordKind, readonly string[]]>).flatMap(([kind, words]) =>
    words.map((word) => [word, kind] as const),
  ),
);

/**
 * Phrases that mean one thing as a whole, tried before single words ("every day", "rund um die
 * Uhr", "jours fériés"). The text is folded first.
 */
export const PHRASES: ReadonlyArray<readonly [RegExp, HoursWordKind | 'allDay']> = [
  [
    /open\s+24\s*(?:hours|hrs|h)\b|24\s*\/\s*7|24\s*h(?:ours|rs|r)?\s*\/\s*24|24\s*(?:hours|hrs|stunden|heures(?:\s+sur\s+24)?|ore(?:\s+su\s+24)?|horas)\b|24\s*h\b(?![\d:.])|rund\s+um\s+die\s+uhr|24時間(?:営業)?/y,
    'allDay',
  ],
  [
    /every\s+day|7\s+days(?:\s+a\s+week)?|7\s*j(?:ours)?\s*\/\s*7|tous\s+les\s+jours|tutti\s+i\s+giorni|todos\s+los\s+dias/y,
    'daily',
  ],
  [/(?:public|bank)\s+holidays?|jours?\s+feries|giorni\s+festivi|dias\s+festivos/y, 'holiday'],
  [/jusqu'?\s*a\b/y, 'range'],
  // Last orders (a Japanese listing's "L.O. 21:30") do not change the opening hours.
  [
    /\(?\s*(?:l\.\s?o\.?|last\s+orders?)\s*[:.]?\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:[ap]\.?m\.?)?\s*\)?/y,
    'filler',
  ],
];
