import type { Status } from '@lens/domain';
import {
  prepareCategory,
  relateCuisines,
  relateKinds,
  type PreparedCategory,
} from '../category-terms.ts';
import { memoizeByObject } from '../memo.ts';
import { CUISINE_INDEX } from '../normalize-terms.ts';
import { hasText } from '../normalize-text.ts';
import { prepareCuisine, type PreparedTerms } from '../prepare-values.ts';
import { roundRatio } from '../similarity.ts';
import { readStarRating } from '../star-rating.ts';
import { matchRelatedTerms } from './term-match.ts';
import { absence, unreadable, verdict, type Comparator, type Verdict } from './verdict.ts';

/**
 * An unrated property shown with stars gets REMOVE; "Unrated" shown for a rated one is MISSING.
 * The figure decides, however it is written: the same is ACCURATE (a class mark such as "4 Sterne
 * Superior" is the same class), up to the tolerance (half a star by default) a DISCREPANCY, more
 * INACCURATE. A value with no star count ("Luxury", "AAA Four Diamond") waits for review.
 */
export const compareStarRating: Comparator = (reference, snapshot, context) => {
  const source = reference.source.starRating ?? null;
  const shown = snapshot.starRating ?? null;
  const sourceValue = source === null ? null : String(source);
  const channelValue = shown === null || shown === '' ? null : String(shown);
  const reading = channelValue === null ? null : readStarRating(shown as number | string);
  // "Unrated" on an unrated property says nothing to audit.
  const shownRating = reading?.kind === 'none' && sourceValue === null ? null : channelValue;
  if (sourceValue === null || shownRating === null || reading === null) {
    return absence(sourceValue, shownRating, true);
  }
  const additionalData = { type: 'STAR_RATING', value: sourceValue };
  if (reading.kind === 'none') {
    return {
      ...verdict('MISSING', sourceValue, channelValue, {
        rule: 'rating-not-shown',
        details: { token: reading.token },
      }),
      additionalData,
    };
  }
  if (reading.kind === 'unreadable') {
    return {
      ...unreadable('channel', reading.reason, sourceValue, channelValue, {
        rule: 'rating-unreadable',
        sourceNormalized: sourceValue,
      }),
      additionalData,
    };
  }
  const tolerance = context.limits.starRating.discrepancyTolerance;
  const difference = Math.abs(reading.stars - (source as number));
  let status: Status = 'INACCURATE';
  if (difference === 0) status = 'ACCURATE';
  else if (difference <= tolerance) status = 'DISCREPANCY';
  return {
    ...verdict(status, sourceValue, channelValue, {
      rule: 'rating-difference',
      threshold: tolerance,
      sourceNormalized: sourceValue,
      channelNormalized: String(reading.stars),
      details: { difference, token: reading.token, mark: reading.mark },
    }),
    additionalData,
  };
};

function describe(category: PreparedCategory): string {
  return [...category.qualifiers, ...category.cuisines, ...category.kinds].join(' ');
}

/**
 * Categories compare by what they mean, in any of the lists' languages: the kind of place
 * ("Hotels" = "Hôtel" = "Albergo"), the cuisines they name and their other qualifiers. The same
 * kinds, cuisines and qualifiers are ACCURATE; a broader, narrower or sibling kind ("Hotel" for
 * "Boutique hotel"), a qualifier on one side only or a related cuisine a DISCREPANCY; another kind
 * ("Hostel" for "Hotel") or another cuisine ("Japanese restaurant" for "Italian restaurant")
 * INACCURATE. A category no list knows waits for review unless it is the same words.
 */
export const compareCategory: Comparator = (reference, snapshot) => {
  const source = reference.category;
  const shown = snapshot.category;
  if (!source || !hasText(shown)) return absence(source?.raw ?? null, null, false);
  return categoryVerdict(source, shown);
};

