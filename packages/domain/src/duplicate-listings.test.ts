import { describe, expect, it } from 'vitest';
import {
  duplicateReasonLabel,
  duplicateVerdict,
  type DuplicateMeasures,
} from './duplicate-listings.ts';

const far: DuplicateMeasures = {
  nameSimilarity: 0.2,
  addressSimilarity: 0.1,
  samePhone: false,
  distanceMiles: 12,
};

describe('duplicateVerdict: "detect when a channel shows more than one listing for a property (same or near name, address or phone, within a distance)"', () => {
  it('takes a listing with the same phone for a duplicate wherever it is placed', () => {
    expect(duplicateVerdict({ ...far, samePhone: true })).toEqual({
      duplicate: true,
      reasons: ['PHONE'],
    });
  });

  it('takes a near name within 0.5 mi for a duplicate, with every reason that held', () => {
    expect(duplicateVerdict({ ...far, nameSimilarity: 0.9, distanceMiles: 0.3 })).toEqual({
      duplicate: true,
      reasons: ['NAME', 'NEARBY'],
    });
    expect(
      duplicateVerdict({ ...far, addressSimilarity: 1, nameSimilarity: 0.86, distanceMiles: 0.5 })
        .reasons,
    ).toEqual(['NAME', 'ADDRESS', 'NEARBY']);
  });

  it('does not take a namesake farther than 0.5 mi for a duplicate', () => {
    expect(duplicateVerdict({ ...far, nameSimilarity: 1, distanceMiles: 0.51 })).toEqual({
      duplicate: false,
      reasons: [],
    });
  });

  it('does not take a mere neighbour (close, other name and address) for a duplicate', () => {
    expect(duplicateVerdict({ ...far, distanceMiles: 0.05 }).duplicate).toBe(false);
  });

  it('needs both near name and near address when a side has no coordinates', () => {
    const unplaced = { ...far, distanceMiles: null };
    expect(duplicateVerdict({ ...unplaced, nameSimilarity: 0.95 }).duplicate).toBe(false);
    expect(duplicateVerdict({ ...unplaced, nameSimilarity: 0.95, addressSimilarity: 0.9 })).toEqual(
      {
        duplicate: true,
        reasons: ['NAME', 'ADDRESS'],
      },
    );
  });

  it('treats a missing name as no match rather than a match', () => {
    expect(duplicateVerdict({ ...far, nameSimilarity: null, distanceMiles: 0.1 }).duplicate).toBe(
      false,
    );
  });

  it('labels the reasons for people', () => {
    expect(duplicateReasonLabel('NEARBY')).toBe('Within 0.5 mi');
    expect(duplicateReasonLabel('PHONE')).toBe('Same phone');
  });
});
