/** Languages the description templates are written in. */
export const DESCRIPTION_LANGUAGES = ['en', 'fr', 'de', 'es', 'it'] as const;
export type DescriptionLanguage = (typeof DESCRIPTION_LANGUAGES)[number];

/**
 * Where the street number goes in the first address line: "12 Park Street", "Königsallee 12",
 * "Via del Corso, 12", or no number at all (Gulf addresses name a street and a district).
 */
export type NumberPlacement = 'BEFORE' | 'AFTER' | 'AFTER_COMMA' | 'NONE';

/**
 * How the city line of a one-line address reads: "Chicago, IL 60601" (US, CA), "Sydney NSW 2000"
 * (AU), "London W1K 4HR" (GB, IE), "75002 Paris" (continental Europe, MX), "Dubai" (no postcode).
 */
export type CityLineStyle =
  | 'CITY_REGION_POSTCODE'
  | 'CITY_REGION_POSTCODE_SPACE'
  | 'CITY_POSTCODE'
  | 'POSTCODE_CITY'
  | 'CITY';

export interface Country {
  code: string;
  name: string;
  /** The language of the country's addresses and local descriptions. */
  language: string;
  /** A further description language for upscale properties, so that some have three. */
  extraLanguage: DescriptionLanguage;
  numberPlacement: NumberPlacement;
  cityLine: CityLineStyle;
}

const country = (
  code: string,
  name: string,
  language: string,
  extraLanguage: DescriptionLanguage,
  numberPlacement: NumberPlacement,
  cityLine: CityLineStyle,
): Country => ({ code, name, language, extraLanguage, numberPlacement, cityLine });

const COUNTRIES: Readonly<Record<string, Country>> = {
  US: country('US', 'United States', 'en', 'es', 'BEFORE', 'CITY_REGION_POSTCODE'),
  CA: country('CA', 'Canada', 'en', 'fr', 'BEFORE', 'CITY_REGION_POSTCODE'),
  MX: country('MX', 'Mexico', 'es', 'en', 'AFTER', 'POSTCODE_CITY'),
  GB: country('GB', 'United Kingdom', 'en', 'fr', 'BEFORE', 'CITY_POSTCODE'),
  IE: country('IE', 'Ireland', 'en', 'fr', 'BEFORE', 'CITY_POSTCODE'),
  FR: country('FR', 'France', 'fr', 'de', 'BEFORE', 'POSTCODE_CITY'),
  DE: country('DE', 'Germany', 'de', 'fr', 'AFTER', 'POSTCODE_CITY'),
  AT: country('AT', 'Austria', 'de', 'it', 'AFTER', 'POSTCODE_CITY'),
  CH: country('CH', 'Switzerland', 'de', 'fr', 'AFTER', 'POSTCODE_CITY'),
  ES: country('ES', 'Spain', 'es', 'fr', 'AFTER_COMMA', 'POSTCODE_CITY'),
  IT: country('IT', 'Italy', 'it', 'de', 'AFTER_COMMA', 'POSTCODE_CITY'),
  PT: country('PT', 'Portugal', 'pt', 'es', 'AFTER_COMMA', 'POSTCODE_CITY'),
  NL: country('NL', 'Netherlands', 'nl', 'de', 'AFTER', 'POSTCODE_CITY'),
  AE: country('AE', 'United Arab Emirates', 'ar', 'fr', 'NONE', 'CITY'),
  AU: country('AU', 'Australia', 'en', 'es', 'BEFORE', 'CITY_REGION_POSTCODE_SPACE'),
};

/** The countries the demo portfolio has properties in. */
export const DEMO_COUNTRY_CODES: readonly string[] = Object.keys(COUNTRIES);

export function countryOf(code: string): Country {
  const found = COUNTRIES[code];
  if (!found) throw new RangeError(`unknown country ${code}`);
  return found;
}
