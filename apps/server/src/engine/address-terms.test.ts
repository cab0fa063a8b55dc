import { describe, expect, it } from 'vitest';
import { addressLanguage, canonicalStreetWord, isStreetQualifier } from './address-terms.ts';

describe('canonicalStreetWord', () => {
  it('expands English abbreviations both ways to one form', () => {
    for (const [short, long] of [
      ['ave', 'avenue'],
      ['blvd', 'boulevard'],
      ['rd', 'road'],
      ['n', 'north'],
    ]) {
      expect(canonicalStreetWord(short as string, 'en', false)).toBe(long);
      expect(canonicalStreetWord(long as string, 'en', false)).toBe(long);
    }
  });

  it('reads St as Street at the end and Saint before a name', () => {
    expect(canonicalStreetWord('st', 'en', true)).toBe('street');
    expect(canonicalStreetWord('st', 'en', false)).toBe('saint');
    expect(canonicalStreetWord('st', 'fr', true)).toBe('saint');
  });

  it('completes German -str. compounds and Spanish and Italian abbreviations', () => {
    expect(canonicalStreetWord('friedrichstr', 'de', false)).toBe('friedrichstrasse');
    expect(canonicalStreetWord('str', 'de', false)).toBe('strasse');
    expect(canonicalStreetWord('avda', 'es', false)).toBe('avenida');
    expect(canonicalStreetWord('av', 'es', false)).toBe('avenida');
    expect(canonicalStreetWord('av', 'fr', false)).toBe('avenue');
    expect(canonicalStreetWord('v', 'it', false)).toBe('via');
  });

  it('expands compass points and Upper/Lower in English, French, German and Spanish', () => {
    expect(canonicalStreetWord('nw', 'en', true)).toBe('northwest');
    expect(canonicalStreetWord('lr', 'en', true)).toBe('lower');
    expect(canonicalStreetWord('o', 'fr', true)).toBe('ouest');
    expect(canonicalStreetWord('o', 'de', true)).toBe('ost');
    expect(canonicalStreetWord('nte', 'es', true)).toBe('norte');
    expect(isStreetQualifier('west', 'en')).toBe(true);
    expect(isStreetQualifier('sud', 'de')).toBe(true);
    expect(isStreetQualifier('street', 'en')).toBe(false);
    expect(isStreetQualifier('north', 'it')).toBe(false);
  });

  it('picks the street vocabulary from the country', () => {
    expect(addressLanguage('at')).toBe('de');
    expect(addressLanguage('MX')).toBe('es');
    expect(addressLanguage('JP')).toBe('ja');
  });
});
