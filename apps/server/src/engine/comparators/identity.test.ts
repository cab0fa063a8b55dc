import { describe, expect, it } from 'vitest';
import {
  compare,
  NEW_YORK_HOTEL,
  PARIS_HOTEL,
  PARIS_RESTAURANT,
} from '../../test-support/engine-fixtures.ts';
import type { ReferenceProfile } from '../types.ts';

const named = (name: string, more: Partial<ReferenceProfile> = {}): ReferenceProfile => ({
  ...NEW_YORK_HOTEL,
  name,
  shortName: name,
  brand: null,
  address: null,
  ...more,
});
const nameStatus = (reference: string, shown: string, more: Partial<ReferenceProfile> = {}) =>
  compare('NAME', named(reference, more), { name: shown }, { projectType: 'AUTOMATED' });
const shortStatus = (reference: string, shown: string) =>
  compare('SHORT_NAME', named(reference), { name: shown }, { projectType: 'AUTOMATED' });

describe('NAME', () => {
  it('keeps "Hôtel de l\'Opéra" and "Hotel de l Opera" ACCURATE', () => {
    expect(compare('NAME', PARIS_HOTEL, { name: 'Hotel de l Opera' })).toMatchObject({
      status: 'ACCURATE',
      sourceValue: "Hôtel de l'Opéra",
      channelValue: 'Hotel de l Opera',
      evidence: { rule: 'name-equal', similarity: 1, channelNormalized: 'hotel de l opera' },
    });
  });

  it('keeps the ways channels write the same words ACCURATE, naming each variant', () => {
    const variants: Array<[string, string, string]> = [
      [
        'St. Pancras Renaissance Hotel London',
        'Saint Pancras Renaissance Hotel London',
        'st=saint',
      ],
      ['Kulm Hotel St. Moritz', 'Kulm Hotel Sankt Moritz', 'st=sankt'],
      ['Hotel Bayerischer Hof München', 'Hotel Bayerischer Hof Muenchen', 'munchen=muenchen'],
      ['Hotel Sacher Wien', 'Hotel Sacher Vienna', 'wien=vienna'],
      ['Holiday Inn Munich - South', 'Holiday Inn München-Süd', 'south=sud'],
      [
        'Mövenpick Hotel Amsterdam City Centre',
        'Movenpick Hotel Amsterdam City Center',
        'centre=center',
      ],
      ['Hôtel Henri IV', 'Hotel Henri 4', 'iv=4'],
      [
        'Hilton Garden Inn New York/West 35th Street',
        'Hilton Garden Inn West 35th St New York',
        '',
      ],
      [
        'Novotel London Heathrow Airport M4 Junction 4',
        'Novotel London Heathrow M4 Airport Jct. 4',
        '',
      ],
    ];
    for (const [reference, shown, variant] of variants.slice(0, 7)) {
      expect(nameStatus(reference, shown), shown).toMatchObject({
        status: 'ACCURATE',
        evidence: {
          rule: 'name-variant',
          details: { variants: expect.arrayContaining([variant]) },
        },
      });
    }
    // Reordered on top of the variant: a DISCREPANCY, never a knockout.
    for (const [reference, shown] of variants.slice(7)) {
      expect(nameStatus(reference, shown), shown).toMatchObject({
        status: 'DISCREPANCY',
        evidence: { rule: 'name-reordered', details: { reordered: true } },
      });
    }
  });

  it('leaves out "The", "&"/"und" and trademark signs', () => {
    expect(nameStatus('The Savoy', 'Savoy')).toMatchObject({
      status: 'ACCURATE',
      evidence: { details: { omitted: ['the'] } },
    });
    expect(nameStatus('Steirerhof Hotel & Spa', 'Steirerhof Hotel und Spa')?.status).toBe(
      'ACCURATE',
    );
    expect(nameStatus('Camino Real Polanco', 'Camino Real™ Polanco')?.evidence.rule).toBe(
      'name-equal',
    );
  });

  it("leaves out the channel's label of the property's own city, not of another", () => {
    const paris = { address: { line1: '1 Rue', city: 'Paris', countryCode: 'FR' } };
    expect(nameStatus('Le Meurice', 'Le Meurice (Paris)', paris)).toMatchObject({
      status: 'ACCURATE',
      evidence: { details: { omitted: ['(Paris)'] } },
    });
    expect(nameStatus('Le Meurice', 'Le Meurice, Paris', paris)?.status).toBe('ACCURATE');
    expect(nameStatus('Le Meurice', 'Le Meurice (Lyon)', paris)).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-token-added', details: { onlyInChannel: ['lyon'] } },
    });
    // Without a separator the city is a word of the name.
    expect(nameStatus('Le Meurice', 'Le Meurice Paris', paris)?.status).toBe('DISCREPANCY');
  });

  it("leaves out the chain's own endorsement, given by the brand or leading the name", () => {
    expect(
      nameStatus('Crowne Plaza Times Square', 'Crowne Plaza Times Square, an IHG Hotel', {
        brand: { name: 'Crowne Plaza', code: 'CP' },
      }),
    ).toMatchObject({ status: 'ACCURATE', evidence: { details: { omitted: [', an IHG Hotel'] } } });
    expect(
      nameStatus('Hotel Indigo Atlanta Midtown', 'Hotel Indigo Atlanta Midtown by IHG'),
    ).toMatchObject({ status: 'ACCURATE' });
    expect(
      nameStatus('Hotel Indigo Atlanta Midtown', 'Hotel Indigo Atlanta Midtown, a Marriott Hotel')
        ?.status,
    ).toBe('DISCREPANCY');
  });

  it('calls a number, compass point or place in place of another INACCURATE, naming them', () => {
    expect(
      nameStatus(
        'Hilton London Heathrow Airport Terminal 5',
        'Hilton London Heathrow Airport Terminal 4',
      ),
    ).toMatchObject({
      status: 'INACCURATE',
      evidence: {
        rule: 'name-token-substituted',
        details: { onlyInSource: ['5'], onlyInChannel: ['4'], deciding: ['5', '4'] },
      },
    });
    for (const [reference, shown] of [
      ['Mercure Hotel Berlin Nord', 'Mercure Hotel Berlin Süd'],
      ['Hampton Inn Times Square North', 'Hampton Inn Times Square South'],
      ['Holiday Inn London Kensington', 'Holiday Inn London Knightsbridge'],
      ['Hotel Gracery Shinjuku', 'Hotel Gracery Shibuya'],
      ['ホテルグレイスリー新宿', 'ホテルグレイスリー渋谷'],
      ['Le Louis XIV', 'Le Louis XV'],
      ['Hilton Garden Inn West 35th Street', 'Hilton Garden Inn West 36th Street'],
    ]) {
      expect(nameStatus(reference as string, shown as string)?.status, shown).toBe('INACCURATE');
    }
  });

  it('calls the same words reordered a DISCREPANCY, not a knockout', () => {
    expect(
      nameStatus('Hilton London Heathrow Airport', 'London Heathrow Airport Hilton'),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-reordered', details: { reordered: true } },
    });
  });

  it('calls a word dropped or added a DISCREPANCY, also in automated audits', () => {
    expect(
      compare(
        'NAME',
        NEW_YORK_HOTEL,
        { name: 'Hilton New York Midtown Hotel' },
        { projectType: 'AUTOMATED_NAPW' },
      ),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-token-added', details: { onlyInChannel: ['hotel'] } },
    });
    expect(nameStatus('Hotel Hassler Roma', 'Hotel Hassler')).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-token-dropped', details: { onlyInSource: ['roma'] } },
    });
    expect(
      compare('NAME', PARIS_RESTAURANT, { name: 'Le Cinq - Four Seasons Hotel George V' })?.status,
    ).toBe('DISCREPANCY');
  });

  it('calls generic words changed a DISCREPANCY, even with the city added', () => {
    expect(nameStatus('Hotel Adlon Kempinski', 'Gasthof Adlon Kempinski')?.evidence.rule).toBe(
      'name-words-changed',
    );
    expect(nameStatus('Hôtel Le Bristol', 'Le Bristol Paris')).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-words-changed' },
    });
  });

  it('never calls a misspelt place ACCURATE: review in automated audits, DISCREPANCY otherwise', () => {
    const kennington = { name: 'Hilton London Kennington' };
    const reference = named('Hilton London Kensington');
    expect(compare('NAME', reference, kennington, { projectType: 'AUTOMATED' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'name-review-band', details: { typos: ['kensington>kennington'] } },
    });
    expect(compare('NAME', reference, kennington, { projectType: 'MANUAL' })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-typo' },
    });
    const misspelt = { name: 'Hilton New York Midtwon' };
    expect(compare('NAME', NEW_YORK_HOTEL, misspelt, { projectType: 'AUTOMATED' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'name-review-band', similarity: 0.9, threshold: 0.85 },
    });
  });

  it('keeps the similarity bands for a misspelt brand or generic word', () => {
    expect(nameStatus('Hilton London Heathrow', 'Hiltn London Heathrow')).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'name-similar', details: { typos: ['hilton>hiltn'] } },
    });
  });

  it('sends a name in another script, or without letters, to review', () => {
    expect(nameStatus('Park Hyatt Tokyo', 'パーク ハイアット 東京')).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'name-script-differs', details: { unreadable: 'channel' } },
    });
    expect(nameStatus('Park Hyatt Tokyo', '—')?.evidence.rule).toBe('name-unreadable');
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

  it('reads the abbreviations of GDS screens', () => {
    for (const [reference, shown] of [
      ['Hilton London Heathrow Airport Terminal 4', 'HILTON LONDON HEATHROW ARPT T4'],
      [
        'Sheraton Frankfurt Airport Hotel & Conference Center',
        'SHERATON FRANKFURT ARPT HTL CONF CTR',
      ],
      ['Hilton London Kensington', 'HILTON LONDON KENSNGTN'],
      ['Hilton London Heathrow', 'HILTON LHR'],
      ['Sofitel Sydney Darling Harbour', 'SOFITEL SYDNEY DARLING HBR'],
    ]) {
      expect(shortStatus(reference as string, shown as string), shown).toMatchObject({
        status: 'ACCURATE',
        evidence: { rule: 'name-variant' },
      });
    }
    expect(shortStatus('Hilton London Heathrow', 'HILTON LGW')?.status).toBe('INACCURATE');
    expect(shortStatus('Hilton London Heathrow T4', 'HILTON LONDON HEATHROW T5')?.status).toBe(
      'INACCURATE',
    );
  });

  it('takes only the channel for the side that abbreviates, and one letter less for a typo', () => {
    expect(shortStatus('Hilton Bath City', 'HILTON BATHURST CITY')?.status).toBe('INACCURATE');
    expect(
      shortStatus('Sofitel Melbourne on Collins', 'SOFITEL MELBOURNE ON COLINS'),
    ).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { typos: ['collins>colins'] } },
    });
  });

  it('accepts a name cut by the GDS field, unless the cut loses a number', () => {
    expect(
      shortStatus('Hilton Garden Inn London Heathrow Airport', 'HILTON GARDEN INN LONDON HEATHR'),
    ).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'name-truncated', details: { truncated: ['airport'] } },
    });
    expect(
      shortStatus('Hilton London Heathrow Airport Terminal 4', 'HILTON LONDON HEATHROW AIRPORT T'),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'name-truncated', details: { truncated: ['4'] } },
    });
    // Too short to have been cut by a field.
    expect(shortStatus('Hilton London Heathrow', 'HILTON LON')?.status).toBe('DISCREPANCY');
  });
});

