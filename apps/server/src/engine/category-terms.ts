import { memoize } from './memo.ts';
import { foldText, hasText } from './normalize-text.ts';
import { buildTermIndex, singular, type TermRelation } from './term-index.ts';
import { CATEGORY_QUALIFIERS } from './terms/category-qualifiers.ts';
import { CUISINES } from './terms/cuisines.ts';
import { DINING_TYPES } from './terms/dining-types.ts';
import { LODGING_TYPES } from './terms/lodging-types.ts';
import { SPA_TYPES } from './terms/spa-types.ts';

const KIND_LISTS = [LODGING_TYPES, DINING_TYPES, SPA_TYPES];
const KINDS: ReadonlySet<string> = new Set(KIND_LISTS.flat().map((entry) => entry.canonical));
const CUISINE_NAMES: ReadonlySet<string> = new Set(CUISINES.map((entry) => entry.canonical));

/**
 * Kinds first, so that "Steakhouse" or "Pizzeria" as a category is the kind of place; cuisine
 * words then qualify it ("Italian restaurant", "Ristorante italiano"). Words that only say "place"
 * or "food" are dropped.
 */
const CATEGORY_INDEX = buildTermIndex(
  [...KIND_LISTS, CATEGORY_QUALIFIERS, CUISINES],
  ['property', 'properties', 'establishment', 'cuisine', 'küche', 'cucina', 'cocina', '料理', '店'],
);

/** A category read as the kind of place, the cuisines it names and its other qualifiers. */
export interface PreparedCategory {
  raw: string;
  /** The folded words, for categories no list knows. */
  normalized: string;
  /** Kinds of place, a broader kind dropped beside its narrower one ("Hotel & Lodging" is hotel). */
  kinds: string[];
  cuisines: string[];
  /** Known qualifiers by their canonical, unknown words as folded. */
  qualifiers: string[];
}

/** A cuisine on its own as a category ("Italian" on Yelp) names a restaurant. */
const IMPLIED_KIND = 'restaurant';

function readCategory(raw: string): PreparedCategory {
  const { canonicals, unknown } = CATEGORY_INDEX.lookup(raw);
  const found = canonicals.filter((term) => KINDS.has(term));
  const cuisines = canonicals.filter((term) => !KINDS.has(term) && CUISINE_NAMES.has(term));
  const qualifiers = canonicals
    .filter((term) => !KINDS.has(term) && !CUISINE_NAMES.has(term))
    .concat(unknown)
    .sort();
  let kinds = found.filter(
    (kind) => !found.some((other) => CATEGORY_INDEX.isAncestor(kind, other)),
  );
  if (kinds.length === 0 && cuisines.length > 0) kinds = [IMPLIED_KIND];
  const normalized = foldText(raw).split(' ').map(singular).join(' ');
  return { raw, normalized, kinds: kinds.sort(), cuisines: cuisines.sort(), qualifiers };
}

const readMemo = memoize(readCategory);

export function prepareCategory(raw: string | null | undefined): PreparedCategory | null {
  return hasText(raw) ? readMemo(raw) : null;
}

/** How the channel's kinds relate to the reference's: the weakest link decides. */
export type CategoryRelation = TermRelation | 'different' | 'partial';

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((term, i) => term === b[i]);
}

function bestRelation(term: string, others: readonly string[], channelSide: boolean) {
  const order: Array<TermRelation | null> = ['same', 'broader', 'narrower', 'sibling'];
  let best: TermRelation | null = null;
  for (const other of others) {
    const relation = channelSide
      ? CATEGORY_INDEX.relation(other, term)
      : CATEGORY_INDEX.relation(term, other);
    if (relation !== null && (best === null || order.indexOf(relation) < order.indexOf(best)))
      best = relation;
  }
  return best;
}

/**
 * Relates two lists of kinds: 'same' when every kind on each side has the same kind on the other,
 * 'different' when no kind relates to any, 'partial' when some kind on either side relates to
 * nothing; otherwise the broadest gap ('broader', 'narrower', 'sibling').
 */
export function relateKinds(
  reference: readonly string[],
  channel: readonly string[],
): CategoryRelation {
  const fromReference = reference.map((kind) => bestRelation(kind, channel, false));
  const fromChannel = channel.map((kind) => bestRelation(kind, reference, true));
  const all = [...fromReference, ...fromChannel];
  if (all.every((relation) => relation === null)) return 'different';
  if (all.some((relation) => relation === null)) return 'partial';
  if (all.every((relation) => relation === 'same')) return 'same';
  return (
    (['sibling', 'broader', 'narrower'] as const).find((relation) => all.includes(relation)) ??
    'same'
  );
}

/** Cuisines named in both categories: 'same', 'related' (one under another), or 'different'. */
export function relateCuisines(
  reference: readonly string[],
  channel: readonly string[],
): 'same' | 'related' | 'different' | 'one-side' {
  if (sameList(reference, channel)) return 'same';
  if (reference.length === 0 || channel.length === 0) return 'one-side';
  const related = reference.some((a) =>
    channel.some((b) => CATEGORY_INDEX.relation(a, b) !== null),
  );
  return related ? 'related' : 'different';
}

export { sameList };
