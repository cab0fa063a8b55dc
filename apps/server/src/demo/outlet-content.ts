import type { ReferenceRecord } from '@lens/contracts';
import type { CuisineKey } from './description-phrases.ts';
import type { Random } from './random.ts';

export type OpeningHours = NonNullable<ReferenceRecord['hours']>;

const RESTAURANT_AMENITIES: ReadonlyArray<readonly [string, number]> = [
  ['Free WiFi', 0.8],
  ['Outdoor seating', 0.6],
  ['Private dining room', 0.5],
  ['Full bar', 0.8],
  ['Vegetarian options', 0.9],
  ['Wheelchair accessible', 0.85],
  ['Takeout', 0.5],
  ['Kids menu', 0.4],
  ['Reservations', 0.95],
];

const SPA_AMENITIES: ReadonlyArray<readonly [string, number]> = [
  ['Sauna', 0.95],
  ['Steam room', 0.9],
  ['Hot tub', 0.6],
  ['Indoor pool', 0.5],
  ['Relaxation room', 1],
  ['Couples treatment room', 0.7],
  ['Massage', 1],
  ['Facials', 0.95],
  ['Manicure & pedicure', 0.6],
  ['Fitness center', 0.4],
  ['Free WiFi', 0.8],
];

export function outletAmenities(
  type: 'RESTAURANT' | 'SPA',
  delivers: boolean,
  random: Random,
): string[] {
  const table = type === 'RESTAURANT' ? RESTAURANT_AMENITIES : SPA_AMENITIES;
  const amenities = table.filter(([, odds]) => random.chance(odds)).map(([name]) => name);
  if (delivers) amenities.push('Delivery');
  return amenities;
}

export interface RestaurantConcept {
  name: string;
  cuisine: string[];
  cuisineKey: CuisineKey;
  category: string;
}

/** Concepts of the restaurant brands, by brand code. */
export const BRANDED_CONCEPTS: Readonly<Record<string, RestaurantConcept>> = {
  EO: {
    name: 'Ember & Oak',
    cuisine: ['Steakhouse', 'American'],
    cuisineKey: 'STEAKHOUSE',
    category: 'Steak house',
  },
  TL: {
    name: 'Trattoria Lumi',
    cuisine: ['Italian', 'Pizza'],
    cuisineKey: 'ITALIAN',
    category: 'Italian restaurant',
  },
};

/** Independent restaurants, many of them inside the chain's hotels. */
export const INDEPENDENT_CONCEPTS: readonly RestaurantConcept[] = [
  {
    name: 'Saffron Terrace',
    cuisine: ['Mediterranean', 'Middle Eastern'],
    cuisineKey: 'MEDITERRANEAN',
    category: 'Mediterranean restaurant',
  },
  {
    name: 'The Copper Grill',
    cuisine: ['Grill', 'Steakhouse'],
    cuisineKey: 'STEAKHOUSE',
    category: 'Grill',
  },
  {
    name: 'Brasserie Lumière',
    cuisine: ['French', 'Brasserie'],
    cuisineKey: 'FRENCH',
    category: 'Brasserie',
  },
  {
    name: 'Osteria del Ponte',
    cuisine: ['Italian'],
    cuisineKey: 'ITALIAN',
    category: 'Italian restaurant',
  },
  {
    name: 'La Terraza del Mar',
    cuisine: ['Spanish', 'Seafood'],
    cuisineKey: 'SPANISH',
    category: 'Spanish restaurant',
  },
  {
    name: 'Kaito',
    cuisine: ['Japanese', 'Sushi'],
    cuisineKey: 'JAPANESE',
    category: 'Japanese restaurant',
  },
  {
    name: 'The Garden Room',
    cuisine: ['Modern European'],
    cuisineKey: 'MODERN_EUROPEAN',
    category: 'Restaurant',
  },
  {
    name: 'Harbour Kitchen',
    cuisine: ['Seafood'],
    cuisineKey: 'SEAFOOD',
    category: 'Seafood restaurant',
  },
  {
    name: 'Jade Lantern',
    cuisine: ['Chinese', 'Cantonese', 'Dim sum'],
    cuisineKey: 'CHINESE',
    category: 'Chinese restaurant',
  },
  {
    name: 'Cedar & Smoke',
    cuisine: ['Barbecue', 'American'],
    cuisineKey: 'BARBECUE',
    category: 'Barbecue restaurant',
  },
  {
    name: 'Alma',
    cuisine: ['Latin American', 'Peruvian'],
    cuisineKey: 'LATIN_AMERICAN',
    category: 'Latin American restaurant',
  },
  {
    name: 'Le Petit Comptoir',
    cuisine: ['French', 'Bistro'],
    cuisineKey: 'FRENCH',
    category: 'French restaurant',
  },
];

const everyDay = (
  intervals: Array<{ open: string; close: string }>,
  closedDay?: number,
): OpeningHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: day === closedDay ? [] : intervals }));

/** Lunch and dinner at the country's hours; hotel restaurants also serve breakfast and never close. */
export function restaurantHours(
  countryCode: string,
  inHotel: boolean,
  random: Random,
): OpeningHours {
  const meals =
    countryCode === 'ES'
      ? [
          { open: '13:30', close: '16:00' },
          { open: '20:30', close: '23:30' },
        ]
      : ['US', 'CA', 'AU', 'GB', 'IE'].includes(countryCode)
        ? [
            { open: '11:30', close: '14:30' },
            { open: '17:00', close: '22:00' },
          ]
        : [
            { open: '12:00', close: '14:30' },
            { open: '19:00', close: '22:30' },
          ];
  if (inHotel) return everyDay([{ open: '06:30', close: '10:30' }, ...meals]);
  return everyDay(meals, random.pick([undefined, 0, 6]));
}

export function spaHours(): OpeningHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    intervals: [day >= 5 ? { open: '08:00', close: '20:00' } : { open: '09:00', close: '21:00' }],
  }));
}

/** What each photo of a property shows, in the order the chain's media library holds them. */
