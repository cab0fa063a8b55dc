import type { Status } from '@lens/domain';
import { roundRatio } from '../similarity.ts';
import type { TermMatch } from './term-match.ts';
import { absence, verdict, type Comparator } from './verdict.ts';

/**
 * ACCURATE when there is nothing to add or replace (extra channel amenities are listed in
 * `removeAmenities` but do not lower the status); otherwise DISCREPANCY while the coverage (exact
 * matches and variants over the reference list) reaches the limit, INACCURATE below it; MISSING
 * when the channel lists none.
 */
export const compareAmenities: Comparator = (reference, _snapshot, context) => {
  const source = reference.amenities;
  const channel = context.channel.amenities;
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const match = context.channel.amenityMatch as TermMatch;
  const threshold = context.limits.amenities.coverageDiscrepancy;
  const status: Status =
    match.add.length === 0 && match.replace.length === 0
      ? 'ACCURATE'
      : match.coverage >= threshold
        ? 'DISCREPANCY'
        : 'INACCURATE';
  return verdict(status, source.display, channel.display, {
    rule: 'amenity-coverage',
    threshold,
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
    similarity: roundRatio(match.coverage),
    details: {
      matched: match.matched,
      addAmenities: match.add.map((term) => term.raw),
      removeAmenities: match.remove.map((term) => term.raw),
      replaceAmenities: match.replace.map(({ from, to }) => ({ from: from.raw, to: to.raw })),
    },
  });
};