describe('BRAND', () => {
  const withBrand = (name: string, code: string) => ({ ...NEW_YORK_HOTEL, brand: { name, code } });

  it('accepts the brand name or its code and carries both for relabelling', () => {
    for (const brand of ['HH', 'hh', 'Hilton', 'Hilton Hotels & Resorts']) {
      expect(compare('BRAND', NEW_YORK_HOTEL, { brand })).toMatchObject({
        status: 'ACCURATE',
        additionalData: { type: 'BRAND', value: 'Hilton', code: 'HH' },
      });
    }
  });

  it('accepts the names channels give a known brand', () => {
    expect(
      compare('BRAND', withBrand('Marriott', 'MC'), { brand: 'Marriott Bonvoy' }),
    ).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'brand-known', details: { channelBrand: 'Marriott' } },
    });
    expect(
      compare('BRAND', withBrand('Courtyard by Marriott', 'CY'), { brand: 'Courtyard' })?.status,
    ).toBe('ACCURATE');
  });

  it('calls a sub-brand filed under its parent, or the other way round, a DISCREPANCY', () => {
    expect(compare('BRAND', NEW_YORK_HOTEL, { brand: 'Hilton Garden Inn' })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'brand-family', details: { family: 'Hilton' } },
    });
    expect(compare('BRAND', withBrand('Hilton Garden Inn', 'GI'), { brand: 'HH' })?.status).toBe(
      'DISCREPANCY',
    );
    expect(compare('BRAND', withBrand('Novotel', ''), { brand: 'RT' })?.status).toBe('DISCREPANCY');
  });

  it("calls a sibling brand or another chain's INACCURATE", () => {
    expect(compare('BRAND', withBrand('Sheraton', 'SI'), { brand: 'Westin' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'brand-different' },
    });
    expect(compare('BRAND', NEW_YORK_HOTEL, { brand: 'MC' })?.status).toBe('INACCURATE');
    expect(compare('BRAND', NEW_YORK_HOTEL, { brand: 'Marriott' })?.status).toBe('INACCURATE');
  });

  it('sends a chain code it does not know to review', () => {
    expect(compare('BRAND', withBrand('Okura', 'OK'), { brand: 'XQ' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'brand-code-unknown', details: { unreadable: 'channel' } },
    });
  });

  it('calls no brand MISSING', () => {
    expect(compare('BRAND', NEW_YORK_HOTEL, { brand: null })?.status).toBe('MISSING');
  });
});
