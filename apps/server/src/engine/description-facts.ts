import { diffArrays } from 'diff';
import { isStopWord } from './description-stop-words.ts';
import { factTokens, isNumber, type TextReading } from './description-tokens.ts';

/** One changed fact as evidence: the reference's words and the channel's, with a word of context. */
export interface ChangedFact {
  source: string;
  channel: string;
}

/**
 * A channel text as the reference's tokens with one stretch replaced: the reference's first
 * `from` tokens, then `middle`, then the reference's tokens from `to` on.
 */
export interface TokenWindow {
  from: number;
  to: number;
  middle: string[];
}

export interface FactComparison {
  /** Words both texts have, in the same order. */
  common: number;
  /** Each place where a number or a content word differs, in text order. */
  changedFacts: ChangedFact[];
  /** The same content words in another order (a moved sentence): not a changed fact. */
  reordered: boolean;
}

interface Hunk {
  removed: string[];
  added: string[];
  before: string | undefined;
  /** The unchanged words that follow, up to the next change. */
  after: readonly string[];
}

/** Up to this many stop words between two changes make them one ("ne sont pas" for "sont"). */
const MAX_JOINED_GAP = 2;

function isContent(language: string, word: string): boolean {
  return isNumber(word) || !isStopWord(language, word);
}

