import type { Status } from '@lens/domain';
import { prepareCuisine, prepareWords } from '../prepare-values.ts';
import { roundRatio } from '../similarity.ts';
import { matchTerms } from './term-match.ts';
import { absence, verdict, type Comparator } from './verdict.ts';

const STAR_SYMBOLS = /[★*]/g;
const RATING_NUMBER = /\d+(?:[.,]\d+)?/;

/** 4, "4", "4-star", "4.5 stars", "★★★★" -> 4 / 4.5; null when there is no figure. */
export function parseStarRating(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const stars = value.match(STAR_SYMBOLS)?.length ?? 0;
  if (stars > 0) return stars;
  const figure = RATING_NUMBER.exec(value)?.[0];
  return figure === undefined ? null : Number(figure.replace(',', '.'));
}

/** An unrated property shown with stars gets REMOVE; half a star off is a DISCREPANCY by default. */
export const compareStarRating: Comparator = (reference, snapshot, context) => {
  const source = reference.source.starRating ?? null;
  const shown = snapshot.starRating ?? null;
  const sourceValue = source === null ? null : String(source);
  const channelValue = shown === null || shown === '' ? null : String(shown);
  if (sourceValue === null || channelValue === null) {
    return absence(sourceValue, channelValue, true);
  }
  const channel = parseStarRating(shown as number | string);
  const tolerance = context.limits.starRating.discrepancyTolerance;
  const difference = channel === null ? null : Math.abs(channel - (source as number));
  let status: Status = 'INACCURATE';
  if (difference === 0) status = 'ACCURATE';
  else if (difference !== null && difference <= tolerance) status = 'DISCREPANCY';
  return {
    ...verdict(status, sourceValue, channelValue, {
      rule: difference === null ? 'rating-unreadable' : 'rating-difference',
      threshold: tolerance,
      sourceNormalized: sourceValue,
      channelNormalized: channel === null ? null : String(channel),
      details: { difference },
    }),
    additionalData: { type: 'STAR_RATING', value: sourceValue },
  };
};

// Set.prototype.isSubsetOf arrived in Node 22.
function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const word of a) if (!b.has(word)) return false;
  return true;
}

/** "Boutique hotels" = "boutique hotel"; "Hotel" for "Boutique hotel" (one contains the other) is a DISCREPANCY. */
export const compareCategory: Comparator = (reference, snapshot) => {
  const source = reference.category;
  const channel = prepareWords(snapshot.category);
  if (!source || !channel) return absence(source?.raw ?? null, channel?.raw ?? null, false);
  const s = source.words;
  const c = channel.words;
  const status: Status =
    s.size === c.size && isSubset(s, c)
      ? 'ACCURATE'
      : isSubset(s, c) || isSubset(c, s)
        ? 'DISCREPANCY'
        : 'INACCURATE';
  return verdict(status, source.raw, channel.raw, {
    rule: 'category-words',
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
  });
};

/** ACCURATE when the channel shows exactly the reference's cuisines, DISCREPANCY when some, INACCURATE when none. */
export const compareCuisine: Comparator = (reference, snapshot, context) => {
  const source = reference.cuisine;
  const channel = prepareCuisine(snapshot.cuisine);
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const match = matchTerms(source, channel, context.limits.amenities.variantSimilarity);
  const exactly = match.add.length === 0 && match.remove.length === 0 && match.replace.length === 0;
  const status: Status = exactly ? 'ACCURATE' : match.coverage > 0 ? 'DISCREPANCY' : 'INACCURATE';
  return verdict(status, source.display, channel.display, {
    rule: 'cuisine-terms',
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
    similarity: roundRatio(match.coverage),
    details: {
      addCuisines: match.add.map((term) => term.raw),
      removeCuisines: match.remove.map((term) => term.raw),
    },
  });
};
