import { describe, expect, it } from 'vitest';
import { planVersion, type StoredVersion } from './reference-versions.ts';

const v = (validFrom: string, validTo: string | null, value: unknown): StoredVersion => ({
  validFrom,
  validTo,
  value,
});

describe('planVersion', () => {
  it('inserts the first version open-ended', () => {
    expect(planVersion([], '2026-01-01', '+1 212 555 0100')).toEqual([
      { op: 'insert', validFrom: '2026-01-01', validTo: null, value: '+1 212 555 0100' },
    ]);
  });

  it('changes nothing when the value is already true at that date (idempotent re-import)', () => {
    const existing = [v('2026-01-01', null, { a: 1, b: 2 })];
    expect(planVersion(existing, '2026-01-01', { b: 2, a: 1 })).toEqual([]);
    expect(planVersion(existing, '2026-03-01', { a: 1, b: 2 })).toEqual([]);
  });

  it('closes the current version and opens a new one when the value changes', () => {
    const existing = [v('2026-01-01', null, 'old')];
    expect(planVersion(existing, '2026-04-01', 'new')).toEqual([
      { op: 'close', validFrom: '2026-01-01', validTo: '2026-04-01' },
      { op: 'insert', validFrom: '2026-04-01', validTo: null, value: 'new' },
    ]);
  });

  it('corrects the value of a version imported again for the same date', () => {
    expect(planVersion([v('2026-01-01', null, 'typo')], '2026-01-01', 'fixed')).toEqual([
      { op: 'set-value', validFrom: '2026-01-01', value: 'fixed' },
    ]);
  });

  it('slots an older version in before a newer one', () => {
    const existing = [v('2026-05-01', null, 'may')];
    expect(planVersion(existing, '2026-02-01', 'feb')).toEqual([
      { op: 'insert', validFrom: '2026-02-01', validTo: '2026-05-01', value: 'feb' },
    ]);
  });

  it('splits a bounded version and keeps its original end', () => {
    const existing = [v('2026-01-01', '2026-06-01', 'a'), v('2026-06-01', null, 'c')];
    expect(planVersion(existing, '2026-03-01', 'b')).toEqual([
      { op: 'close', validFrom: '2026-01-01', validTo: '2026-03-01' },
      { op: 'insert', validFrom: '2026-03-01', validTo: '2026-06-01', value: 'b' },
    ]);
  });

  it('ends a value the new version no longer has', () => {
    expect(planVersion([v('2026-01-01', null, '+33 1 00')], '2026-03-01', undefined)).toEqual([
      { op: 'close', validFrom: '2026-01-01', validTo: '2026-03-01' },
    ]);
    expect(planVersion([v('2026-03-01', null, 'x')], '2026-03-01', undefined)).toEqual([
      { op: 'delete', validFrom: '2026-03-01' },
    ]);
    expect(planVersion([], '2026-03-01', undefined)).toEqual([]);
  });
});
