import type { PreparedTerms } from '../prepare-values.ts';
import type { Term } from '../normalize-terms.ts';
import { editSimilarity } from '../similarity.ts';

export interface TermMatch {
  matched: number;
  /** In the reference, not on the channel. */
  add: Term[];
  /** On the channel, not in the reference. */
  remove: Term[];
  /** A channel term (`from`) that is a near variant of a reference term (`to`). */
  replace: Array<{ from: Term; to: Term }>;
  /** Share of the reference terms the channel shows, variants included. */
  coverage: number;
}

/** Shorter keys are too generic to call one a variant of the other ("bar" in "barbecue"). */
const MIN_CONTAINED_LENGTH = 4;

function isVariant(a: string, b: string, similarity: number): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= MIN_CONTAINED_LENGTH && long.includes(short)) return true;
  return editSimilarity(a, b) >= similarity;
}

/**
 * Matches channel terms to reference terms by key; what is left on both sides is paired as
 * variants ("Outdoor pool" shown for "Pool", "Sauna" written "Saunas") where close enough.
 */
export function matchTerms(
  reference: PreparedTerms,
  channel: PreparedTerms | null,
  variantSimilarity: number,
): TermMatch {
  const channelKeys = channel?.keys ?? new Set<string>();
  const add = reference.terms.filter((term) => !channelKeys.has(term.key));
  const remove = (channel?.terms ?? []).filter((term) => !reference.keys.has(term.key));
  const matched = reference.terms.length - add.length;
  const replace: TermMatch['replace'] = [];
  for (let i = 0; i < add.length && remove.length > 0;) {
    const to = add[i] as Term;
    const index = remove.findIndex((from) => isVariant(from.key, to.key, variantSimilarity));
    if (index < 0) {
      i++;
      continue;
    }
    replace.push({ from: remove[index] as Term, to });
    remove.splice(index, 1);
    add.splice(i, 1);
  }
  const coverage = (matched + replace.length) / reference.terms.length;
  return { matched, add, remove, replace, coverage };
}
