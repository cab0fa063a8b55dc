import { describe, expect, it } from 'vitest';
import {
  isNumberOnly,
  isStreetPart,
  isUnitOnly,
  parseStreetLine,
  tokenize,
} from './street-line.ts';

describe('parseStreetLine', () => {
  it('takes the house number from the front or the back of the line', () => {
    expect(parseStreetLine('123 Main St', 'en')).toEqual({
      number: '123',
      words: ['main', 'street'],
      unit: null,
    });
    expect(parseStreetLine('Via del Corso 126', 'it').number).toBe('126');
  });

  it('keeps number suffixes and ranges with the number', () => {
    expect(parseStreetLine('12 bis Rue de Rivoli', 'fr').number).toBe('12bis');
    expect(parseStreetLine('12-14 Rue de Rivoli', 'fr').number).toBe('12-14');
  });

  it('reads suite, # and floor units, but a saint is not a suite', () => {
    expect(parseStreetLine('123 Main St Ste 101', 'en').unit).toBe('101');
    expect(parseStreetLine('123 Main St #101', 'en').unit).toBe('101');
    expect(parseStreetLine('350 Fifth Ave 3rd Floor', 'en').unit).toBe('3');
    expect(parseStreetLine('1 Rue Ste Catherine', 'fr')).toEqual({
      number: '1',
      words: ['rue', 'sainte', 'catherine'],
      unit: null,
    });
  });

  it('reads St as Street when only compass points or Upper/Lower follow it', () => {
    expect(parseStreetLine('9 Queen St W', 'en').words).toEqual(['queen', 'street', 'west']);
    expect(parseStreetLine('49 Merrion St Upr', 'en').words).toEqual([
      'merrion',
      'street',
      'upper',
    ]);
    expect(parseStreetLine('1201 K St. N.W., Suite 5', 'en')).toEqual({
      number: '1201',
      words: ['k', 'street', 'northwest'],
      unit: '5',
    });
    expect(parseStreetLine('1 St Marks Pl', 'en').words).toEqual(['saint', 'marks', 'place']);
    expect(parseStreetLine('1 St N Main', 'en').words).toEqual(['saint', 'north', 'main']);
  });

  it('expands abbreviations in the language of the country', () => {
    expect(parseStreetLine('C/ Mayor 5', 'es').words).toEqual(['calle', 'mayor']);
    expect(parseStreetLine('P.za Navona 1', 'it').words).toEqual(['piazza', 'navona']);
    expect(parseStreetLine('45 W 44th St', 'en').words).toEqual(['west', '44th', 'street']);
    expect(parseStreetLine('Friedrichstr. 12', 'de').words).toEqual(['friedrichstrasse']);
  });
});

describe('part classification', () => {
  it('tells street, number-only and unit-only parts apart', () => {
    expect(isStreetPart(tokenize('123 Main St'))).toBe(true);
    expect(isStreetPart(tokenize('New York'))).toBe(false);
    expect(isNumberOnly(tokenize('45'))).toBe(true);
    expect(isNumberOnly(tokenize(' - '))).toBe(false);
    expect(isUnitOnly(tokenize('Suite 101'))).toBe(true);
    expect(isUnitOnly(tokenize('Suite 101 Main St'))).toBe(false);
  });

  it('tokenizes with house numbers and units whole', () => {
    expect(tokenize('12-14, Rue St-Honoré #3')).toEqual(['12-14', 'rue', 'st', 'honore', '#3']);
  });
});
