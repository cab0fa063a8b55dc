import { verdict, type Comparator } from './verdict.ts';

/**
 * Whether the GDS answered a rate request with bookable rates; not audited when none was made. An
 * answer that says "returned" with no rate in it (rateCount 0) books nothing: not returned.
 */
export const compareGdsRates: Comparator = (_reference, snapshot) => {
  const rates = snapshot.gdsRates;
  if (!rates) return null;
  const count = rates.rateCount ?? null;
  const returned = rates.returned && count !== 0;
  return verdict(
    returned ? 'RATES RETURNED' : 'RATES NOT RETURNED',
    null,
    count === null ? (rates.returned ? 'returned' : 'not returned') : `${count} rates`,
    {
      rule: rates.returned && !returned ? 'gds-rate-answer-empty' : 'gds-rate-answer',
      channelNormalized: String(returned),
      details: { rateCount: count },
    },
  );
};
