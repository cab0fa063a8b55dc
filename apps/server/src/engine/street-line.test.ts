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
      readAs: [],
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
      readAs: [],
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
      readAs: [],
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

describe('parseStreetLine: units and levels of Australia and New Zealand', () => {
  it('reads "3/88" and "Level 3/88" as unit 3 of number 88', () => {
    expect(parseStreetLine('3/88 George Street', 'en')).toEqual({
      number: '88',
      words: ['george', 'street'],
      unit: '3',
      readAs: ['unit 3 of number 88'],
    });
    expect(parseStreetLine('Level 3/88 George St', 'en')).toMatchObject({
      number: '88',
      unit: '3',
    });
    expect(parseStreetLine('L3/88 George St', 'en')).toMatchObject({ number: '88', unit: '3' });
  });

  it('reads Level, Lvl, L2, Shop and Unit as units before the number', () => {
    for (const line of ['Level 2 500 Collins St', 'Lvl 2 500 Collins St', 'L2 500 Collins St']) {
      expect(parseStreetLine(line, 'en'), line).toMatchObject({
        number: '500',
        words: ['collins', 'street'],
        unit: '2',
      });
    }
    expect(parseStreetLine('Shop 2 1 Martin Pl', 'en')).toMatchObject({ number: '1', unit: '2' });
    expect(parseStreetLine('Unit 5 12 Smith St', 'en')).toMatchObject({ number: '12', unit: '5' });
  });

  it('keeps "5/7" a range outside English-speaking countries', () => {
    expect(parseStreetLine('Hauptstraße 5/7', 'de').number).toBe('5-7');
  });
});

describe('parseStreetLine: house numbers as channels write them', () => {
  it('joins a letter written apart to its number, except in English', () => {
    expect(parseStreetLine('Hauptstraße 5 a', 'de')).toEqual({
      number: '5a',
      words: ['hauptstrasse'],
      unit: null,
      readAs: ['letter apart 5 a'],
    });
    expect(parseStreetLine('12 A Rue Jean Jaurès', 'fr').number).toBe('12a');
    expect(parseStreetLine('12 ter Rue de Rivoli', 'fr').number).toBe('12ter');
    expect(parseStreetLine('1200 K St', 'en')).toMatchObject({
      number: '1200',
      words: ['k', 'street'],
    });
  });

  it('reads "12 à 14" and "24 e 26" as ranges', () => {
    expect(parseStreetLine('12 à 14 Rue de Rivoli', 'fr').number).toBe('12-14');
    expect(parseStreetLine('Rua Augusta 24 e 26', 'pt').number).toBe('24-26');
  });

  it('reads a spelt-out number, but an ordinal stays the street name', () => {
    expect(parseStreetLine('One Market Street', 'en')).toEqual({
      number: '1',
      words: ['market', 'street'],
      unit: null,
      readAs: ['spelt-out one'],
    });
    expect(parseStreetLine('Two Embarcadero Ctr', 'en')).toMatchObject({
      number: '2',
      words: ['embarcadero', 'center'],
    });
    expect(parseStreetLine('200 First Ave', 'en')).toMatchObject({
      number: '200',
      words: ['1st', 'avenue'],
    });
    expect(parseStreetLine('First Avenue', 'en').number).toBeNull();
  });

  it('reads s/n and snc as no number', () => {
    expect(parseStreetLine('Paseo de la Castellana s/n', 'es')).toMatchObject({
      number: null,
      words: ['paseo', 'de', 'la', 'castellana'],
      readAs: ['no number (s/n)'],
    });
    expect(parseStreetLine('Piazza della Scala snc', 'it').number).toBeNull();
  });

  it('reads Japanese chome-ban-go however the chome is written', () => {
    for (const line of [
      '1 Chome-1-1 Marunouchi',
      '1-chōme-1-1 Marunouchi',
      'Marunouchi 1-chome 1-1',
      '1−1−1 Marunouchi',
    ]) {
      expect(parseStreetLine(line, 'ja'), line).toEqual({
        number: '1-1-1',
        words: ['marunouchi'],
        unit: null,
        readAs: ['chome-ban-go 1-1-1'],
      });
    }
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
    expect(isUnitOnly(tokenize('Level 3'))).toBe(true);
    expect(isUnitOnly(tokenize('L2'))).toBe(true);
    expect(isNumberOnly(tokenize('s/n'))).toBe(true);
  });

  it('tokenizes with house numbers and units whole', () => {
    expect(tokenize('12-14, Rue St-Honoré #3')).toEqual(['12-14', 'rue', 'st', 'honore', '#3']);
  });
});
