import { distance } from 'fastest-levenshtein';
import { readUmlautDigraphs } from './address-terms.ts';
import type { NameToken } from './name-tokens.ts';

/** How the words of two names pair up. */
export interface NameMatch {
  /** Words of one name the other does not have (a typo pair is not here). */
  onlyInSource: NameToken[];
  onlyInChannel: NameToken[];
  /** Words that are one another misspelt: [source, channel]. */
  typos: Array<[NameToken, NameToken]>;
  /** Words that pair up written differently: "st=saint", "htl=hotel", "ny=new york". */
  variants: string[];
  /** Every word pairs up, but not in the same order. */
  reordered: boolean;
}

export interface MatchOptions {
  /**
   * Terse channels (GDS) shorten words to some of their letters: "ARPT", "KENSNGTN", "LHR".
   * Elsewhere only a word written with a full stop ("Jct.") is taken for an abbreviation.
   */
  abbreviations: boolean;
  /** The similarity from which two words are one misspelt. */
  typoSimilarity: number;
}

const sameWord = (a: NameToken, b: NameToken) => a.keys.some((key) => b.keys.includes(key));

const sameSpelling = (a: NameToken, b: NameToken) =>
  a.kind !== 'number' &&
  a.text.length > 3 &&
  readUmlautDigraphs(a.text) === readUmlautDigraphs(b.text);

/**
 * Pairs the words of two names: the same word (in any of its forms), words run together ("Le
 * Meridien" / "LeMeridien"), initials ("NY" / "New York"), abbreviations where the channel is
 * terse, then misspellings. Numbers and compass points pair only with themselves.
 */
export function matchNames(
  source: readonly NameToken[],
  channel: readonly NameToken[],
  options: MatchOptions,
): NameMatch {
  const sourceTo: number[] = source.map(() => -1);
  const channelTo: number[] = channel.map(() => -1);
  const variants: string[] = [];
  const link = (s: number, c: number, variant?: string) => {
    sourceTo[s] = c;
    channelTo[c] = s;
    if (variant) variants.push(variant);
  };
  const pairUp = (
    same: (a: NameToken, b: NameToken) => boolean,
    variant?: (a: NameToken, b: NameToken) => string | undefined,
  ) => {
    source.forEach((a, s) => {
      if (sourceTo[s] !== -1) return;
      const c = channel.findIndex((b, i) => channelTo[i] === -1 && same(a, b));
      if (c !== -1) link(s, c, variant?.(a, channel[c] as NameToken));
    });
  };
  const written = (a: NameToken, b: NameToken) =>
    a.text === b.text ? undefined : `${a.text}=${b.text}`;

  pairUp(sameWord, written);
  pairUp(sameSpelling, written);
  // The reference spells its words out: only the channel shortens them.
  joinRuns(source, sourceTo, channel, channelTo, false, variants);
  joinRuns(channel, channelTo, source, sourceTo, options.abbreviations, variants);

  const typos: Array<[NameToken, NameToken]> = [];
  source.forEach((a, s) => {
    if (sourceTo[s] !== -1 || !misspellable(a)) return;
    let best = -1;
    let bestSimilarity = options.typoSimilarity;
    channel.forEach((b, c) => {
      if (channelTo[c] !== -1 || !misspellable(b)) return;
      const similarity = wordSimilarity(a.text, b.text);
      if (similarity >= bestSimilarity) [best, bestSimilarity] = [c, similarity];
    });
    if (best !== -1) {
      link(s, best);
      typos.push([a, channel[best] as NameToken]);
    }
  });

  let last = -1;
  let reordered = false;
  for (const c of sourceTo) {
    if (c === -1) continue;
    if (c < last) reordered = true;
    last = c;
  }
  return {
    onlyInSource: source.filter((_, s) => sourceTo[s] === -1),
    onlyInChannel: channel.filter((_, c) => channelTo[c] === -1),
    typos,
    variants,
    reordered,
  };
}

const misspellable = (token: NameToken) => token.kind !== 'number' && token.kind !== 'direction';

/** Edit similarity of two words, a swap of neighbouring letters counting as one edit. */
function wordSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  let edits = distance(a, b);
  if (edits === 2 && a.length === b.length) {
    let i = 0;
    while (a[i] === b[i]) i++;
    if (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) edits = 1;
  }
  return 1 - edits / longer;
}

/**
 * A word of `side` that stands for a run of 1-3 unpaired neighbouring words of `other`: written
 * together ("lemeridien"), their initials ("ny"), or, on terse channels, an abbreviation keeping
 * the first letter of each ("lhr" for London Heathrow, "arpt" for airport).
 */
function joinRuns(
  side: readonly NameToken[],
  sideTo: number[],
  other: readonly NameToken[],
  otherTo: number[],
  abbreviations: boolean,
  variants: string[],
): void {
  side.forEach((a, s) => {
    if (sideTo[s] !== -1 || a.kind === 'number' || a.kind === 'direction') return;
    for (let start = 0; start < other.length; start++) {
      // Every way a word stands for a run (written together, initials, an abbreviation) starts
      // with the run's first letter: other first letters rule the run out before any string work.
      const first = (other[start] as NameToken).text;
      if (first !== '' && a.text !== '' && first[0] !== a.text[0]) continue;
      for (let end = start + 1; end <= Math.min(other.length, start + 3); end++) {
        if (otherTo[end - 1] !== -1) break;
        const run = other.slice(start, end);
        if (!standsFor(a, run, abbreviations)) continue;
        sideTo[s] = start;
        for (let i = start; i < end; i++) otherTo[i] = s;
        variants.push(`${a.text}=${run.map((t) => t.text).join(' ')}`);
        return;
      }
    }
  });
}

function standsFor(word: NameToken, run: readonly NameToken[], abbreviations: boolean): boolean {
  const joined = run.map((t) => t.text).join('');
  if (run.length > 1 && word.text === joined) return true;
  // Only an unknown word shortens others: "inn" is itself, not short for "international".
  if (word.kind !== 'place') return false;
  if (run.some((t) => t.kind === 'number' || t.kind === 'direction')) return false;
  if (run.length > 1 && word.text === run.map((t) => t.text[0]).join('')) return true;
  if (!(abbreviations || word.dotted) || word.text.length < 3) return false;
  // One letter left out is a misspelling, not an abbreviation ("COLINS" for Collins).
  if (word.text.length > joined.length - 2) return false;
  return abbreviates(
    word.text,
    run.map((t) => t.text),
  );
}

/** Split into one piece per word, each piece starting with its word's first letter and spelt from its letters in order. */
function abbreviates(short: string, words: readonly string[]): boolean {
  const [word, ...rest] = words;
  if (word === undefined) return short === '';
  for (let end = 1; end <= short.length - rest.length; end++) {
    const piece = short.slice(0, end);
    if (piece[0] === word[0] && spelledFrom(piece, word) && abbreviates(short.slice(end), rest)) {
      return true;
    }
  }
  return false;
}

function spelledFrom(piece: string, word: string): boolean {
  let at = 0;
  for (const char of piece) {
    at = word.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}
