import type { CharacteristicResult } from '../../engine/index.ts';
import { BASE_AUDIT_LIMITS, CLOSED_WHILE_OPEN } from '../../engine/index.ts';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity.service.ts';
import { limitChanges, limitsPatch } from './audit-limits.service.ts';
import { scoreAudit } from '../audits/audit-score.ts';
import { carryOver, statusesDiffer } from './re-audit-merge.ts';
import { reviewedStatus } from './review-outcome.ts';
import { isConflict, retryConflicts } from '../scoring/retry-conflicts.ts';

const verdict = (
  characteristic: CharacteristicResult['characteristic'],
  status: CharacteristicResult['status'],
  values: [string | null, string | null] = ['a', 'b'],
): CharacteristicResult => ({
  characteristic,
  status,
  accuracy: null,
  sourceValue: values[0],
  channelValue: values[1],
  evidence: { rule: 'test' },
  weight: 1,
  priority: 1,
});

describe('review decisions', () => {
  it('accept makes a result ACCURATE, reject INACCURATE', () => {
    expect(reviewedStatus('ACCEPT')).toBe('ACCURATE');
    expect(reviewedStatus('REJECT')).toBe('INACCURATE');
  });
});

describe('scoreAudit', () => {
  it('weighs the counted results and leaves review-like and ignored ones out', () => {
    const score = scoreAudit(
      [
        { characteristic: 'NAME', status: 'ACCURATE', weight: 2, ignored: false },
        { characteristic: 'PHONE', status: 'DISCREPANCY', weight: 2, ignored: false },
        { characteristic: 'FAX', status: 'AWAITING REVIEW', weight: 1, ignored: false },
        { characteristic: 'EMAIL', status: 'INACCURATE', weight: 1, ignored: true },
      ],
      [],
    );
    expect(score).toEqual({ accuracy: 75, knockout: false, knockoutReasons: [] });
  });

  it('knocks out a rejected name and keeps a channel showing the property closed', () => {
    const score = scoreAudit(
      [{ characteristic: 'NAME', status: 'INACCURATE', weight: 2, ignored: false }],
      [CLOSED_WHILE_OPEN],
    );
    expect(score.knockout).toBe(true);
    expect(score.knockoutReasons).toEqual(['Name INACCURATE', CLOSED_WHILE_OPEN]);
    expect(score.accuracy).toBe(0);
  });
});

describe('carryOver', () => {
  it('keeps a review while the values it was made on are unchanged', () => {
    const stored = [
      {
        characteristic: 'NAME',
        status: 'ACCURATE',
        ignored: false,
        review: { status: 'ACCURATE', sourceValue: 'a', channelValue: 'b' },
      },
    ];
    const same = carryOver([verdict('NAME', 'AWAITING REVIEW')], stored);
    expect(same.results[0]).toMatchObject({ status: 'ACCURATE', accuracy: 100 });
    const other = carryOver([verdict('NAME', 'AWAITING REVIEW', ['a', 'c'])], stored);
    expect(other.results[0]!.status).toBe('AWAITING REVIEW');
  });

  it('keeps a flag on a result still matched, and ignored results ignored', () => {
    const stored = [
      { characteristic: 'AMENITIES', status: 'MATCHED (MODIFY)', ignored: false, review: null },
      { characteristic: 'PHONE', status: 'MATCHED (MODIFY)', ignored: true, review: null },
    ];
    const merged = carryOver(
      [verdict('AMENITIES', 'ACCURATE'), verdict('PHONE', 'INACCURATE')],
      stored,
    );
    expect(merged.results.map((r) => r.status)).toEqual(['MATCHED (MODIFY)', 'INACCURATE']);
    expect(merged.ignored).toEqual(['PHONE']);
    expect(statusesDiffer(merged.results, stored)).toBe(true);
    expect(statusesDiffer(merged.results, [...merged.results].reverse())).toBe(false);
  });
});

describe('limit changes', () => {
  it('keeps only the values that differ from the inherited ones', () => {
    const limits = structuredClone(BASE_AUDIT_LIMITS);
    limits.geo.accurateMiles = 0.2;
    limits.weights.PHOTOS = 3;
    expect(limitsPatch(limits, BASE_AUDIT_LIMITS)).toEqual({
      geo: { accurateMiles: 0.2 },
      weights: { PHOTOS: 3 },
    });
    expect(limitsPatch(BASE_AUDIT_LIMITS, BASE_AUDIT_LIMITS)).toEqual({});
    expect(limitChanges(BASE_AUDIT_LIMITS, limits)).toEqual([
      { field: 'geo.accurateMiles', from: 0.1, to: 0.2 },
      { field: 'weights.PHOTOS', from: 1, to: 3 },
    ]);
  });
});

describe('describeActivity', () => {
  it('says what each kind of entry did', () => {
    expect(
      describeActivity('ACCEPT_REVIEW', {
        characteristics: ['NAME'],
        to: 'ACCURATE',
        accuracyBefore: 83.3,
        accuracyAfter: 91.7,
      }),
    ).toBe('Accepted Name as ACCURATE; audit accuracy 83 → 92');
    expect(
      describeActivity('FLAG_FOR_MODIFICATION', {
        items: [{ charType: 'AMENITIES', charValue: 'Pool' }],
        pending: true,
      }),
    ).toBe('Flagged 1 matched item for modification (Amenities), waiting to be processed');
    expect(
      describeActivity('CHANGE_AUDIT_LIMITS', {
        categoryId: 6,
        changes: [{ field: 'geo.accurateMiles', from: 0.1, to: 0.2 }],
      }),
    ).toBe('Changed the GDS limits: geo.accurateMiles 0.1 → 0.2');
    expect(describeActivity('NOTE', { characteristic: 'PHONE', selected: 'Fix it' })).toBe(
      'Noted Phone: chose “Fix it”',
    );
  });
});

describe('retryConflicts', () => {
  it('runs a transaction again when it lost a race, and only then', async () => {
    const lost = Object.assign(new Error('duplicate key'), {
      code: '23505',
      table: 'pair_rollups',
    });
    expect(isConflict(lost)).toBe(true);
    expect(isConflict({ code: '40P01' })).toBe(true);
    expect(isConflict({ code: '23505', table: 'users' })).toBe(false);
    let runs = 0;
    await expect(
      retryConflicts(async () => {
        runs += 1;
        if (runs < 3) throw lost;
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(runs).toBe(3);
    await expect(
      retryConflicts(async () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
  });
});
