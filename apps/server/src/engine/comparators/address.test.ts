import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../../test-support/engine-fixtures.ts';
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

  describe('addresses as channels write them in each country', () => {
    const hotel = (
      country: string,
      line1: string,
      city: string,
      postalCode: string | null,
      line2: string | null = null,
      region: string | null = null,
    ) =>
      ({
        ...NEW_YORK_HOTEL,
        countryCode: country,
        address: { line1, line2, city, postalCode, region, countryCode: country },
      }) satisfies ReferenceProfile;
    const status = (reference: ReferenceProfile, address: string) =>
      compare('ADDRESS', reference, { address })?.status;

    const SYDNEY = hotel('AU', '88 George Street', 'Sydney', '2000', 'Level 3', 'NSW');
    const MELBOURNE = hotel('AU', '500 Collins Street', 'Melbourne', '3000', null, 'VIC');
    const AUCKLAND = hotel('NZ', '21 Queen Street', 'Auckland', '1010');

    it('keeps a unit or level on one side, or in another form, ACCURATE', () => {
      for (const [reference, address] of [
        [SYDNEY, 'Level 3/88 George St, The Rocks NSW 2000, Australia'],
        [SYDNEY, '3/88 George Street, Sydney, New South Wales 2000'],
        [SYDNEY, 'Level 3, 88 George St, Sydney NSW 2000'],
        [SYDNEY, '88 George St, Sydney NSW 2000'],
        [MELBOURNE, 'L2, 500 Collins St, Melbourne VIC 3000'],
        [MELBOURNE, 'Lvl 2, 500 Collins St, Melbourne VIC 3000'],
        [MELBOURNE, 'Suite 1203, 500 Collins Street, Melbourne, Victoria 3000, Australia'],
        [MELBOURNE, 'Shop 2, 500 Collins St, Melbourne VIC 3000'],
        [AUCKLAND, 'Level 2/21 Queen Street, Auckland CBD, Auckland 1010, New Zealand'],
        [AUCKLAND, 'Unit 5, 21 Queen St, Auckland 1010'],
      ] as const) {
        expect(status(reference, address), address).toBe('ACCURATE');
      }
      expect(
        compare('ADDRESS', SYDNEY, { address: '3/88 George St, Sydney NSW 2000' })?.evidence,
      ).toMatchObject({
        details: {
          components: { number: 'equal', unit: 'equal' },
          readAs: { channel: ['unit 3 of number 88'] },
        },
      });
    });

    it('still calls another number behind a unit INACCURATE, another unit a DISCREPANCY', () => {
      expect(status(SYDNEY, '3/86 George St, The Rocks NSW 2000')).toBe('INACCURATE');
      expect(status(SYDNEY, 'Level 5, 88 George St, Sydney NSW 2000')).toBe('DISCREPANCY');
    });

    it('reads house-number letters and bis written apart, and ranges', () => {
      const heidelberg = hotel('DE', 'Hauptstraße 5a', 'Heidelberg', '69117');
      const rivoli = hotel('FR', '12bis Rue de Rivoli', 'Paris', '75004');
      const castiglione = hotel('FR', '10-12 Rue de Castiglione', 'Paris', '75001');
      const mayor = hotel('ES', 'Calle Mayor 10-12', 'Madrid', '28013');
      expect(status(heidelberg, 'Hauptstr. 5 a, 69117 Heidelberg')).toBe('ACCURATE');
      expect(status(rivoli, '12 bis Rue de Rivoli, 75004 Paris')).toBe('ACCURATE');
      expect(status(castiglione, '10 Rue de Castiglione, 75001 Paris, France')).toBe('ACCURATE');
      expect(status(mayor, 'C/ Mayor, 12, 28013 Madrid')).toBe('ACCURATE');
      expect(
        compare('ADDRESS', mayor, { address: 'Calle Mayor, 10, 28013 Madrid' })?.evidence,
      ).toMatchObject({ details: { readAs: { number: 'range 10-12 contains 10' } } });
      // A letter left out is a DISCREPANCY; another letter, bis for ter, or a number outside the
      // range is another address.
      expect(status(heidelberg, 'Hauptstrasse 5, 69117 Heidelberg')).toBe('DISCREPANCY');
      expect(status(heidelberg, 'Hauptstraße 5b, 69117 Heidelberg')).toBe('INACCURATE');
      expect(status(rivoli, '12 ter Rue de Rivoli, 75004 Paris')).toBe('INACCURATE');
      expect(status(castiglione, '14 Rue de Castiglione, 75001 Paris')).toBe('INACCURATE');
    });

    it('reads spelt-out house numbers, and ordinals as street names', () => {
      const market = hotel('US', '1 Market St', 'San Francisco', '94105', null, 'CA');
      const firstAvenue = hotel('US', '200 1st Avenue', 'New York', '10009', null, 'NY');
      expect(status(market, 'One Market Street, San Francisco, CA 94105')).toBe('ACCURATE');
      expect(status(market, 'Two Market Street, San Francisco, CA 94105')).toBe('INACCURATE');
      expect(status(firstAvenue, '200 First Ave, New York, NY 10009')).toBe('ACCURATE');
      expect(status(firstAvenue, '200 Second Ave, New York, NY 10009')).toBe('INACCURATE');
    });

    it('reads German umlauts as ä, ae or a and Straße as Strasse, Str. or str', () => {
      const dusseldorf = hotel('DE', 'Königsallee 11', 'Düsseldorf', '40212');
      const zurich = hotel('CH', 'Bahnhofstrasse 87', 'Zürich', '8001');
      for (const address of [
        'Koenigsallee 11, 40212 Duesseldorf, Germany',
        'KONIGSALLEE 11, 40212 DUSSELDORF, DE',
      ]) {
        expect(status(dusseldorf, address), address).toBe('ACCURATE');
      }
      expect(status(zurich, 'Bahnhofstr. 87, 8001 Zuerich, Switzerland')).toBe('ACCURATE');
      expect(status(dusseldorf, 'Königsallee 1, 40212 Düsseldorf')).toBe('INACCURATE');
    });

    it('reads Japanese chome-ban-go and wards as map sites print them', () => {
      const marunouchi = hotel('JP', '1-1-1 Marunouchi', 'Chiyoda-ku', '100-0005', null, 'Tokyo');
      for (const address of [
        '1 Chome-1-1 Marunouchi, Chiyoda City, Tokyo 100-0005, Japan',
        '1-1-1 Marunouchi, Chiyoda-ku, Tokyo, 100-0005, Japan',
        'Marunouchi 1-chome 1-1, Chiyoda, Tokyo, 100-0005',
      ]) {
        expect(status(marunouchi, address), address).toBe('ACCURATE');
      }
      expect(status(marunouchi, '1 Chome-2-1 Marunouchi, Chiyoda City, Tokyo 100-0005')).toBe(
        'INACCURATE',
      );
      expect(status(marunouchi, '1-1-1 Marunouchi, Minato City, Tokyo 107-0062')).toBe(
        'INACCURATE',
      );
    });

    it('takes a borough, ward or known suburb for the city; an unknown name with the postcode is a DISCREPANCY', () => {
      const brooklyn = hotel('US', '60 Furman St', 'New York', '11201', null, 'NY');
      const chicago = hotel('US', '301 E North Water St', 'Chicago', '60611', null, 'IL');
      const paris = hotel('FR', '112 Rue du Faubourg Saint-Honoré', 'Paris', '75008');
      const vienna = hotel('AT', 'Kärntner Ring 9', 'Wien', '1010');
      const dubai = hotel('AE', 'Sheikh Zayed Road', 'Dubai', null);
      expect(status(brooklyn, '60 Furman St, Brooklyn, NY 11201')).toBe('ACCURATE');
      expect(status(paris, '112 rue du Fbg St-Honoré, 75008 Paris 08, France')).toBe('ACCURATE');
      expect(status(vienna, 'Kaerntner Ring 9, 1010 Wien-Innere Stadt, Austria')).toBe('ACCURATE');
      expect(status(SYDNEY, '88 George St, The Rocks NSW 2000')).toBe('ACCURATE');
      expect(
        status(
          dubai,
          'Sheikh Zayed Rd - Trade Centre - Trade Centre 1 - Dubai - United Arab Emirates',
        ),
      ).toBe('ACCURATE');
      expect(
        compare('ADDRESS', chicago, { address: '301 E North Water St, Streeterville, IL 60611' }),
      ).toMatchObject({
        status: 'DISCREPANCY',
        evidence: {
          details: {
            components: { city: 'near' },
            readAs: { city: 'postcode agrees: streeterville read as a sub-locality of chicago' },
          },
        },
      });
      expect(status(brooklyn, '60 Furman St, Jersey City, NJ 07302')).toBe('INACCURATE');
      expect(status(SYDNEY, '88 George St, Parramatta NSW 2150')).toBe('INACCURATE');
      expect(status(dubai, 'Sheikh Zayed Road, Abu Dhabi, United Arab Emirates')).toBe(
        'INACCURATE',
      );
    });

    it('keeps the common renderings ACCURATE', () => {
      const castellana = hotel('ES', 'Paseo de la Castellana, s/n', 'Madrid', '28046');
      const scala = hotel('IT', 'Piazza della Scala snc', 'Milano', '20121', null, 'MI');
      const trastevere = hotel('IT', 'Viale di Trastevere 15', 'Roma', '00153', null, 'RM');
      const castilho = hotel('PT', 'Rua Castilho 149', 'Lisboa', '1070-051');
      const damrak = hotel('NL', 'Damrak 1-5', 'Amsterdam', '1012 LG');
      const front = hotel('CA', '225 Front St W', 'Toronto', 'M5V 2X3', null, 'ON');
      const reforma = hotel('MX', 'Paseo de la Reforma 500', 'Ciudad de México', '06600');
      for (const [reference, address] of [
        [castellana, 'Paseo Castellana S/N, 28046 Madrid, Spain'],
        [castellana, 'Paseo de la Castellana, s/n, 28046 Madrid'],
        [scala, 'P.za della Scala, snc, 20121 Milano MI'],
        [trastevere, 'V.le di Trastevere, 15, 00153 Roma RM, Italia'],
        [castilho, 'R. Castilho 149, 1070-051 Lisbon, Portugal'],
        [damrak, 'Damrak 1, 1012LG Amsterdam, Nederland'],
        [front, '225 Front Street West, Toronto, Ontario M5V2X3'],
        [reforma, 'Paseo de la Reforma 500, Mexico City, 06600, Mexico'],
        [SYDNEY, '88 GEORGE ST, SYDNEY NSW 2000, AU'],
      ] as const) {
        expect(status(reference, address), address).toBe('ACCURATE');
      }
    });

    it('sends an address in another script to review with the reason, not INACCURATE', () => {
      const marunouchi = hotel('JP', '1-1-1 Marunouchi', 'Chiyoda-ku', '100-0005');
      expect(
        compare('ADDRESS', marunouchi, { address: '〒100-0005 東京都千代田区丸の内1-1-1' }),
      ).toMatchObject({
        status: 'AWAITING REVIEW',
        evidence: {
          rule: 'address-components',
          details: {
            unreadable: 'channel',
            reason: 'written in another script than the reference',
          },
        },
      });
    });
  });
});
