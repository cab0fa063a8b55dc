import { describe, expect, it } from 'vitest';
import {
  CHANGE_REQUEST_LAYOUTS,
  changeRequestLayoutFor,
  changeRequestTable,
  referenceValueText,
  type ChangeRequestRow,
} from './change-request-layouts.ts';

describe('changeRequestLayoutFor: one CSV layout per channel family', () => {
  it('writes Google in the Business Profile layout whatever its category', () => {
    expect(changeRequestLayoutFor({ name: 'Google', categoryId: 1 }).id).toBe(
      'GOOGLE_BUSINESS_PROFILE',
    );
  });

  it('writes OTAs in the extranet layout and GDS in the GDS layout', () => {
    expect(changeRequestLayoutFor({ name: 'Booking.com', categoryId: 2 }).id).toBe('OTA_EXTRANET');
    expect(changeRequestLayoutFor({ name: 'Sabre', categoryId: 6 }).id).toBe('GDS');
  });

  it('falls back to the generic layout', () => {
    expect(changeRequestLayoutFor({ name: 'Googleplex Maps', categoryId: 4 }).id).toBe('GENERIC');
    expect(changeRequestLayoutFor({ name: 'Tripadvisor', categoryId: 4 }).id).toBe('GENERIC');
  });
});

describe('changeRequestTable', () => {
  const row: ChangeRequestRow = {
    requestId: 'CR-7',
    propertyCode: 'LONHI',
    propertyName: 'Hilton London',
    channel: 'Sabre',
    listingId: 'HI12345',
    listingUrl: '',
    characteristic: 'PHONE',
    characteristicLabel: 'Phone',
    language: '',
    currentValue: '+44 20 0000',
    correctedValue: '+44 20 7946 0000',
    auditDate: '2026-11-02',
  };

  it('puts the headers first and each row in the layout column order', () => {
    expect(changeRequestTable(CHANGE_REQUEST_LAYOUTS.GDS, [row])).toEqual([
      [
        'GDS',
        'Property ID',
        'Chain property code',
        'Property name',
        'Content field',
        'Language',
        'Old value',
        'New value',
      ],
      [
        'Sabre',
        'HI12345',
        'LONHI',
        'Hilton London',
        'PHONE',
        '',
        '+44 20 0000',
        '+44 20 7946 0000',
      ],
    ]);
  });
});

describe('referenceValueText: reference values as text to paste', () => {
  it('keeps scalars', () => {
    expect(referenceValueText('Hilton London')).toBe('Hilton London');
    expect(referenceValueText(4)).toBe('4');
    expect(referenceValueText(null)).toBe('');
  });

  it('writes an address on one line', () => {
    expect(
      referenceValueText({
        line1: '22 Park Lane',
        line2: null,
        city: 'London',
        postalCode: 'W1K 1BE',
        region: null,
        countryCode: 'GB',
      }),
    ).toBe('22 Park Lane, W1K 1BE London, GB');
  });

  it('writes coordinates, brands, descriptions, lists and hours', () => {
    expect(referenceValueText({ lat: 51.5, lng: -0.15 })).toBe('51.5, -0.15');
    expect(referenceValueText({ name: 'Hilton', code: 'HI' })).toBe('Hilton (HI)');
    expect(referenceValueText({ header: 'Welcome', content: 'A hotel.' })).toBe(
      'Welcome\nA hotel.',
    );
    expect(referenceValueText(['Pool', 'Spa'])).toBe('Pool; Spa');
    expect(referenceValueText([{ day: 1, intervals: [{ open: '09:00', close: '17:00' }] }])).toBe(
      'Mon 09:00-17:00',
    );
  });
});
