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

  it('reads the letters of a vanity number on the keypad, not those of an extension', () => {
    expect(normalizePhone('1-800-HILTONS', 'US')?.value).toBe('+18004458667');
    expect(normalizePhone('1-866-GRAND-ES', 'CA')?.value).toBe('+18664726337');
    expect(normalizePhone('+1 312-555-0100 ext. 5', 'US')).toMatchObject({
      value: '+13125550100',
      ext: '5',
    });
  });

  it('reads trunk prefixes in brackets and Japanese and German notations', () => {
    expect(normalizePhone('+49 (0) 89 2120-0', 'DE')?.value).toBe('+498921200');
    expect(normalizePhone('+44 (0)20 7493 6020', 'GB')?.value).toBe('+442074936020');
    expect(normalizePhone('03-3211-5211', 'JP')?.value).toBe('+81332115211');
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
