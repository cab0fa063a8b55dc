import { describe, expect, it } from 'vitest';
import { compareCities, normalizeCity } from './city-names.ts';

const view = (city: string, ...localities: string[]) => ({
  city,
  localities: [...localities, city],
});

describe('normalizeCity', () => {
  it('reads German ae/oe/ue as umlauts, and local names in English', () => {
    expect(normalizeCity('Düsseldorf', 'de')).toBe(normalizeCity('Duesseldorf', 'de'));
    expect(normalizeCity('Zuerich', 'de')).toBe('zurich');
    expect(normalizeCity('Muenchen', 'de')).toBe('munich');
    expect(normalizeCity('Wien-Innere Stadt', 'de')).toBe('vienna innere stadt');
    expect(normalizeCity('Ciudad de México', 'es')).toBe('mexico city');
  });

  it('drops district numbers and Japanese ward words', () => {
    expect(normalizeCity('Paris 8e', 'fr')).toBe('paris');
    expect(normalizeCity('Paris 08', 'fr')).toBe('paris');
    expect(normalizeCity('01. Innere Stadt', 'de')).toBe('innere stadt');
    expect(normalizeCity('Chiyoda City', 'ja')).toBe('chiyoda');
    expect(normalizeCity('Chiyoda-ku', 'ja')).toBe('chiyoda');
    expect(normalizeCity('St. Louis', 'en')).toBe(normalizeCity('Saint Louis', 'en'));
  });
});

describe('compareCities', () => {
  it('takes a borough, ward or suburb for its city', () => {
    expect(compareCities(view('new york'), view('brooklyn'), true, 0.85)).toEqual({
      check: 'equal',
      readAs: 'brooklyn is part of new york',
    });
    expect(compareCities(view('london'), view('westminster'), true, 0.85)?.check).toBe('equal');
    expect(compareCities(view('sydney'), view('the rocks'), true, 0.85)?.check).toBe('equal');
    expect(compareCities(view('chiyoda'), view('tokyo'), true, 0.85)?.check).toBe('equal');
    expect(compareCities(view('dubai'), view('dubai marina'), false, 0.85)?.check).toBe('equal');
  });

  it('takes the city named beside its district, or with it, when the postcode agrees', () => {
    expect(compareCities(view('chiyoda'), view('tokyo', 'chiyoda'), true, 0.85)?.check).toBe(
      'equal',
    );
    expect(compareCities(view('vienna'), view('vienna innere stadt'), true, 0.85)).toEqual({
      check: 'equal',
      readAs: 'city with its district, postcode agrees: vienna innere stadt',
    });
    expect(compareCities(view('vienna'), view('vienna innere stadt'), false, 0.85)?.check).toBe(
      'near',
    );
  });

  it('calls an unknown name with the same postcode near, and another city different', () => {
    expect(compareCities(view('chicago'), view('streeterville'), true, 0.85)).toEqual({
      check: 'near',
      readAs: 'postcode agrees: streeterville read as a sub-locality of chicago',
    });
    expect(compareCities(view('sydney'), view('parramatta'), false, 0.85)?.check).toBe('different');
    expect(compareCities(view('dubai'), view('abu dhabi'), false, 0.85)?.check).toBe('different');
  });

  it('does not take another ward of the same city for the reference ward', () => {
    expect(compareCities(view('chiyoda'), view('tokyo', 'minato'), false, 0.85)?.check).toBe(
      'different',
    );
  });
});
