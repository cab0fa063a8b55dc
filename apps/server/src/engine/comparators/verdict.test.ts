import { describe, expect, it } from 'vitest';
import { absence, band, containsWords, verdict } from './verdict.ts';

describe('absence', () => {
  it('applies the MISSING / REMOVE / not audited conventions', () => {
    expect(absence('+1 212 555 0199', null, true)?.status).toBe('MISSING');
    expect(absence(null, '+1 212 555 0199', true)?.status).toBe('REMOVE');
    expect(absence(null, 'Boutique hotel', false)).toBeNull();
    expect(absence(null, null, true)).toBeNull();
  });
});

describe('verdict', () => {
  it('fills every evidence field the contract has', () => {
    expect(verdict('ACCURATE', 'a', 'a', { rule: 'equal' }).evidence).toEqual({
      rule: 'equal',
      threshold: null,
      sourceNormalized: null,
      channelNormalized: null,
    });
  });
});

describe('band and containsWords', () => {
  it('bands a measure by two thresholds, inclusive', () => {
    expect([0.95, 0.94, 0.6, 0.59].map((value) => band(value, 0.95, 0.6))).toEqual([
      'ACCURATE',
      'DISCREPANCY',
      'DISCREPANCY',
      'INACCURATE',
    ]);
  });

  it('finds whole words only', () => {
    expect(containsWords('le cinq four seasons', 'le cinq')).toBe(true);
    expect(containsWords('le cinquieme', 'le cinq')).toBe(false);
  });
});
