import { describe, expect, it } from 'vitest';
import { characteristicById, characteristicId, CHARACTERISTIC_TYPES } from './characteristics.ts';

describe('characteristic ids', () => {
  it('gives every characteristic a stable positive id that maps back', () => {
    expect(characteristicId('NAME')).toBe(1);
    expect(characteristicId('CUISINE')).toBe(16);
    for (const type of CHARACTERISTIC_TYPES)
      expect(characteristicById(characteristicId(type))).toBe(type);
    expect(characteristicById(0)).toBeUndefined();
    expect(characteristicById(999)).toBeUndefined();
  });
});
