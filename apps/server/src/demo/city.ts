import type { DescriptionLanguage } from './countries.ts';

/** Where a city's properties sit: it decides resort brands, beach and ski amenities, photo tags. */
export type CitySetting = 'CITY' | 'BEACH' | 'MOUNTAIN';

/**
 * A real city with what the generator needs to write believable listings there: its real centre,
 * administrative region, phone area code, postcodes, streets, neighbourhoods and sights.
 */
export interface City {
  /** Three-letter code (IATA city code where there is one), used in property codes. */
  key: string;
  /** The local name, as addresses write it. */
  name: string;
  /** The name in a description language when it is not the local one (Munich, Múnich). */
  exonyms?: Partial<Record<DescriptionLanguage, string>>;
  countryCode: string;
  region: string;
  /** State or province abbreviation used in one-line addresses (US, CA, AU). */
  regionCode?: string;
  subRegion: string;
  lat: number;
  lng: number;
  /** Standard deviation, in km, of how far properties sit from the centre. */
  spreadKm: number;
  /** Overrides the country's language (Montréal, Genève). */
  language?: string;
  /** National significant number: the digits every local number starts with, and its length. */
  phone: { prefix: string; length: number };
  /** Postcodes in use around the centre: '#' is any digit, '@' any letter. Empty: none. */
  postcodes: readonly string[];
  streets: readonly string[];
  neighbourhoods: readonly string[];
  /** Sights as English prose names them ("the Louvre"). */
  landmarks: readonly string[];
  setting: CitySetting;
  /** Relative share of a portfolio's properties. */
  weight: number;
}

/** The city's name as text in `language` reads it. */
export function cityNameIn(city: City, language: string): string {
  return city.exonyms?.[language as DescriptionLanguage] ?? city.name;
}
