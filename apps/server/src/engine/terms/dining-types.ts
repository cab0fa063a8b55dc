import type { TermEntry } from './term-entry.ts';

/**
 * Kinds of restaurants and bars as category names. A category's cuisine words ("Italian
 * restaurant") are read with the cuisine list, so they are not repeated here.
 */
export const DINING_TYPES: readonly TermEntry[] = [
  {
    canonical: 'restaurant',
    variants: [
      'ristorante',
      'restaurante',
      'gaststätte',
      'eatery',
      'dining',
      'レストラン',
      '飲食店',
    ],
  },
  {
    canonical: 'fine dining',
    variants: [
      'fine dining restaurant',
      'gourmet restaurant',
      'gourmetrestaurant',
      'gourmet',
      'restaurant gastronomique',
      'gastronomique',
      'haute cuisine',
      'alta cucina',
      'ristorante gourmet',
      'alta cocina',
      'restaurante gourmet',
      'fijnproeversrestaurant',
    ],
    broader: ['restaurant'],
  },
  {
    canonical: 'casual dining',
    variants: ['casual restaurant', 'family restaurant', 'familienrestaurant'],
    broader: ['restaurant'],
  },
  { canonical: 'bistro', variants: ['bistrot', 'bistrô'], broader: ['casual dining'] },
  { canonical: 'brasserie', variants: ['brasserie restaurant'], broader: ['casual dining'] },
  { canonical: 'trattoria', variants: [], broader: ['casual dining'] },
  { canonical: 'osteria', variants: [], broader: ['casual dining'] },
  { canonical: 'pizzeria', variants: ['pizza restaurant', 'pizza place'], broader: ['restaurant'] },
  {
    canonical: 'tapas bar',
    variants: ['tapas restaurant', 'bar de tapas', 'tapasbar'],
    broader: ['restaurant'],
  },
  { canonical: 'izakaya', variants: ['izakaya restaurant', '居酒屋'], broader: ['restaurant'] },
  {
    canonical: 'steakhouse',
    variants: ['steak house', 'steakhaus', 'asador', 'churrascaria'],
    broader: ['restaurant'],
  },
  {
    canonical: 'bar and grill',
    variants: ['bar & grill', 'bar grill'],
    broader: ['restaurant', 'bar'],
  },
  { canonical: 'gastropub', variants: ['gastro pub'], broader: ['restaurant', 'pub'] },
  { canonical: 'pub', variants: ['kneipe', 'taverne', 'tavern', 'bierhaus', 'eetcafé', 'tasca'] },
  {
    canonical: 'bar',
    variants: [
      'lounge',
      'bar lounge',
      'cocktail bar',
      'cocktailbar',
      'wine bar',
      'weinbar',
      'bar à vin',
      'enoteca',
      'bar de vinos',
      'バー',
    ],
  },
  {
    canonical: 'cafe',
    variants: ['café', 'coffee shop', 'kaffeehaus', 'caffè', 'cafetería', 'カフェ'],
  },
];
