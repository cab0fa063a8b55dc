import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../engine-fixtures.ts';

describe('PHONE', () => {
  it('keeps "+1 (212) 555-0100" and "212.555.0100" ACCURATE for a US property', () => {
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: '212.555.0100' })).toMatchObject({
      status: 'ACCURATE',
      evidence: {
        rule: 'phone-e164-equal',
        sourceNormalized: '+12125550100',
        channelNormalized: '+12125550100',
      },
    });
  });

  it('calls a wrong digit INACCURATE', () => {
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: '212.555.0101' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'phone-different', channelNormalized: '+12125550101' },
    });
  });

  it('reads a local French number with the property country', () => {
    expect(compare('PHONE', PARIS_HOTEL, { phone: '01 42 68 53 00' })?.status).toBe('ACCURATE');
  });

  it('accepts an extension on one side only, not two different ones', () => {
    const withExtension = { ...NEW_YORK_HOTEL, phone: '212-555-0100 ext. 12' };
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: '212-555-0100 x12' })?.status).toBe(
      'ACCURATE',
    );
    expect(compare('PHONE', withExtension, { phone: '212-555-0100 x13' })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'phone-extension-differs' },
    });
  });

  it('calls an unreadable number INACCURATE and no number MISSING', () => {
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: 'see website' })?.status).toBe('INACCURATE');
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: null })?.status).toBe('MISSING');
  });
});

describe('FAX', () => {
  it('asks to remove a fax the property no longer has', () => {
    expect(compare('FAX', PARIS_HOTEL, { fax: '+33 1 42 68 53 01' })).toMatchObject({
      status: 'REMOVE',
      sourceValue: null,
      channelValue: '+33 1 42 68 53 01',
    });
  });

  it('does not audit a fax neither side has', () => {
    expect(compare('FAX', PARIS_HOTEL, {})).toBeNull();
  });
});

describe('EMAIL', () => {
  it('ignores case and mailto:', () => {
    expect(
      compare('EMAIL', NEW_YORK_HOTEL, {
        email: 'mailto:Reservations@HiltonMidtown.example.com',
      })?.status,
    ).toBe('ACCURATE');
  });

  it('calls another mailbox of the domain a DISCREPANCY and another domain INACCURATE', () => {
    expect(
      compare('EMAIL', NEW_YORK_HOTEL, { email: 'info@hiltonmidtown.example.com' })?.status,
    ).toBe('DISCREPANCY');
    expect(compare('EMAIL', NEW_YORK_HOTEL, { email: 'midtown@gmail.com' })?.status).toBe(
      'INACCURATE',
    );
  });
});
