import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../engine-fixtures.ts';
import type { ReferenceProfile } from '../types.ts';

describe('ADDRESS', () => {
  it('keeps "123 Main St., Ste 101" and "123 Main Street, Suite 101" ACCURATE', () => {
    const verdict = compare('ADDRESS', NEW_YORK_HOTEL, {
      address: '123 Main Street, Suite 101, New York, NY 10001, United States',
    });
    expect(verdict).toMatchObject({
      status: 'ACCURATE',
      sourceValue: '123 Main St., Ste 101, 10001 New York, NY, US',
      evidence: {
        rule: 'address-components',
        sourceNormalized: '123 | main street | unit 101 | 10001 | new york | US',
        similarity: 1,
      },
    });
  });

  it('does not hold a channel to a unit it leaves out', () => {
    expect(
      compare('ADDRESS', NEW_YORK_HOTEL, { address: '123 Main St, New York, NY 10001' })?.status,
    ).toBe('ACCURATE');
  });

  it('calls a different street number INACCURATE', () => {
    const verdict = compare('ADDRESS', NEW_YORK_HOTEL, {
      address: '125 Main Street, New York, NY 10001',
    });
    expect(verdict).toMatchObject({
      status: 'INACCURATE',
      evidence: { details: { components: { number: 'different', street: 'equal' } } },
    });
  });

  it('calls a different postal code INACCURATE', () => {
    const verdict = compare('ADDRESS', NEW_YORK_HOTEL, {
      address: '123 Main Street, New York, NY 10002',
    });
    expect(verdict).toMatchObject({
      status: 'INACCURATE',
      evidence: { details: { components: { postalCode: 'different' } } },
    });
  });

  it('calls a misspelt street or a missing postal code a DISCREPANCY', () => {
    expect(
      compare('ADDRESS', NEW_YORK_HOTEL, { address: '123 Maine Street, New York, NY 10001' }),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { details: { components: { street: 'near' } } },
    });
    expect(
      compare('ADDRESS', NEW_YORK_HOTEL, { address: '123 Main Street, New York' }),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { details: { components: { postalCode: 'absent-on-channel' } } },
    });
  });

  it('calls another street or another country INACCURATE', () => {
    expect(
      compare('ADDRESS', NEW_YORK_HOTEL, { address: '123 Broadway, New York, NY 10001' })?.status,
    ).toBe('INACCURATE');
    expect(
      compare('ADDRESS', NEW_YORK_HOTEL, { address: '123 Main Street, New York, NY 10001, Canada' })
        ?.status,
    ).toBe('INACCURATE');
  });

  describe('a street type followed by compass points or Upper/Lower', () => {
    const at = (line1: string, city: string, postalCode: string, region: string, country = 'US') =>
      ({
        ...NEW_YORK_HOTEL,
        countryCode: country,
        address: { line1, city, postalCode, region, countryCode: country },
      }) satisfies ReferenceProfile;
    const TORONTO = at('9 Queen Street West', 'Toronto', 'M5H 2N2', 'ON', 'CA');
    const WASHINGTON = at('1201 K Street NW', 'Washington', '20005', 'DC');
    const ST_PETERSBURG = at('300 5th Avenue North', 'St. Petersburg', '33701', 'FL');
    const DUBLIN = at('49 Merrion Street Upper', 'Dublin', 'D02 KH96', 'Leinster', 'IE');

    it('stays ACCURATE abbreviated, on one line or structured, in capitals', () => {
      for (const [reference, address] of [
        [TORONTO, '9 Queen St W, Toronto, ON M5H 2N2, Canada'],
        [TORONTO, '9 QUEEN ST. W., TORONTO, ON M5H 2N2'],
        [WASHINGTON, '1201 K St NW, Washington, DC 20005'],
        [WASHINGTON, '1201 K St. N.W., Washington, DC 20005, USA'],
        [ST_PETERSBURG, '300 5th Ave N, St. Petersburg, FL 33701'],
        [ST_PETERSBURG, { ...ST_PETERSBURG.address, line1: '300 Fifth Ave. N.' }],
        [DUBLIN, '49 Merrion St Upper, Dublin D02 KH96, Ireland'],
      ] as const) {
        expect(compare('ADDRESS', reference, { address })?.status, JSON.stringify(address)).toBe(
          'ACCURATE',
        );
      }
    });

    it('reads French and Spanish compass points the same way', () => {
      const strasbourg = at('12 Rue du Faubourg Nord', 'Strasbourg', '67000', 'Grand Est', 'FR');
      expect(
        compare('ADDRESS', strasbourg, { address: '12 rue du Fbg N., 67000 Strasbourg' })?.status,
      ).toBe('ACCURATE');
      const puebla = at('Calle 5 Norte 1004', 'Puebla', '72000', 'PUE', 'MX');
      expect(
        compare('ADDRESS', puebla, { address: 'C. 5 Nte 1004, 72000 Puebla, México' })?.status,
      ).toBe('ACCURATE');
    });

    it('calls another street, or the same name in another quadrant or part, INACCURATE', () => {
      for (const [reference, address] of [
        [TORONTO, '9 King St W, Toronto, ON M5H 2N2'],
        [TORONTO, '9 Queen St E, Toronto, ON M5H 2N2'],
        [WASHINGTON, '1201 K St NE, Washington, DC 20005'],
        [ST_PETERSBURG, '300 5th Ave S, St. Petersburg, FL 33701'],
        [DUBLIN, '49 Merrion St Lower, Dublin D02 KH96'],
      ] as const) {
        expect(compare('ADDRESS', reference, { address }), address).toMatchObject({
          status: 'INACCURATE',
          evidence: { details: { components: { street: 'different' } } },
        });
      }
    });
  });

  it('reads a French address in another spelling as ACCURATE', () => {
    expect(
      compare('ADDRESS', PARIS_HOTEL, { address: '12, rue de la Paix, 75002 PARIS, France' })
        ?.status,
    ).toBe('ACCURATE');
  });

  it('calls no address MISSING', () => {
    expect(compare('ADDRESS', NEW_YORK_HOTEL, { address: null })).toMatchObject({
      status: 'MISSING',
      evidence: { rule: 'absent-on-channel' },
    });
  });
});
