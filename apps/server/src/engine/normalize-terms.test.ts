import { describe, expect, it } from 'vitest';
import { amenityTerms, cuisineTerms } from './normalize-terms.ts';

const keys = (raws: string[]) => [...amenityTerms(raws).keys];

describe('amenityTerms', () => {
  it('reads the synonyms channels use as one amenity', () => {
    expect(new Set(keys(['wifi', 'Wi-Fi', 'Free WiFi', 'Wireless internet']))).toEqual(
      new Set(['wifi']),
    );
    expect(keys(['Car park'])).toEqual(keys(['Parking']));
    expect(keys(['Swimming pool'])).toEqual(keys(['Pool']));
    expect(keys(['Gym'])).toEqual(keys(['Fitness center']));
    expect(keys(['Fitness Centre'])).toEqual(keys(['fitness center']));
  });

  it('ignores qualifiers and plurals', () => {
    expect(keys(['Parking on site'])).toEqual(keys(['parking']));
    expect(keys(['Complimentary breakfast'])).toEqual(keys(['Breakfast']));
    expect(keys(['Meeting rooms'])).toEqual(keys(['Meeting room']));
  });

  it('keeps distinct amenities distinct, and one term per amenity', () => {
    expect(keys(['Valet parking'])).not.toEqual(keys(['Parking']));
    expect(keys(['Indoor pool'])).not.toEqual(keys(['Outdoor pool']));
    expect(amenityTerms(['WiFi', 'Free Wi-Fi', 'Spa']).terms).toEqual([
      { raw: 'WiFi', key: 'wifi' },
      { raw: 'Spa', key: 'spa' },
    ]);
  });
});

describe('cuisineTerms', () => {
  it('drops words that only say "food"', () => {
    expect(cuisineTerms(['Italian cuisine', 'italian', 'Seafood']).terms).toEqual([
      { raw: 'Italian cuisine', key: 'italian' },
      { raw: 'Seafood', key: 'seafood' },
    ]);
  });
});

describe('cuisineTerms in the listing language', () => {
  const keys = (raws: string[]) => [...cuisineTerms(raws).keys];

  it('reads translations and local forms as one canonical cuisine', () => {
    for (const raw of [
      'Italian',
      'italienisch',
      'Italienische Küche',
      'italien',
      'Cucina italiana',
      'italiano',
      'イタリア料理',
    ]) {
      expect(keys([raw]), raw).toEqual(['italian']);
    }
    for (const raw of ['Seafood', 'Fisch', 'Poisson', 'Pesce', 'Mariscos', 'Fruits de mer']) {
      expect(keys([raw]), raw).toEqual(['seafood']);
    }
    expect(keys(['Washoku'])).toEqual(['japanese']);
  });

  it('splits a cuisine list kept as one text, and keeps an unknown cuisine as itself', () => {
    expect(keys(['Japanese, Sushi'])).toEqual(['japanese', 'sushi']);
    expect(keys(['Nikkei'])).toEqual(['nikkei']);
  });
});
