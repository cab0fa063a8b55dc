import { AMENITY_QUALIFIERS, AMENITY_TRANSLATIONS } from './amenity-translations.ts';
import { memoize } from './memo.ts';
import { foldText, words } from './normalize-text.ts';
import { buildTermIndex, singular } from './term-index.ts';
import { CUISINES } from './terms/cuisines.ts';

/**
 * Amenity names as channels write them, grouped under one canonical term. Each variant goes
 * through `termKey`, so spacing, case, hyphens and plurals need not be listed.
 */
const AMENITY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  wifi: [
    'wi-fi',
    'wireless internet',
    'wireless internet access',
    'internet access',
    'internet',
    'high speed internet',
    'wlan',
  ],
  parking: ['car park', 'self parking', 'parking garage', 'parking lot', 'on-site parking'],
  'valet parking': ['valet'],
  pool: ['swimming pool'],
  'indoor pool': ['indoor swimming pool', 'heated indoor pool'],
  'outdoor pool': ['outdoor swimming pool'],
  'fitness center': [
    'gym',
    'fitness centre',
    'fitness room',
    'fitness facilities',
    'health club',
    'exercise room',
    'workout room',
    'fitness',
  ],
  spa: [
    'spa services',
    'wellness center',
    'wellness centre',
    'spa and wellness centre',
    'spa and wellness center',
  ],
  'hot tub': ['jacuzzi', 'whirlpool', 'spa tub'],
  restaurant: ['on-site restaurant', 'dining'],
  bar: ['lounge', 'bar lounge', 'bar/lounge'],
  'room service': ['24-hour room service', 'in-room dining'],
  'airport shuttle': ['airport transfer', 'airport shuttle service'],
  'pets allowed': ['pet friendly', 'pets welcome', 'dog friendly'],
  'air conditioning': ['air-conditioned', 'a/c', 'airconditioning'],
  breakfast: [
    'breakfast included',
    'breakfast available',
    'continental breakfast',
    'buffet breakfast',
  ],
  'business center': ['business centre', 'business services'],
  'meeting rooms': [
    'meeting facilities',
    'conference rooms',
    'conference facilities',
    'event space',
    'meeting space',
  ],
  laundry: ['laundry service', 'laundry facilities', 'dry cleaning'],
  concierge: ['concierge service', 'concierge desk'],
  '24-hour front desk': [
    '24 hour front desk',
    'front desk 24 hours',
    '24/7 front desk',
    '24-hour reception',
  ],
  'non-smoking': ['non-smoking rooms', 'smoke-free property', 'non-smoking property', 'no smoking'],
  'wheelchair accessible': [
    'accessible rooms',
    'accessibility',
    'disabled access',
    'wheelchair access',
  ],
  'ev charging': [
    'electric vehicle charging',
    'electric vehicle charging station',
    'ev charging station',
  ],
  elevator: ['lift'],
  terrace: ['patio', 'sun terrace'],
  takeout: ['take-out', 'takeaway', 'take away'],
  'kids club': ["children's club", 'kids corner'],
};

/** Qualifiers that do not change what the amenity is ("Free WiFi" is WiFi, "parking on site" is parking). */
const QUALIFIERS: ReadonlySet<string> = new Set([
  'free',
  'complimentary',
  'available',
  'onsite',
  ...AMENITY_QUALIFIERS.map(foldText),
]);
const ON_CHANNEL = ['on', 'site'];

/** Folded words without qualifiers, the last one singular, joined without spaces ("Free Wi-Fi" -> "wifi"). */
function termKey(raw: string, drop: ReadonlySet<string>): string {
  const kept = words(raw).filter((word) => !drop.has(word));
  for (let i = 0; i + 1 < kept.length; i++) {
    if (kept[i] === ON_CHANNEL[0] && kept[i + 1] === ON_CHANNEL[1]) kept.splice(i, 2);
  }
  const last = kept.length - 1;
  return kept.map((word, i) => (i === last ? singular(word) : word)).join('');
}

const AMENITY_CANONICAL: ReadonlyMap<string, string> = new Map(
  [AMENITY_SYNONYMS, AMENITY_TRANSLATIONS].flatMap((table) =>
    Object.entries(table).flatMap(([canonical, variants]) => {
      const key = termKey(canonical, QUALIFIERS);
      return [canonical, ...variants].map(
        (variant) => [termKey(variant, QUALIFIERS), key] as const,
      );
    }),
  ),
);

/** A term as written and the key it compares by. */
export interface Term {
  raw: string;
  key: string;
}

const amenityKey = memoize((raw: string) => {
  const key = termKey(raw, QUALIFIERS);
  return AMENITY_CANONICAL.get(key) ?? key;
});

/** Distinct terms in their first spelling, and their keys. */
export interface TermList {
  terms: Term[];
  keys: ReadonlySet<string>;
}

function toTerms(raws: readonly string[], key: (raw: string) => string): TermList {
  const keys = new Set<string>();
  const terms: Term[] = [];
  for (const raw of raws) {
    const term = { raw, key: key(raw) };
    if (term.key !== '' && !keys.has(term.key)) {
      keys.add(term.key);
      terms.push(term);
    }
  }
  return { terms, keys };
}

/** Amenities as distinct canonical terms: "Free WiFi", "Wi-Fi" and "wireless internet" are one. */
export function amenityTerms(raws: readonly string[]): TermList {
  return toTerms(raws, amenityKey);
}

/**
 * Words that only say "food" or "restaurant" in a cuisine ("Italian cuisine", "cucina italiana",
 * "Fischrestaurant", "イタリア料理店" are all a cuisine).
 */
const CUISINE_FILLERS = [
  'cuisine',
  'food',
  'restaurant',
  'kitchen',
  'dishes',
  'specialties',
  'specialities',
  'küche',
  'spezialitäten',
  'gerichte',
  'spécialités',
  'cucina',
  'specialità',
  'piatti',
  'ristorante',
  'cocina',
  'comida',
  'especialidades',
  'platos',
  'restaurante',
  'cozinha',
  'pratos',
  'keuken',
  'gerechten',
  'options',
  'friendly',
  'style',
  '料理',
  '店',
];

/** The cuisine list compiled once: canonicals, their spellings and which cuisine falls under which. */
export const CUISINE_INDEX = buildTermIndex([CUISINES], CUISINE_FILLERS);

// Channels that keep cuisines as one text write "Italian, Pizza" or "Japanese / Sushi".
const LIST_SEPARATOR = /\s*[,;|/·•]\s*/;

/**
 * One listed cuisine as its canonical terms, and the words no list knows as one more term
 * ("Nikkei"), so that an unknown cuisine still equals itself.
 */
const cuisineKeys = memoize((raw: string): string[] => {
  const { canonicals, unknown } = CUISINE_INDEX.lookup(raw);
  return unknown.length > 0 ? [...canonicals, unknown.join('')] : canonicals;
});

/** Cuisines as distinct canonical terms: "Italian cuisine", "italienisch" and "italiana" are one. */
export function cuisineTerms(raws: readonly string[]): TermList {
  const keys = new Set<string>();
  const terms: Term[] = [];
  for (const listed of raws) {
    for (const raw of listed.split(LIST_SEPARATOR)) {
      for (const key of cuisineKeys(raw)) {
        if (!keys.has(key)) {
          keys.add(key);
          terms.push({ raw: raw.trim(), key });
        }
      }
    }
  }
  return { terms, keys };
}
