import { describe, expect, it } from 'vitest';
import type { CharacteristicResult } from '../../engine/index.ts';
import type { BatchAudit, StoredResult } from './re-audit.queries.ts';
import { resultChanges, sameOutcome, sameResult } from './result-changes.ts';

const fresh = (over: Partial<CharacteristicResult> = {}): CharacteristicResult => ({
  characteristic: 'NAME',
  status: 'ACCURATE',
  accuracy: 100,
  sourceValue: 'Hotel Kalomi',
  channelValue: 'Hotel Kalomi',
  additionalData: null,
  evidence: { rule: 'exact', similarity: 1 },
  weight: 0.7,
  priority: 10,
  ...over,
});

/** As the batch query returns it: `real` printed in single precision, JSON as its text. */
const stored = (over: Partial<StoredResult> = {}): StoredResult => ({
  characteristic: 'NAME',
  status: 'ACCURATE',
  accuracy: 100,
  weight: 0.7,
  priority: 10,
  sourceValue: 'Hotel Kalomi',
  channelValue: 'Hotel Kalomi',
  additionalData: null,
  evidence: '{"rule":"exact","similarity":1}',
  ignored: false,
  review: null,
  ...over,
});

const key = { propertyId: 7, auditId: 70 };

describe('sameResult', () => {
  it('is equal when the columns would hold the same', () => {
    expect(sameResult(fresh(), stored())).toBe(true);
    // 0.7 as a double and as the single-precision value the column printed.
    expect(sameResult(fresh({ weight: 0.7 }), stored({ weight: Math.fround(0.7) }))).toBe(true);
    expect(sameResult(fresh({ ignored: false }), stored())).toBe(true);
  });

  it('differs on any stored value', () => {
    expect(sameResult(fresh({ status: 'INACCURATE', accuracy: 0 }), stored())).toBe(false);
    expect(sameResult(fresh({ weight: 0.71 }), stored())).toBe(false);
    expect(sameResult(fresh({ priority: 11 }), stored())).toBe(false);
    expect(sameResult(fresh({ channelValue: null }), stored())).toBe(false);
    expect(sameResult(fresh({ ignored: true }), stored())).toBe(false);
    expect(sameResult(fresh({ evidence: { rule: 'exact', similarity: 0.9 } }), stored())).toBe(
      false,
    );
    expect(sameResult(fresh({ additionalData: { type: 'x' } }), stored())).toBe(false);
    // A json column keeps its text verbatim: the same keys in another order were written so.
    expect(sameResult(fresh(), stored({ evidence: '{"similarity":1,"rule":"exact"}' }))).toBe(
      false,
    );
  });
});

describe('resultChanges', () => {
  it('writes nothing when every result comes out as stored', () => {
    expect(resultChanges(key, [fresh()], [stored()])).toEqual({ removed: [], added: [] });
  });

  it('replaces changed results, adds new ones and removes those no longer given', () => {
    const changes = resultChanges(
      key,
      [fresh({ status: 'INACCURATE', accuracy: 0 }), fresh({ characteristic: 'PHONE' })],
      [stored(), stored({ characteristic: 'EMAIL' })],
    );
    expect(changes.added.map((r) => r.characteristic)).toEqual(['NAME', 'PHONE']);
    expect(changes.removed).toEqual([
      { ...key, characteristic: 'NAME' },
      { ...key, characteristic: 'EMAIL' },
    ]);
  });
});

describe('sameOutcome', () => {
  const audit = {
    ...key,
    accuracy: Math.fround(83.3333),
    knockout: false,
    knockoutReasons: [],
    contentScore: null,
    contentScoreComponents: [{ weight: 1, name: 'photos', score: 50, detail: '3 of 6' }],
  } as unknown as BatchAudit;
  const outcome = {
    ...key,
    accuracy: 83.3333,
    knockout: false,
    knockoutReasons: [],
    contentScore: null,
    contentScoreComponents: [{ name: 'photos', score: 50, weight: 1, detail: '3 of 6' }],
  };

  it('compares scores in single precision and jsonb components whatever their key order', () => {
    expect(sameOutcome(outcome, audit)).toBe(true);
  });

  it('differs on a score, the knockout, its reasons or the components', () => {
    expect(sameOutcome({ ...outcome, accuracy: 80 }, audit)).toBe(false);
    expect(sameOutcome({ ...outcome, knockout: true, knockoutReasons: ['CLOSED'] }, audit)).toBe(
      false,
    );
    expect(sameOutcome({ ...outcome, contentScore: 40 }, audit)).toBe(false);
    expect(sameOutcome({ ...outcome, contentScoreComponents: null }, audit)).toBe(false);
  });
});
