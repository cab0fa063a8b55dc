import { describe, expect, it } from 'vitest';
import { parseAddress } from './normalize-address.ts';

describe('parseAddress: one-line addresses as channels print them', () => {
  it('reads a US address with a suite, state and country', () => {
    expect(parseAddress('123 Main St., Ste 101, New York, NY 10001, USA', 'US')).toEqual({
      number: '123',
      street: 'main street',
      streetKey: 'mainstreet',
      qualifier: '',
      unit: '101',
      postalCode: '10001',
      city: 'new york',
      region: 'ny',
      countryCode: 'US',
      localities: ['new york'],
      readAs: [],
      otherScript: false,
    });
  });

  it('reads "Ste 101"/"Suite 101" and "St."/"Street" as the same components', () => {
    const short = parseAddress('123 Main St., Ste 101, New York, NY 10001', 'US');
    const long = parseAddress('123 Main Street, Suite 101, New York, NY 10001-2345', 'US');
    expect(long).toEqual(short);
  });

  it('finds the city after the street type when there are no commas', () => {
    const address = parseAddress('123 Main Street New York NY 10001', 'US');
    expect(address).toMatchObject({ number: '123', street: 'main street', city: 'new york' });
  });

  it('reads French, German, Spanish, Italian and British layouts', () => {
    expect(parseAddress('12 Rue de la Paix, 75002 Paris, France', 'FR')).toMatchObject({
      number: '12',
      streetKey: 'ruepaix',
      postalCode: '75002',
      city: 'paris',
      countryCode: 'FR',
    });
    expect(parseAddress('Friedrichstr. 12, 10117 Berlin, Deutschland', 'DE')).toMatchObject({
      number: '12',
      street: 'friedrichstrasse',
      postalCode: '10117',
      city: 'berlin',
      countryCode: 'DE',
    });
    expect(parseAddress('Calle de Alcalá, 45, 28014 Madrid, España', 'ES')).toMatchObject({
      number: '45',
      streetKey: 'callealcala',
      city: 'madrid',
      countryCode: 'ES',
    });
    expect(parseAddress('Via del Corso 126, 00186 Roma RM, Italia', 'IT')).toMatchObject({
      number: '126',
      streetKey: 'viacorso',
      postalCode: '00186',
      city: 'rome',
      region: 'rm',
    });
    expect(parseAddress('1 Park Lane, London W1K 1BE, United Kingdom', 'GB')).toMatchObject({
      street: 'park lane',
      postalCode: 'W1K1BE',
      city: 'london',
      countryCode: 'GB',
    });
  });

  it('skips a building name before the street', () => {
    expect(parseAddress('Hilton Paris Opera, 108 Rue St-Lazare, 75008 Paris', 'FR')).toMatchObject({
      number: '108',
      street: 'rue saint lazare',
      city: 'paris',
    });
  });

  it('keeps a house number written like a postal code out of the postal code', () => {
    expect(parseAddress('12345 Ocean Drive, Miami Beach, FL 33139', 'US')).toMatchObject({
      number: '12345',
      postalCode: '33139',
      city: 'miami beach',
    });
  });

  it('keeps the qualifiers of the street apart, however they are written', () => {
    expect(parseAddress('1201 K St. N.W., Washington, DC 20005', 'US')).toMatchObject({
      street: 'k street northwest',
      qualifier: 'northwest',
      city: 'washington',
    });
    expect(parseAddress('1201 K Street North West, Washington, DC 20005', 'US')).toMatchObject({
      streetKey: 'kstreetnorthwest',
      qualifier: 'northwest',
    });
  });

  it('takes a floor as the unit', () => {
    expect(parseAddress('350 Fifth Avenue, 3rd Floor, New York, NY 10118', 'US')).toMatchObject({
      street: '5th avenue',
      unit: '3',
      city: 'new york',
    });
  });
});

