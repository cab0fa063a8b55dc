import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalize-phone.ts';

describe('normalizePhone', () => {
  it('reads US formats with the property country as one E.164 number', () => {
    for (const raw of ['+1 (212) 555-0100', '212.555.0100', '(212) 555-0100', '1-212-555-0100']) {
      expect(normalizePhone(raw, 'US')?.value).toBe('+12125550100');
    }
  });

  it('reads French national and international forms alike', () => {
    expect(normalizePhone('01 42 68 53 00', 'FR')?.value).toBe('+33142685300');
    expect(normalizePhone('+33 (0)1 42 68 53 00', 'FR')?.value).toBe('+33142685300');
  });

  it('keeps an extension apart from the number', () => {
    expect(normalizePhone('(212) 555-0100 ext. 12', 'US')).toEqual({
      value: '+12125550100',
      ext: '12',
      parsed: true,
    });
    expect(normalizePhone('212-555-0100 x12', 'us')?.ext).toBe('12');
  });

  it('tells a wrong digit apart', () => {
    expect(normalizePhone('212.555.0101', 'US')?.value).not.toBe(
      normalizePhone('+1 (212) 555-0100', 'US')?.value,
    );
  });

  it('falls back to the digits when the number cannot be read, never equal to an E.164', () => {
    expect(normalizePhone('555-01', 'US')).toEqual({ value: '#55501', ext: null, parsed: false });
  });

  it('gives null when there are no digits, and survives an unknown country', () => {
    expect(normalizePhone('call us', 'US')).toBeNull();
    expect(normalizePhone('+44 20 7123 4567', 'XX')?.value).toBe('+442071234567');
  });
});