/** The number of offsets in the sorted `offsets` below `limit`. */
function countBelow(offsets: Int32Array, limit: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((offsets[mid] as number) < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The channel's text (folded, description-tokens.ts) as a window on the reference: the common
 * start and end are found character by character and only what lies between is read into
 * tokens, so a long text with one edit costs a string comparison and a few words. Whole words
 * only: the window widens to the word boundaries around the first and last differing character,
 * and one word further at the end, since a unit reads by the word before it.
 */
export function tokenWindow(reference: TextReading, folded: string, language: string): TokenWindow {
  const { folded: source, tokens, starts, ends } = reference;
  const shorter = Math.min(source.length, folded.length);
  // A channel that appends to the text, or cuts it, matches it whole at one end: one native test.
  let prefix = folded.startsWith(source) || source.startsWith(folded) ? shorter : 0;
  while (prefix < shorter && source.charCodeAt(prefix) === folded.charCodeAt(prefix)) prefix++;
  let suffix = folded.endsWith(source) || source.endsWith(folded) ? shorter - prefix : 0;
  while (
    suffix < shorter - prefix &&
    source.charCodeAt(source.length - 1 - suffix) === folded.charCodeAt(folded.length - 1 - suffix)
  ) {
    suffix++;
  }
  // Words that end before the first difference, with the character after them, are common.
  const from = countBelow(ends, prefix);
  // Words that start after the last difference, with the character before them, are common.
  const to = Math.min(tokens.length, countBelow(starts, source.length - suffix + 1) + 1);
  const start = from > 0 ? (ends[from - 1] as number) : 0;
  const end =
    to < tokens.length ? folded.length - (source.length - (starts[to] as number)) : folded.length;
  const afterNumber = from > 0 && isNumber(tokens[from - 1] as string);
  return { from, to, middle: factTokens(folded.slice(start, end), language, afterNumber) };
}

/** How many tokens the channel text of `window` has. */
export function windowLength(reference: readonly string[], window: TokenWindow): number {
  return window.from + window.middle.length + reference.length - window.to;
}

/**
 * What a reader needs to see the change: both sides' words, and the next word when it is a
 * content word ('312' -> '312 rooms'); an insertion or deletion shows the words after it up to a
 * content word ("se admiten" against "no se admiten"), or the word before at the end of a text.
 */
function describe(hunk: Hunk, language: string): ChangedFact {
  let before: string[] = [];
  let after: string[] = [];
  if (hunk.removed.length === 0 || hunk.added.length === 0) {
    const content = hunk.after.findIndex((word) => isContent(language, word));
    after = hunk.after.slice(0, content < 0 ? MAX_JOINED_GAP : content + 1);
    if (after.length === 0 && hunk.before !== undefined) before = [hunk.before];
  } else if (hunk.after[0] !== undefined && isContent(language, hunk.after[0])) {
    after = [hunk.after[0]];
  }
  return {
    source: [...before, ...hunk.removed, ...after].join(' '),
    channel: [...before, ...hunk.added, ...after].join(' '),
  };
}

/**
 * The word diff of a reference's tokens and a channel text's (`tokenWindow`), read for facts: a
 * differing number, or a differing word that is not a stop word of `language`, is a changed
 * fact; stop words alone ("the", "offers" for "features") are wording. Words that only moved
 * cancel out. Null when more than `maxEdits` words differ on both sides (a rewrite, not an edit).
 */
export function compareFacts(
  source: readonly string[],
  window: TokenWindow,
  language: string,
  maxEdits: number,
): FactComparison | null {
  const { from, to, middle } = window;
  const shorter = Math.min(to - from, middle.length);
  let start = 0;
  while (start < shorter && source[from + start] === middle[start]) start++;
  let end = 0;
  while (end < shorter - start && source[to - 1 - end] === middle[middle.length - 1 - end]) end++;
  const removed = source.slice(from + start, to - end);
  const added = middle.slice(start, middle.length - end);
  // Words only added or only removed (an appended sentence) need no diff.
  const changes =
    removed.length === 0 || added.length === 0
      ? [
          {
            value: removed.length ? removed : added,
            added: added.length > 0,
            removed: removed.length > 0,
            count: 0,
          },
        ]
      : diffArrays(removed, added, { maxEditLength: maxEdits });
  if (changes === undefined) return null;
  let common = from + start + end + source.length - to;
  const hunks: Hunk[] = [];
  let open: Hunk | null = null;
  for (const change of changes) {
    if (!change.added && !change.removed) {
      common += change.count;
      if (open) open.after = change.value;
      open = null;
    } else if (open) {
      (change.added ? open.added : open.removed).push(...change.value);
    } else {
      const last = hunks.at(-1);
      const gap = last?.after ?? [];
      if (last && gap.length <= MAX_JOINED_GAP && !gap.some((word) => isContent(language, word))) {
        // Two changes a stop word apart read as one: "sont" -> "ne sont pas".
        last.removed.push(...gap);
        last.added.push(...gap);
        open = last;
      } else {
        open = {
          removed: [],
          added: [],
          before: gap.at(-1) ?? source[from + start - 1],
          after: [],
        };
        hunks.push(open);
      }
      (change.added ? open.added : open.removed).push(...change.value);
    }
  }
  if (open) open.after = source.slice(to - end, to - end + MAX_JOINED_GAP + 1);
  // A content word's count in the channel minus in the reference, over all changes. Words only
  // split or joined ("O'Hare" shown as "OHARE" on a GDS screen) are the same words.
  const net = new Map<string, number>();
  const edits = hunks.filter((hunk) => hunk.removed.join('') !== hunk.added.join(''));
  for (const hunk of edits) {
    for (const word of hunk.removed)
      if (isContent(language, word)) net.set(word, (net.get(word) ?? 0) - 1);
    for (const word of hunk.added)
      if (isContent(language, word)) net.set(word, (net.get(word) ?? 0) + 1);
  }
  const changed = (word: string) => (net.get(word) ?? 0) !== 0;
  const changedFacts = edits
    .filter((hunk) => hunk.removed.some(changed) || hunk.added.some(changed))
    .map((hunk) => describe(hunk, language));
  return { common, changedFacts, reordered: changedFacts.length === 0 && net.size > 0 };
}

/**
 * True when the channel shows the start of the reference and stops: the same words, the last
 * possibly cut mid-word ("rooftop ba…"), and fewer of them. Channels cut long texts to their
 * character limit.
 */
export function isCutShort(source: readonly string[], window: TokenWindow): boolean {
  const { from, to, middle } = window;
  const last = middle.length - 1;
  if (to !== source.length || from + middle.length >= source.length) return false;
  if (last < 0) return from > 0;
  for (let i = 0; i < last; i++) if (source[from + i] !== middle[i]) return false;
  return (source[from + last] as string).startsWith(middle[last] as string);
}
