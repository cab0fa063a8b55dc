import { verdict, type Comparator } from './verdict.ts';

/** Whether the GDS answered a rate request with bookable rates; not audited when none was made. */
export const compareGdsRates: Comparator = (_reference, snapshot) => {
  const rates = snapshot.gdsRates;
  if (!rates) return null;
  const count = rates.rateCount ?? null;
  return verdict(
    rates.returned ? 'RATES RETURNED' : 'RATES NOT RETURNED',
    null,
    count === null ? (rates.returned ? 'returned' : 'not returned') : `${count} rates`,
    {
      rule: 'gds-rate-answer',
      channelNormalized: String(rates.returned),
      details: { rateCount: count },
    },
  );
};
