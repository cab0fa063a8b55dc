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
