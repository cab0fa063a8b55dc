import type { Segment } from './brands.ts';
import type { CitySetting } from './city.ts';
import type { Random } from './random.ts';

const SEGMENTS: readonly Segment[] = [
  'LUXURY',
  'UPSCALE',
  'LIFESTYLE',
  'MIDSCALE',
  'EXTENDED_STAY',
];

/** Hotel amenities in the order the reference source lists them, with the odds that a hotel of each segment (in SEGMENTS order) has them. */
const HOTEL_AMENITIES: ReadonlyArray<readonly [string, ...number[]]> = [
  ['Free WiFi', 1, 1, 1, 1, 1],
  ['24-hour front desk', 1, 1, 1, 0.95, 0.8],
  ['Parking', 0.6, 0.7, 0.5, 0.9, 0.95],
  ['Valet parking', 0.9, 0.5, 0.3, 0, 0],
  ['Indoor pool', 0.45, 0.35, 0.1, 0.25, 0.2],
  ['Fitness center', 1, 0.95, 0.9, 0.7, 0.8],
  ['Spa', 0.85, 0.4, 0.2, 0, 0],
  ['Restaurant', 1, 1, 0.9, 0.7, 0.2],
  ['Bar', 1, 0.95, 1, 0.6, 0.2],
  ['Room service', 1, 0.8, 0.5, 0.1, 0],
  ['Concierge', 1, 0.7, 0.4, 0, 0],
  ['Laundry service', 1, 0.9, 0.7, 0.7, 1],
  ['Business center', 0.5, 0.7, 0.2, 0.5, 0.6],
  ['Airport shuttle', 0.3, 0.35, 0.1, 0.4, 0.4],
  ['EV charging', 0.6, 0.5, 0.5, 0.35, 0.4],
  ['Pet friendly', 0.3, 0.5, 0.8, 0.5, 0.7],
  ['Rooftop terrace', 0.3, 0.3, 0.6, 0, 0],
  ['Bicycle rental', 0.2, 0.2, 0.5, 0.1, 0.1],
  ['Kitchenette', 0, 0, 0, 0, 1],
  ['Breakfast included', 0, 0.1, 0.1, 0.6, 0.8],
  ['Non-smoking rooms', 1, 1, 1, 1, 1],
  ['Accessible rooms', 0.9, 0.9, 0.9, 0.9, 0.9],
];

/** Amenities that depend on where the hotel is rather than on its segment. */
const SETTING_AMENITIES: ReadonlyArray<readonly [string, CitySetting, number, number]> = [
  // name, setting, odds for a resort, odds otherwise
  ['Outdoor pool', 'BEACH', 0.95, 0.5],
  ['Beach access', 'BEACH', 0.9, 0.2],
  ['Ski storage', 'MOUNTAIN', 1, 0.8],
  ['Sauna', 'MOUNTAIN', 0.95, 0.7],
];

export function hotelAmenities(
  segment: Segment,
  setting: CitySetting,
  resort: boolean,
  hasMeetingRooms: boolean,
  random: Random,
): string[] {
  const column = 1 + SEGMENTS.indexOf(segment);
  const amenities = HOTEL_AMENITIES.filter((row) => random.chance(row[column] as number)).map(
    ([name]) => name,
  );
  for (const [name, where, resortOdds, odds] of SETTING_AMENITIES) {
    if (setting === where && random.chance(resort ? resortOdds : odds)) amenities.push(name);
  }
  if (resort) amenities.push('Kids club');
  if (hasMeetingRooms) amenities.push('Meeting rooms');
  return amenities;
}

export function hotelCategory(segment: Segment, resort: boolean): string {
  if (resort) return 'Resort hotel';
  return {
    LUXURY: 'Luxury hotel',
    UPSCALE: 'Hotel',
    LIFESTYLE: 'Boutique hotel',
    MIDSCALE: 'Hotel',
    EXTENDED_STAY: 'Extended stay hotel',
  }[segment];
}

/** Official stars; US ratings (AAA/Forbes-style aggregators) also use halves. */
export function starRating(segment: Segment, countryCode: string, random: Random): number {
  const base = { LUXURY: 5, UPSCALE: 4, LIFESTYLE: 4, MIDSCALE: 3, EXTENDED_STAY: 3 }[segment];
  const half = countryCode === 'US' && segment !== 'LUXURY' && random.chance(0.3);
  return half ? base + (segment === 'EXTENDED_STAY' ? -0.5 : 0.5) : base;
}

export function roomCount(segment: Segment, boutique: boolean, random: Random): number {
  if (boutique) return random.int(22, 85);
  const [min, max] = {
    LUXURY: [90, 260],
    UPSCALE: [150, 420],
    LIFESTYLE: [80, 240],
    MIDSCALE: [90, 200],
    EXTENDED_STAY: [80, 160],
  }[segment] as [number, number];
  return random.int(min, max);
}

export function photoTagCycle(
  type: 'HOTEL' | 'RESTAURANT' | 'SPA',
  amenities: readonly string[],
): string[][] {
  const onSite = (...tags: string[]) => [...tags, 'on-site'];
  const has = (name: string) => amenities.includes(name);
  if (type === 'RESTAURANT') {
    return [
      onSite('dining room'),
      onSite('food'),
      onSite('food'),
      onSite('bar'),
      onSite('exterior'),
      onSite('food'),
      ['view', 'off-site'],
    ];
  }
  if (type === 'SPA') {
    return [
      onSite('treatment room'),
      onSite('spa'),
      onSite('relaxation area'),
      onSite('pool'),
      onSite('reception'),
      ['view', 'off-site'],
    ];
  }
  return [
    onSite('exterior'),
    onSite('lobby'),
    onSite('room'),
    onSite('bathroom'),
    onSite('room'),
    ...(has('Restaurant') ? [onSite('restaurant')] : []),
    ...(has('Bar') ? [onSite('bar')] : []),
    ...(has('Indoor pool') || has('Outdoor pool') ? [onSite('pool')] : []),
    onSite('room', 'suite'),
    ...(has('Spa') ? [onSite('spa')] : []),
    ...(has('Fitness center') ? [onSite('fitness center')] : []),
    ...(has('Meeting rooms') ? [onSite('meeting room')] : []),
    onSite('bathroom'),
    ['view', 'off-site'],
    ['landmark', 'off-site'],
  ];
}
