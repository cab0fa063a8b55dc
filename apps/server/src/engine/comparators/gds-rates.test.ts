import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL } from '../../test-support/engine-fixtures.ts';

describe('GDS_RATES', () => {
  it('reports whether the GDS returned rates', () => {
    expect(
      compare('GDS_RATES', NEW_YORK_HOTEL, { gdsRates: { returned: true, rateCount: 6 } }),
    ).toMatchObject({
      status: 'RATES RETURNED',
      channelValue: '6 rates',
    });
    expect(compare('GDS_RATES', NEW_YORK_HOTEL, { gdsRates: { returned: false } })?.status).toBe(
      'RATES NOT RETURNED',
    );
  });

  it('calls an answer with no rate in it not returned', () => {
    expect(
      compare('GDS_RATES', NEW_YORK_HOTEL, { gdsRates: { returned: true, rateCount: 0 } }),
    ).toMatchObject({
      status: 'RATES NOT RETURNED',
      evidence: { rule: 'gds-rate-answer-empty', details: { rateCount: 0 } },
    });
  });

  it('does not audit rates nobody asked for', () => {
    expect(compare('GDS_RATES', NEW_YORK_HOTEL, {})).toBeNull();
  });
});
