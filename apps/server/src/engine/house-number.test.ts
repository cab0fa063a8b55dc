import { describe, expect, it } from 'vitest';
import { compareHouseNumbers } from './house-number.ts';

describe('compareHouseNumbers', () => {
  it('takes a number inside a range as the same building, and says so', () => {
    expect(compareHouseNumbers('10-12', '10', false)).toEqual({
      check: 'equal',
      readAs: 'range 10-12 contains 10',
    });
    expect(compareHouseNumbers('59', '59-72', false).check).toBe('equal');
    expect(compareHouseNumbers('10-12', '12-14', false)).toEqual({
      check: 'near',
      readAs: 'ranges 10-12 and 12-14 overlap',
    });
  });

  it('keeps numbers outside the range, and hyphenated Queens numbers, different', () => {
    expect(compareHouseNumbers('10-12', '14', false).check).toBe('different');
    expect(compareHouseNumbers('1-5', '9', false).check).toBe('different');
    expect(compareHouseNumbers('37-10', '37', false).check).toBe('different');
  });

  it('calls a letter or bis one side leaves out near, and another letter different', () => {
    expect(compareHouseNumbers('5a', '5', false)).toEqual({
      check: 'near',
      readAs: 'letter on one side only: 5a and 5',
    });
    expect(compareHouseNumbers('12bis', '12', false).check).toBe('near');
    expect(compareHouseNumbers('12bis', '12ter', false).check).toBe('different');
    expect(compareHouseNumbers('5a', '5b', false).check).toBe('different');
  });

  it('reads Japanese block numbers as blocks, never as ranges', () => {
    expect(compareHouseNumbers('1-2', '1', true).check).toBe('different');
    expect(compareHouseNumbers('1-1-1', '1-2-1', true).check).toBe('different');
    expect(compareHouseNumbers('1-1-1', '1-1', true)).toEqual({
      check: 'near',
      readAs: 'chome-ban-go 1-1-1 given as 1-1',
    });
  });
});
