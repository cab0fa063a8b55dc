import { CHARACTERISTIC_TYPES } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { COMPARATORS } from './registry.ts';

describe('COMPARATORS', () => {
  it('has one comparator for every characteristic type', () => {
    expect(Object.keys(COMPARATORS).toSorted()).toEqual(CHARACTERISTIC_TYPES.toSorted());
    expect(new Set(Object.values(COMPARATORS)).size).toBe(CHARACTERISTIC_TYPES.length);
  });
});
