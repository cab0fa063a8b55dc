import { describe, expect, it } from 'vitest';
import { buildTermIndex, singular } from './term-index.ts';

const index = buildTermIndex(
  [
    [
      { canonical: 'japanese', variants: ['japanisch', '和食'], broader: ['asian'] },
      { canonical: 'sushi', variants: ['sushi bar'], broader: ['japanese'] },
      { canonical: 'ramen', variants: [], broader: ['japanese'] },
      { canonical: 'asian', variants: ['asiatisch'] },
      { canonical: 'thai', variants: [], broader: ['asian'] },
    ],
  ],
  ['restaurant', '料理'],
);

describe('buildTermIndex', () => {
  it('finds the longest phrase, in any case, accent, plural or German inflection', () => {
    expect(index.lookup('Sushi Bars')).toEqual({ canonicals: ['sushi'], unknown: [] });
    expect(index.lookup('Japanisches Restaurant')).toEqual({
      canonicals: ['japanese'],
      unknown: [],
    });
    expect(index.lookup('Nikkei sushi')).toEqual({ canonicals: ['sushi'], unknown: ['nikkei'] });
  });

  it('splits a compound only on a head long enough to mean something', () => {
    expect(index.lookup('Sushirestaurant').canonicals).toEqual(['sushi']);
    expect(index.lookup('和食料理').canonicals).toEqual(['japanese']);
    expect(index.lookup('Paradis').unknown).toEqual(['paradi']);
    expect(index.lookup('Caucasian')).toEqual({ canonicals: [], unknown: ['caucasian'] });
  });

  it('relates terms: broader, narrower, sibling below a non-root, else none', () => {
    expect(index.relation('japanese', 'sushi')).toBe('narrower');
    expect(index.relation('sushi', 'asian')).toBe('broader');
    expect(index.relation('sushi', 'ramen')).toBe('sibling');
    expect(index.relation('japanese', 'thai')).toBeNull();
    expect(index.isAncestor('asian', 'sushi')).toBe(true);
  });
});

describe('singular', () => {
  it('handles the plural forms of amenity and category words', () => {
    expect(['facilities', 'hotels', 'access', 'spa'].map(singular)).toEqual([
      'facility',
      'hotel',
      'access',
      'spa',
    ]);
  });
});
