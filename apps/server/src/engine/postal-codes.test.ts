import { describe, expect, it } from 'vitest';
import { findPostalCode, normalizePostalCode } from './postal-codes.ts';

describe('postal codes', () => {
  it('finds the last code of the country shape', () => {
    expect(findPostalCode('1234 Main St New York NY 10001', 'US')?.code).toBe('10001');
    expect(findPostalCode('London W1K 1BE', 'GB')?.code).toBe('W1K 1BE');
    expect(findPostalCode('Toronto ON M5V 2T6', 'CA')?.code).toBe('M5V 2T6');
    expect(findPostalCode('1012 AB Amsterdam', 'NL')?.code).toBe('1012 AB');
    expect(findPostalCode('Bahnhofstrasse 7, 8001 Zürich', 'CH')?.code).toBe('8001');
    expect(findPostalCode('New York', 'US')).toBeNull();
  });

  it('normalises case, spaces and ZIP+4', () => {
    expect(normalizePostalCode('w1k 1be', 'GB')).toBe('W1K1BE');
    expect(normalizePostalCode('10001-2345', 'US')).toBe('10001');
    expect(normalizePostalCode(' ', 'FR')).toBeNull();
  });
});
