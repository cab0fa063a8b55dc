import type { Segment } from './brands.ts';
import type { CitySetting } from './city.ts';

/** Cuisines the restaurant concepts serve; each phrase book says how its language names them. */
export type CuisineKey =
  | 'FRENCH'
  | 'ITALIAN'
  | 'MEDITERRANEAN'
  | 'JAPANESE'
  | 'SPANISH'
  | 'STEAKHOUSE'
  | 'SEAFOOD'
  | 'MODERN_EUROPEAN'
  | 'CHINESE'
  | 'BARBECUE'
  | 'LATIN_AMERICAN';

/** Amenities a description may highlight, by their reference name. */
export const HIGHLIGHT_AMENITIES = [
  'Spa',
  'Indoor pool',
  'Outdoor pool',
  'Fitness center',
  'Restaurant',
  'Bar',
  'Rooftop terrace',
  'Airport shuttle',
  'Kids club',
  'Beach access',
  'Sauna',
  'Ski storage',
  'Bicycle rental',
  'Room service',
  'EV charging',
  'Pet friendly',
] as const;
export type HighlightAmenity = (typeof HIGHLIGHT_AMENITIES)[number];

/** What a description says, already put into the description's language where it is words. */
export interface DescriptionFacts {
  name: string;
  cityName: string;
  neighbourhood: string;
  /** English sight names ("the Louvre"); only the English book uses them. */
  landmarks: readonly string[];
  setting: CitySetting;
  /** Noun phrase for the kind of hotel: "an elegant full-service hotel". */
  segment: string;
  rooms: number;
  airportMinutes: number;
  /** Highlighted amenities as a phrase: "a spa, an indoor pool and a fitness center". */
  amenityList: string;
  meetingRooms: number;
  meetingCapacity: number;
  /** The cuisine as a phrase: "modern Italian cooking". */
  cuisine: string;
  parentName: string | null;
}

export type Sentence = (facts: DescriptionFacts) => string;

export interface PhraseBook {
  /** Joins phrases the way the language lists them: "a, b and c". */
  list: (items: readonly string[]) => string;
  segments: Record<Segment | 'RESORT', string>;
  amenities: Record<HighlightAmenity, string>;
  cuisines: Record<CuisineKey, string>;
  hotel: {
    opening: Sentence[];
    location: Sentence[];
    beach: Sentence[];
    mountain: Sentence[];
    rooms: Sentence[];
    apartments: Sentence[];
    facilities: Sentence[];
    service: Sentence[];
    meetings: Sentence[];
    closing: Sentence[];
  };
  restaurant: {
    opening: Sentence[];
    menu: Sentence[];
    kitchen: Sentence[];
    inHotel: Sentence[];
    standalone: Sentence[];
    closing: Sentence[];
  };
  spa: {
    opening: Sentence[];
    treatments: Sentence[];
    philosophy: Sentence[];
    inHotel: Sentence[];
    standalone: Sentence[];
    closing: Sentence[];
  };
}

/** "a, b and c" with the language's last conjunction. */
export function listWith(conjunction: string): (items: readonly string[]) => string {
  return (items) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
