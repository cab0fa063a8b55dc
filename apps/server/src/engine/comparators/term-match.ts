import type { PreparedTerms } from '../prepare-values.ts';
import type { Term } from '../normalize-terms.ts';
import { editSimilarity } from '../similarity.ts';
import type { TermIndex, TermRelation } from '../term-index.ts';

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

/** Reference and channel terms matched through a term list's hierarchy (cuisines). */
export interface RelatedTermMatch {
  /** Canonical keys on both sides. */
  matched: string[];
  /** Broader terms implied by a matched narrower one ("Asian" beside a matched "Japanese"). */
  implied: Term[];
  /** A reference term shown as a broader, narrower or sibling term ("Sushi" for "Japanese"). */
  related: Array<{ reference: Term; channel: Term; relation: TermRelation | 'variant' }>;
  add: Term[];
  remove: Term[];
  /** True when a term left unmatched is in no list, so the engine cannot tell what it means. */
  unknown: boolean;
  /** Share of the reference terms matched, implied or related. */
  coverage: number;
}

/**
 * Matches terms by canonical key, then pairs what is left by the list's hierarchy; terms no list
 * knows pair only as close spellings of each other (a typo), never with a known different term.
 */
export function matchRelatedTerms(
  reference: PreparedTerms,
  channel: PreparedTerms,
  index: TermIndex,
  variantSimilarity: number,
): RelatedTermMatch {
  const matched = [...reference.keys].filter((key) => channel.keys.has(key));
  const impliedBy = (term: Term) => matched.some((key) => index.isAncestor(term.key, key));
  const implied: Term[] = [];
  const left = (terms: Term[], other: ReadonlySet<string>) =>
    terms.filter((term) => {
      if (other.has(term.key)) return false;
      if (!impliedBy(term)) return true;
      implied.push(term);
      return false;
    });
  const add = left(reference.terms, channel.keys);
  const remove = left(channel.terms, reference.keys);
  const related: RelatedTermMatch['related'] = [];
  const relate = (to: Term, from: Term): TermRelation | 'variant' | null => {
    if (index.has(to.key) && index.has(from.key)) return index.relation(to.key, from.key);
    // A close spelling only: containment would make "Caucasian" a variant of "Asian".
    return editSimilarity(from.key, to.key) >= variantSimilarity ? 'variant' : null;
  };
  for (let i = 0; i < add.length;) {
    const to = add[i] as Term;
    let paired = false;
    for (let j = 0; j < remove.length && !paired; j++) {
      const from = remove[j] as Term;
      const relation = relate(to, from);
      if (relation === null) continue;
      related.push({ reference: to, channel: from, relation });
      remove.splice(j, 1);
      add.splice(i, 1);
      paired = true;
    }
    if (!paired) i++;
  }
  const unknown = [...add, ...remove].some((term) => !index.has(term.key));
  const coverage = (reference.terms.length - add.length) / reference.terms.length;
  return { matched, implied, related, add, remove, unknown, coverage };
}
