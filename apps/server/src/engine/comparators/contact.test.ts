import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../../test-support/engine-fixtures.ts';

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

  it('sends a number it cannot read to review, never INACCURATE, and no number MISSING', () => {
    for (const phone of ['see website', '555-01', '+1 (212) 555-0100 / 0101']) {
      expect(compare('PHONE', NEW_YORK_HOTEL, { phone }), phone).toMatchObject({
        status: 'AWAITING REVIEW',
        evidence: { rule: 'phone-unreadable', details: { unreadable: 'channel' } },
      });
    }
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: 'call us' })?.evidence.details).toEqual({
      unreadable: 'channel',
      reason: 'no digits',
    });
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: null })?.status).toBe('MISSING');
  });

  it('still calls a possible number that is not the property INACCURATE', () => {
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: '1-800-HILTONS' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'phone-different', channelNormalized: '+18004458667' },
    });
  });

  it('sends a reference number it cannot read to review when the channel differs', () => {
    const unreadableReference = { ...NEW_YORK_HOTEL, phone: '555-01' };
    expect(compare('PHONE', unreadableReference, { phone: '212-555-0100' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'reference-phone-unreadable', details: { unreadable: 'reference' } },
    });
    expect(compare('PHONE', unreadableReference, { phone: '555 01' })?.status).toBe('ACCURATE');
  });

  it('calls the fax line shown as the phone INACCURATE, naming it', () => {
    expect(compare('PHONE', NEW_YORK_HOTEL, { phone: '(212) 555-0199' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'phone-shows-fax', channelNormalized: '+12125550199' },
    });
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

  it("calls the property's phone shown as its fax a DISCREPANCY: it still reaches the property", () => {
    expect(compare('FAX', NEW_YORK_HOTEL, { fax: '212.555.0100' })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'fax-shows-phone' },
    });
    expect(compare('FAX', NEW_YORK_HOTEL, { fax: '212.555.0198' })?.status).toBe('INACCURATE');
  });

  it('sends a fax field without a number to review', () => {
    expect(compare('FAX', NEW_YORK_HOTEL, { fax: 'n/a' })?.status).toBe('AWAITING REVIEW');
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

  it('reads an obfuscated address and spaces around it as the address', () => {
    for (const email of [
      'reservations [at] hiltonmidtown.example.com',
      'reservations(at)hiltonmidtown(dot)example(dot)com',
      ' reservations@hiltonmidtown.example.com ',
    ]) {
      expect(compare('EMAIL', NEW_YORK_HOTEL, { email })?.status, email).toBe('ACCURATE');
    }
  });

  it('sends text that is not an address to review, never INACCURATE', () => {
    expect(compare('EMAIL', NEW_YORK_HOTEL, { email: 'Use our contact form' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: {
        rule: 'email-unreadable',
        details: { unreadable: 'channel', reason: 'not an e-mail address' },
      },
    });
  });

  describe("at a chain's shared domain", () => {
    const chainHotel = { ...NEW_YORK_HOTEL, email: 'reservations.nycmidtown@hilton.com' };

    it("calls another property's mailbox INACCURATE, naming both", () => {
      expect(
        compare('EMAIL', chainHotel, { email: 'reservations.nycsoho@hilton.com' }),
      ).toMatchObject({
        status: 'INACCURATE',
        evidence: {
          rule: 'email-other-property-mailbox',
          details: { sourceMailboxNames: ['nycmidtown'], channelMailboxNames: ['nycsoho'] },
        },
      });
      expect(
        compare(
          'EMAIL',
          { ...chainHotel, email: 'H1234-RE@accor.com' },
          {
            email: 'H1235-RE@accor.com',
          },
        )?.status,
      ).toBe('INACCURATE');
    });

    it("keeps the chain's generic mailbox or another desk of the property a DISCREPANCY", () => {
      for (const email of ['reservations@hilton.com', 'nycmidtown.sales@hilton.com']) {
        expect(compare('EMAIL', chainHotel, { email })).toMatchObject({
          status: 'DISCREPANCY',
          evidence: { rule: 'email-same-domain' },
        });
      }
      expect(
        compare(
          'EMAIL',
          { ...chainHotel, email: 'H1234-RE@accor.com' },
          {
            email: 'h1234-sb@accor.com',
          },
        )?.status,
      ).toBe('DISCREPANCY');
    });
  });
});
