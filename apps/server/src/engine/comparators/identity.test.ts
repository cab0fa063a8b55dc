import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL, PARIS_RESTAURANT } from '../engine-fixtures.ts';

describe('NAME', () => {
  it('keeps "Hôtel de l\'Opéra" and "Hotel de l Opera" ACCURATE', () => {
    expect(compare('NAME', PARIS_HOTEL, { name: 'Hotel de l Opera' })).toMatchObject({
      status: 'ACCURATE',
      sourceValue: "Hôtel de l'Opéra",
      channelValue: 'Hotel de l Opera',
      evidence: { rule: 'name-equal', similarity: 1, channelNormalized: 'hotel de l opera' },
    });
  });

  it('sends a near miss to review in automated audits, and calls it a DISCREPANCY otherwise', () => {
    const misspelt = { name: 'Hilton New York Midtwon' };
    expect(compare('NAME', NEW_YORK_HOTEL, misspelt, { projectType: 'AUTOMATED' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'name-review-band', similarity: 0.9, threshold: 0.85 },
    });
    expect(compare('NAME', NEW_YORK_HOTEL, misspelt, { projectType: 'MANUAL' })?.status).toBe(
      'DISCREPANCY',
    );
  });

  it('calls a name with a word added a DISCREPANCY, also in automated audits', () => {
    const verdict = compare(
      'NAME',
      NEW_YORK_HOTEL,
      { name: 'Hilton New York Midtown Hotel' },
      { projectType: 'AUTOMATED_NAPW' },
    );
    expect(verdict).toMatchObject({ status: 'DISCREPANCY', evidence: { rule: 'name-similar' } });
  });

  it('calls a name contained in the other a DISCREPANCY however short', () => {
    expect(
      compare('NAME', PARIS_RESTAURANT, { name: 'Le Cinq - Four Seasons Hotel George V' }),
    ).toMatchObject({ status: 'DISCREPANCY', evidence: { rule: 'name-contains' } });
  });

  it('calls another property INACCURATE and no name MISSING', () => {
    expect(compare('NAME', NEW_YORK_HOTEL, { name: 'Marriott Marquis Times Square' })?.status).toBe(
      'INACCURATE',
    );
    expect(compare('NAME', NEW_YORK_HOTEL, { name: '  ' })).toMatchObject({
      status: 'MISSING',
      channelValue: null,
    });
  });
});

describe('SHORT_NAME', () => {
  it('compares the short name with the name a terse channel shows', () => {
    expect(compare('SHORT_NAME', NEW_YORK_HOTEL, { name: 'Hilton NY Midtown' })?.status).toBe(
      'ACCURATE',
    );
    expect(compare('SHORT_NAME', PARIS_HOTEL, { name: 'HOTEL OPERA' })).toBeNull();
  });
});

describe('BRAND', () => {
  it('accepts the brand name or its code and carries both for relabelling', () => {
    for (const brand of ['HH', 'hh', 'Hilton']) {
      expect(compare('BRAND', NEW_YORK_HOTEL, { brand })).toMatchObject({
        status: 'ACCURATE',
        additionalData: { type: 'BRAND', value: 'Hilton', code: 'HH' },
      });
    }
  });

  it('calls another brand INACCURATE and no brand MISSING', () => {
    expect(compare('BRAND', NEW_YORK_HOTEL, { brand: 'Marriott' })?.status).toBe('INACCURATE');
    expect(compare('BRAND', NEW_YORK_HOTEL, { brand: null })?.status).toBe('MISSING');
  });
});
