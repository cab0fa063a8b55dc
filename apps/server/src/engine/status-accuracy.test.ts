import { STATUSES } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { statusAccuracy } from './status-accuracy.ts';

describe('statusAccuracy', () => {
  it('maps each status to the accuracy it counts for (100, 50, 0 or left out)', () => {
    expect(Object.fromEntries(STATUSES.map((status) => [status, statusAccuracy(status)]))).toEqual({
      ACCURATE: 100,
      PRESENT: 100,
      MATCHED: 100,
      'MATCHED (MODIFY)': 100,
      'RATES RETURNED': 100,
      DISCREPANCY: 50,
      INACCURATE: 0,
      MISSING: 0,
      'NOT-PRESENT': 0,
      UNMATCHED: 0,
      'RATES NOT RETURNED': 0,
      ABSENTS: 0,
      REMOVE: null,
      'AWAITING REVIEW': null,
      UNDEFINED: null,
      REVIEW: null,
      AVAILABLE: null,
    });
  });
});
