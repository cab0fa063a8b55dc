import { describe, expect, it } from 'vitest';
import { prepareCategory, relateKinds } from './category-terms.ts';

const read = (raw: string) => {
  const { kinds, cuisines, qualifiers } = prepareCategory(raw)!;
  return { kinds, cuisines, qualifiers };
};

describe('prepareCategory', () => {
  it('reads lodging types in any of the lists languages and channel forms', () => {
    for (const raw of [
      'Hotel',
      'Hotels',
      'Hôtel',
      'Albergo',
      'hoteles',
      'ホテル',
      'Hotel & Lodging',
    ]) {
      expect(read(raw).kinds, raw).toEqual(['hotel']);
    }
    expect(read('Resort hotel').kinds).toEqual(['resort']);
    expect(read('Auberge de jeunesse').kinds).toEqual(['hostel']);
    expect(read("Chambres d'hôtes").kinds).toEqual(['bed and breakfast']);
    expect(read('Serviced Apartments').kinds).toEqual(['aparthotel']);
  });

  it('splits German and Japanese compounds on a known head', () => {
    expect(read('Luxushotel')).toEqual({ kinds: ['hotel'], cuisines: [], qualifiers: ['luxury'] });
    expect(read('Fischrestaurant')).toEqual({
      kinds: ['restaurant'],
      cuisines: ['seafood'],
      qualifiers: [],
    });
    expect(read('イタリア料理店')).toEqual({
      kinds: ['restaurant'],
      cuisines: ['italian'],
      qualifiers: [],
    });
  });

  it('reads a cuisine as a restaurant, and keeps unknown words as qualifiers', () => {
    expect(read('Italian')).toEqual({
      kinds: ['restaurant'],
      cuisines: ['italian'],
      qualifiers: [],
    });
    expect(read('Ristorante italiano')).toEqual(read('Italian restaurant'));
    expect(read('Hotell')).toEqual({ kinds: [], cuisines: [], qualifiers: ['hotell'] });
  });
});

describe('relateKinds', () => {
  it('relates kinds through the hierarchy, siblings only below a root', () => {
    expect(relateKinds(['hotel'], ['resort'])).toBe('narrower');
    expect(relateKinds(['boutique hotel'], ['hotel'])).toBe('broader');
    expect(relateKinds(['guest house'], ['bed and breakfast'])).toBe('sibling');
    expect(relateKinds(['inn'], ['b&b / inn'])).toBe('same');
    expect(relateKinds(['hotel'], ['hostel'])).toBe('different');
    expect(relateKinds(['resort'], ['resort', 'spa'])).toBe('partial');
  });
});