// A listing shows the same category every cycle: the verdict is kept per reference category.
const categoryVerdict = memoizeByObject((source: PreparedCategory, shown: string): Verdict => {
  const channel = prepareCategory(shown) as PreparedCategory;
  const evidence = {
    sourceNormalized: describe(source),
    channelNormalized: describe(channel),
  };
  if (source.normalized === channel.normalized) {
    return verdict('ACCURATE', source.raw, channel.raw, { rule: 'category-words', ...evidence });
  }
  if (source.kinds.length === 0 || channel.kinds.length === 0) {
    const side = source.kinds.length === 0 ? 'reference' : 'channel';
    const unknown = (side === 'reference' ? source : channel).raw;
    return unreadable(side, `no known kind of place in "${unknown}"`, source.raw, channel.raw, {
      rule: 'category-unknown',
      ...evidence,
    });
  }
  const kinds = relateKinds(source.kinds, channel.kinds);
  const cuisines = relateCuisines(source.cuisines, channel.cuisines);
  const sameQualifiers =
    source.qualifiers.length === channel.qualifiers.length &&
    source.qualifiers.every((qualifier, i) => qualifier === channel.qualifiers[i]);
  let status: Status = 'DISCREPANCY';
  if (kinds === 'different' || cuisines === 'different') status = 'INACCURATE';
  else if (kinds === 'same' && cuisines === 'same' && sameQualifiers) status = 'ACCURATE';
  return verdict(status, source.raw, channel.raw, {
    rule: 'category-terms',
    ...evidence,
    details: {
      kinds,
      sourceKinds: source.kinds,
      channelKinds: channel.kinds,
      cuisines,
      sourceCuisines: source.cuisines,
      channelCuisines: channel.cuisines,
      sourceQualifiers: source.qualifiers,
      channelQualifiers: channel.qualifiers,
    },
  });
});

/**
 * Cuisines compare as sets of canonical cuisines, in the listing's language ("italienisch" =
 * "Italian"), order never mattering. All of them ACCURATE (a broader cuisine beside a matched one,
 * "Asian" with "Japanese", adds nothing); some of them, or a related one ("Sushi" for "Japanese")
 * a DISCREPANCY; none INACCURATE, unless a cuisine no list knows is left over: then a person
 * decides.
 */
export const compareCuisine: Comparator = (reference, snapshot, context) => {
  const source = reference.cuisine;
  const shown = snapshot.cuisine;
  if (!source || !shown?.some(hasText)) return absence(source?.display ?? null, null, false);
  const similarity = context.limits.amenities.variantSimilarity;
  return cuisineVerdict(source, `${similarity}${LIST_KEY}${shown.join(LIST_KEY)}`);
};

// Listed cuisines never hold a NUL, so it joins them into one cache key.
const LIST_KEY = '\u0000';

// A listing shows the same cuisines every cycle: the verdict is kept per reference cuisine list.
const cuisineVerdict = memoizeByObject((source: PreparedTerms, key: string): Verdict => {
  const [similarity, ...shown] = key.split(LIST_KEY);
  const channel = prepareCuisine(shown) as PreparedTerms;
  const match = matchRelatedTerms(source, channel, CUISINE_INDEX, Number(similarity));
  const evidence = {
    rule: 'cuisine-terms',
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
    similarity: roundRatio(match.coverage),
    details: {
      matchedCuisines: match.matched,
      impliedCuisines: match.implied.map((term) => term.key),
      relatedCuisines: match.related.map(
        ({ reference: from, channel: to, relation }) => `${from.key} -> ${to.key} (${relation})`,
      ),
      addCuisines: match.add.map((term) => term.raw),
      removeCuisines: match.remove.map((term) => term.raw),
    },
  };
  const exactly = match.add.length === 0 && match.remove.length === 0 && match.related.length === 0;
  if (exactly) return verdict('ACCURATE', source.display, channel.display, evidence);
  if (match.matched.length > 0 || match.related.length > 0) {
    return verdict('DISCREPANCY', source.display, channel.display, evidence);
  }
  if (match.unknown) {
    return unreadable(
      match.add.some((term) => !CUISINE_INDEX.has(term.key)) ? 'reference' : 'channel',
      'a cuisine no list knows, so the engine cannot tell whether it is the same',
      source.display,
      channel.display,
      evidence,
    );
  }
  return verdict('INACCURATE', source.display, channel.display, evidence);
});
