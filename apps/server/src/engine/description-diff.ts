import type { ComparedDescription, DescriptionFragment, HighlightType } from '@lens/contracts';
import { diffWordsWithSpace } from 'diff';
import { cleanDescription } from './clean-description.ts';
import { readText, type TextReading } from './description-tokens.ts';
import { foldedWordHashes } from './normalize-text.ts';
import type { Description } from './types.ts';

/**
 * A reference text reduced to what the similarity measure needs, computed once and reused for
 * every channel: its word bigrams (or its one word) as hashes in an open-addressing table.
 */
export interface TextProfile {
  /** The text as a reader sees it (clean-description.ts). */
  text: string;
  /** Its words read for facts (description-tokens.ts), on the first channel text that differs. */
  reading: TextReading | null;
  /** How many bigrams the text has (1 for a one-word text). */
  size: number;
  /** Bigram hashes, -1 in empty slots; the length is a power of two. */
  slots: Int32Array;
  counts: Uint16Array;
}

/** One hash per word pair; a one-word text is its word. */
function grams(text: string): number[] {
  const words = foldedWordHashes(text);
  if (words.length < 2) return words;
  const pairs = new Array<number>(words.length - 1);
  for (let i = 1; i < words.length; i++) {
    pairs[i - 1] =
      (Math.imul(words[i - 1] as number, 0x9e3779b1) ^ (words[i] as number)) & 0x3fffffff;
  }
  return pairs;
}

/** The slot of `gram`, or of the empty slot where it would go. */
function slotOf(slots: Int32Array, gram: number): number {
  const mask = slots.length - 1;
  let slot = gram & mask;
  while (slots[slot] !== -1 && slots[slot] !== gram) slot = (slot + 1) & mask;
  return slot;
}

export function textProfile(raw: string): TextProfile {
  const text = cleanDescription(raw);
  const all = grams(text);
  let capacity = 8;
  while (capacity < all.length * 2) capacity *= 2;
  const slots = new Int32Array(capacity).fill(-1);
  const counts = new Uint16Array(capacity);
  for (const gram of all) {
    const slot = slotOf(slots, gram);
    slots[slot] = gram;
    counts[slot] = Math.min(0xffff, (counts[slot] as number) + 1);
  }
  return { text, reading: null, size: all.length, slots, counts };
}

/** The reference read for facts in its language (a primary subtag), once. */
export function profileReading(profile: TextProfile, language: string): TextReading {
  profile.reading ??= readText(profile.text, language);
  return profile.reading;
}

/**
 * Dice coefficient of the word-bigram multisets of the reference and the channel text (cleaned,
 * as the reference's is: clean-description.ts): 1 for the
 * same words in the same order after folding, 0 for no shared word pair. Linear in the text
 * length, unlike an edit distance, so a long description costs microseconds; word pairs rather
 * than single words make a reordered or rewritten text score low even when it reuses the
 * vocabulary.
 */
export function textSimilarity(reference: TextProfile, text: string): number {
  if (reference.text === text) return 1;
  const channel = grams(text);
  if (reference.size === 0 || channel.length === 0) return 0;
  const used = new Uint16Array(reference.slots.length);
  let shared = 0;
  for (const gram of channel) {
    const slot = slotOf(reference.slots, gram);
    if (
      reference.slots[slot] === gram &&
      (used[slot] as number) < (reference.counts[slot] as number)
    ) {
      used[slot] = (used[slot] as number) + 1;
      shared++;
    }
  }
  return (2 * shared) / (reference.size + channel.length);
}

/** Beyond this many changed words the texts are rewrites: the diff marks them whole, in bounded time. */
const MAX_EDIT_LENGTH = 1000;

function pushFragment(
  fragments: DescriptionFragment[],
  text: string,
  highlightType: HighlightType | null,
): void {
  const last = fragments.at(-1);
  if (last && last.highlightType === highlightType) last.text += text;
  else if (text !== '') fragments.push({ text, highlightType });
}

export interface DescriptionSides {
  current: ComparedDescription;
  compared: ComparedDescription;
}

/**
 * The two sides of a description comparison in the shape of packages/contracts
 * (description-comparison.ts): `current` is the channel's description, where DELETE marks text
 * the channel shows but the compared text lacks; `compared` is the reference (source) text or the
 * channel's previous capture, where INSERT marks text the channel lacks. Concatenating a side's
 * fragments gives its text back.
 */
export function diffDescriptions(
  current: Description | null,
  compared: Description | null,
): DescriptionSides {
  const currentText = current?.content ?? '';
  const comparedText = compared?.content ?? '';
  const changes = diffWordsWithSpace(comparedText, currentText, { maxEditLength: MAX_EDIT_LENGTH });
  const currentFragments: DescriptionFragment[] = [];
  const comparedFragments: DescriptionFragment[] = [];
  if (changes === undefined) {
    pushFragment(currentFragments, currentText, 'DELETE');
    pushFragment(comparedFragments, comparedText, 'INSERT');
  } else {
    for (const change of changes) {
      if (!change.removed)
        pushFragment(currentFragments, change.value, change.added ? 'DELETE' : null);
      if (!change.added)
        pushFragment(comparedFragments, change.value, change.removed ? 'INSERT' : null);
    }
  }
  return {
    current: { header: current?.header ?? null, descriptionFragment: currentFragments },
    compared: { header: compared?.header ?? null, descriptionFragment: comparedFragments },
  };
}

/** `diffDescriptions` for every language either side has, in language order. */
export function diffDescriptionsByLanguage(
  current: Readonly<Record<string, Description>>,
  compared: Readonly<Record<string, Description>>,
): Array<DescriptionSides & { language: string }> {
  const languages = [...new Set([...Object.keys(current), ...Object.keys(compared)])].toSorted();
  return languages.map((language) => ({
    language,
    ...diffDescriptions(current[language] ?? null, compared[language] ?? null),
  }));
}
