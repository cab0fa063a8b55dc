import { words } from './normalize-text.ts';
import type { TermEntry } from './terms/term-entry.ts';

/**
 * Words that carry no meaning of their own in a category or cuisine ("Hotel & Spa", "Cuisine de
 * la mer"), in the languages the term lists cover.
 */
const FUNCTION_WORDS = [
  'and',
  'und',
  'et',
  'e',
  'y',
  'en',
  'of',
  'the',
  'a',
  'de',
  'di',
  'da',
  'do',
  'del',
  'della',
  'des',
  'du',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'il',
  'der',
  'die',
  'das',
  'het',
  'van',
];

/** English plurals to singular, enough for amenity, category and cuisine words ("facilities", "hotels"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** How one term relates to another: the channel's term is the same, broader, narrower or a sibling. */
export type TermRelation = 'same' | 'broader' | 'narrower' | 'sibling';

/** Term lists compiled for lookup: folded phrases to canonicals, and the canonicals' hierarchy. */
export interface TermIndex {
  lookup(raw: string): TermReading;
  relation(reference: string, channel: string): TermRelation | null;
  /** True when `broader` is an ancestor of `term` (not the term itself). */
  isAncestor(broader: string, term: string): boolean;
  has(canonical: string): boolean;
}

/** A text read as canonical terms, in order, and the words no list knows. */
export interface TermReading {
  canonicals: string[];
  unknown: string[];
}

// Compounds are split on a known head of at least this length before a known modifier
// ("Fischrestaurant", not "Paradis").
const MIN_COMPOUND_HEAD = 4;
const MIN_COMPOUND_MODIFIER = 3;
// Japanese writes compounds without spaces and with short heads ("イタリア料理店").
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** German adjectives are listed as -isch; these are the inflected forms listings use. */
const ISCH_ENDINGS = ['e', 'es', 'er', 'en'];

function keyWords(raw: string, drop: ReadonlySet<string>): string[] {
  return words(raw)
    .filter((word) => !drop.has(word))
    .map(singular);
}

/**
 * Compiles term lists (earlier lists win on a shared spelling). `fillers` are words that only say
 * "food" or "place" in the lists' languages and are dropped on both sides.
 */
export function buildTermIndex(
  lists: ReadonlyArray<readonly TermEntry[]>,
  fillers: readonly string[],
): TermIndex {
  const drop = new Set([...FUNCTION_WORDS, ...fillers].flatMap((word) => words(word)));
  const phrases = new Map<string, string>();
  const parents = new Map<string, readonly string[]>();
  const covers = new Map<string, ReadonlySet<string>>();
  let maxWords = 1;
  for (const entry of lists.flat()) {
    if (!parents.has(entry.canonical)) parents.set(entry.canonical, entry.broader ?? []);
    if (entry.covers) covers.set(entry.canonical, new Set(entry.covers));
    for (const spelling of [entry.canonical, ...entry.variants]) {
      const forms = [spelling];
      if (spelling.endsWith('isch')) forms.push(...ISCH_ENDINGS.map((end) => spelling + end));
      for (const form of forms) {
        const key = keyWords(form, drop);
        if (key.length === 0) continue;
        const phrase = key.join(' ');
        if (!phrases.has(phrase)) phrases.set(phrase, entry.canonical);
        maxWords = Math.max(maxWords, key.length);
      }
    }
  }
  const ancestors = new Map<string, ReadonlySet<string>>();
  const ancestorsOf = (term: string, seen = new Set<string>()): ReadonlySet<string> => {
    const known = ancestors.get(term);
    if (known) return known;
    const found = new Set<string>();
    for (const parent of parents.get(term) ?? []) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      found.add(parent);
      for (const above of ancestorsOf(parent, seen)) found.add(above);
    }
    ancestors.set(term, found);
    return found;
  };
  for (const term of parents.keys()) ancestorsOf(term);
  const isAncestor = (broader: string, term: string) => ancestors.get(term)?.has(broader) ?? false;
  // A term with no broader term is a root: two terms that share only a root are different kinds.
  const siblings = (a: string, b: string) =>
    (parents.get(a) ?? []).some(
      (parent) => (parents.get(parent)?.length ?? 0) > 0 && (parents.get(b) ?? []).includes(parent),
    );

  // Heads a compound may end in: single-word spellings and fillers, longest first.
  const heads = [...new Set([...phrases.keys(), ...drop])]
    .filter((key) => !key.includes(' '))
    .sort((a, b) => b.length - a.length);

  function splitCompound(word: string): string[] | null {
    for (const head of heads) {
      const cjk = CJK.test(head);
      if (!cjk && head.length < MIN_COMPOUND_HEAD) continue;
      if (!word.endsWith(head) || word.length === head.length) continue;
      const modifier = word.slice(0, -head.length);
      if (!cjk && modifier.length < MIN_COMPOUND_MODIFIER) continue;
      // Both parts must mean something: "Caucasian" is not a kind of "Asian".
      if (phrases.has(singular(modifier)) || drop.has(modifier)) return [modifier, head];
      const parts = splitCompound(modifier);
      if (parts) return [...parts, head];
    }
    return null;
  }

  function read(keys: readonly string[], reading: TermReading, compounds: boolean): void {
    for (let i = 0; i < keys.length;) {
      let matched = 0;
      for (let n = Math.min(maxWords, keys.length - i); n > 0 && matched === 0; n--) {
        const canonical = phrases.get(keys.slice(i, i + n).join(' '));
        if (canonical !== undefined) {
          if (!reading.canonicals.includes(canonical)) reading.canonicals.push(canonical);
          matched = n;
        }
      }
      if (matched === 0) {
        const word = keys[i] as string;
        const parts = compounds ? splitCompound(word) : null;
        if (parts) read(parts.filter((part) => !drop.has(part)).map(singular), reading, false);
        else reading.unknown.push(word);
        matched = 1;
      }
      i += matched;
    }
  }

  return {
    lookup(raw) {
      const reading: TermReading = { canonicals: [], unknown: [] };
      read(keyWords(raw, drop), reading, true);
      return reading;
    },
    relation(reference, channel) {
      if (reference === channel) return 'same';
      if (covers.get(channel)?.has(reference) || covers.get(reference)?.has(channel)) return 'same';
      if (isAncestor(channel, reference)) return 'broader';
      if (isAncestor(reference, channel)) return 'narrower';
      return siblings(reference, channel) ? 'sibling' : null;
    },
    isAncestor,
    has: (canonical) => parents.has(canonical),
  };
}