describe('parseAddress: the street part, the city and the region', () => {
  it('takes the street after a level or unit part', () => {
    for (const address of [
      'Level 3, 88 George St, Sydney NSW 2000',
      'Level 3/88 George St, Sydney NSW 2000, Australia',
      '3/88 George Street, Sydney, New South Wales 2000',
    ]) {
      expect(parseAddress(address, 'AU'), address).toMatchObject({
        number: '88',
        street: 'george street',
        unit: '3',
        postalCode: '2000',
        city: 'sydney',
      });
    }
  });

  it('takes a state written out for the region, not the city', () => {
    expect(parseAddress('301 E North Water St, Chicago, Illinois 60611', 'US')).toMatchObject({
      city: 'chicago',
      region: 'illinois',
    });
    expect(parseAddress('1 Martin Pl, Melbourne, Victoria 3000', 'AU').city).toBe('melbourne');
    expect(parseAddress('60 Furman St, Brooklyn, New York 11201', 'US').city).toBe('brooklyn');
  });

  it('reads a Gulf address without a number, in Google dashes, past a numbered community', () => {
    expect(
      parseAddress('Sheikh Zayed Rd - Trade Centre - Trade Centre 1 - Dubai - UAE', 'AE'),
    ).toMatchObject({
      number: null,
      street: 'sheikh zayed road',
      city: 'dubai',
      countryCode: 'AE',
      localities: ['trade centre', 'dubai'],
    });
    expect(parseAddress('PO Box 74147, Sheikh Zayed Road, Dubai', 'AE')).toMatchObject({
      street: 'sheikh zayed road',
      postalCode: null,
      city: 'dubai',
    });
  });

  it('finds the city in a GDS line without commas', () => {
    expect(parseAddress('301 E NORTH WATER ST CHICAGO IL 60611', 'US')).toMatchObject({
      number: '301',
      street: 'east north water street',
      city: 'chicago',
      region: 'il',
    });
    expect(parseAddress('5 MAIN ST ST LOUIS MO 63101', 'US')).toMatchObject({
      street: 'main street',
      city: 'st louis',
    });
    expect(parseAddress('1 MARKET ST STE 5 SAN FRANCISCO CA 94105', 'US')).toMatchObject({
      unit: '5',
      city: 'san francisco',
    });
  });

  it('keeps the wards of a Japanese address as localities', () => {
    expect(
      parseAddress('1 Chome-1-1 Marunouchi, Chiyoda City, Tokyo 100-0005, Japan', 'JP'),
    ).toMatchObject({
      number: '1-1-1',
      street: 'marunouchi',
      postalCode: '1000005',
      city: 'tokyo',
      localities: ['chiyoda', 'tokyo'],
      readAs: ['chome-ban-go 1-1-1'],
    });
    expect(parseAddress('1-1-1 Marunouchi, Chiyoda, Tokyo, 〒100-0005, Japan', 'JP')).toMatchObject(
      { postalCode: '1000005', city: 'tokyo' },
    );
  });

  it('reads a country name after the postcode, and joins an s/n part to its street', () => {
    expect(parseAddress('21 Berkeley St, Westminster W1J 8ED England', 'GB')).toMatchObject({
      city: 'westminster',
      countryCode: 'GB',
    });
    expect(parseAddress('Calle Mayor, s/n, 28013 Madrid', 'ES')).toMatchObject({
      number: null,
      street: 'calle mayor',
      localities: ['madrid'],
    });
  });

  it('marks an address in another script', () => {
    expect(parseAddress('〒100-0005 東京都千代田区丸の内1-1-1', 'JP').otherScript).toBe(true);
    expect(parseAddress('Königsallee 11, 40212 Düsseldorf', 'DE').otherScript).toBe(false);
  });

  it('reads German umlauts, ae/oe/ue and no dots alike in the street', () => {
    const keys = ['Königsallee 11', 'Koenigsallee 11', 'KONIGSALLEE 11'].map(
      (line) => parseAddress(`${line}, 40212 Düsseldorf`, 'DE').streetKey,
    );
    expect(new Set(keys)).toEqual(new Set(['konigsallee']));
  });
});

describe('parseAddress: structured addresses', () => {
  it('reads the unit from the second line and normalises each field', () => {
    expect(
      parseAddress(
        {
          line1: '123 Main St.',
          line2: 'Ste 101',
          city: 'New York',
          postalCode: '10001',
          region: 'NY',
          countryCode: 'us',
        },
        'US',
      ),
    ).toEqual(parseAddress('123 Main Street, Suite 101, New York, NY 10001, US', 'US'));
  });

  it('ignores a second line that is not a unit', () => {
    const address = parseAddress(
      { line1: 'Friedrichstraße 12', line2: 'Mitte', city: 'Berlin', countryCode: 'DE' },
      'DE',
    );
    expect(address).toMatchObject({ street: 'friedrichstrasse', unit: null, postalCode: null });
  });
});
