import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gainOfFixing,
  knockoutDrop,
  lossShare,
  lostPoints,
  meanAccuracy,
  weightedAccuracy,
  type WeightedScore,
} from './score-explanation.ts';

type Result = WeightedScore & { key: string };

// docs/architecture.md "What the scores mean": ACCURATE 100, DISCREPANCY 50, INACCURATE/MISSING 0,
// REVIEW-like null; name,
// address, phone and coordinates weigh 2 by default, the rest 1.
const name = (accuracy: number | null): Result => ({ key: 'NAME', accuracy, weight: 2 });
const phone = (accuracy: number | null): Result => ({ key: 'PHONE', accuracy, weight: 2 });
const photos = (accuracy: number | null): Result => ({ key: 'PHOTOS', accuracy, weight: 1 });

describe('weightedAccuracy (an audit: weighted mean of its non-null results)', () => {
  it('weighs each counted result and leaves null ones out', () => {
    // (2x100 + 2x50 + 1x0) / 5 = 60; the review-like photo result does not count.
    expect(weightedAccuracy([name(100), phone(50), photos(0)])).toBe(60);
    expect(weightedAccuracy([name(100), phone(0), photos(null)])).toBe(50);
  });

  it('is null when nothing counts, and ignores zero weights', () => {
    expect(weightedAccuracy([photos(null)])).toBeNull();
    expect(weightedAccuracy([])).toBeNull();
    expect(weightedAccuracy([{ accuracy: 0, weight: 0 }, name(100)])).toBe(100);
  });
});

describe('lostPoints (what each characteristic costs one audit)', () => {
  it('splits 100 minus the accuracy by characteristic, by weight', () => {
    const lost = lostPoints([name(100), phone(50), photos(0)]);
    expect(lost.get('NAME')).toBe(0);
    expect(lost.get('PHONE')).toBe(20);
    expect(lost.get('PHOTOS')).toBe(20);
    expect(lost.has('X')).toBe(false);
  });

  it('always adds up to 100 minus the audit accuracy', () => {
    fc.assert(
      fc.property(arbitraryAudit, (results) => {
        const accuracy = weightedAccuracy(results);
        const total = [...lostPoints(results).values()].reduce((sum, points) => sum + points, 0);
        expect(total).toBeCloseTo(accuracy === null ? 0 : 100 - accuracy, 9);
      }),
    );
  });
});

describe('meanAccuracy (a group: mean of its audits)', () => {
  it('averages audits, not results, and skips audits with no score', () => {
    // Audit 1: 60; audit 2: 100 (one result); audit 3: nothing counted.
    expect(meanAccuracy([[name(100), phone(50), photos(0)], [photos(100)], [photos(null)]])).toBe(
      80,
    );
    expect(meanAccuracy([[photos(null)]])).toBeNull();
  });
});

describe('gain of fixing a characteristic', () => {
  const audits = [[name(100), phone(50), photos(0)], [name(0), photos(100)], [phone(100)]];

  it('recomputes the mean with its results at 100', () => {
    // Before: (60 + 100/3 + 100) / 3. Phone fixed: first audit 80, so the mean rises by 20 / 3.
    expect(gainOfFixing(audits, (r) => r.key === 'PHONE')).toBeCloseTo(20 / 3, 9);
    // Name fixed: the second audit goes from 33.3 to 100.
    expect(gainOfFixing(audits, (r) => r.key === 'NAME')).toBeCloseTo(200 / 9, 9);
    expect(gainOfFixing([[photos(null)]], () => true)).toBe(0);
  });

  it("equals the characteristic's lost points over the audits counted, shares adding to 100", () => {
    fc.assert(
      fc.property(fc.array(arbitraryAudit, { minLength: 1, maxLength: 8 }), (group) => {
        const mean = meanAccuracy(group);
        const counted = group.filter((results) => weightedAccuracy(results) !== null).length;
        const lost = new Map<string, number>();
        for (const results of group)
          for (const [key, points] of lostPoints(results))
            lost.set(key, (lost.get(key) ?? 0) + points);
        const totalLost = mean === null ? 0 : counted * (100 - mean);
        let shares = 0;
        for (const [key, points] of lost) {
          const { share, gain } = lossShare(points, counted, totalLost);
          expect(gain).toBeCloseTo(
            gainOfFixing(group, (r) => r.key === key),
            6,
          );
          shares += share;
        }
        if (totalLost > 1e-9) expect(shares).toBeCloseTo(100, 6);
      }),
    );
  });

  it('answers zero rather than dividing by zero', () => {
    expect(lossShare(0, 0, 0)).toEqual({ share: 0, gain: 0 });
  });
});

describe('knockoutDrop', () => {
  it('is the share of all audits that only this cause knocks out', () => {
    expect(knockoutDrop(3, 40)).toBe(7.5);
    expect(knockoutDrop(0, 0)).toBe(0);
  });
});

const arbitraryAudit = fc.array(
  fc.record({
    key: fc.constantFrom('NAME', 'PHONE', 'PHOTOS', 'WEBSITE'),
    accuracy: fc.constantFrom(100, 50, 0, null),
    weight: fc.constantFrom(1, 2, 0.5),
  }),
  { maxLength: 6 },
);
