import type { PropertyType } from '@lens/domain';
import {
  ALPINE_BRANDS,
  ALPINE_MANAGEMENT_COMPANIES,
  MERIDIAN_BRANDS,
  MERIDIAN_MANAGEMENT_COMPANIES,
  type Brand,
  type NamedCode,
} from './brands.ts';
import { CITIES_ALPS } from './cities-alps.ts';
import { CITIES_BRITISH_ISLES_FRANCE } from './cities-british-isles-france.ts';
import { CITIES_CANADA_MEXICO } from './cities-canada-mexico.ts';
import { CITIES_GERMANY_AUSTRIA } from './cities-germany-austria.ts';
import { CITIES_GULF_OCEANIA } from './cities-gulf-oceania.ts';
import { CITIES_IBERIA_NETHERLANDS } from './cities-iberia-netherlands.ts';
import { CITIES_SWITZERLAND_ITALY } from './cities-switzerland-italy.ts';
import { CITIES_UNITED_STATES } from './cities-united-states.ts';
import type { City } from './city.ts';

/** A hotel company of the demo: its brands, operators, cities and how many properties it has. */
export interface ClientDefinition {
  key: string;
  name: string;
  brands: readonly Brand[];
  /** Operators, with the share of hotels each runs. */
  managementCompanies: ReadonlyArray<readonly [NamedCode, number]>;
  cities: readonly City[];
  /** Properties by type at demo scale; the bench scale keeps the proportions. */
  counts: Record<PropertyType, number>;
  /** Domain of the company's own sites, for outlets without a brand. */
  domain: string;
  /**
   * Boutique collections name each house ("Chalet Edelweiss Zermatt") where chains name hotels
   * after brand, city and neighbourhood ("Meridian Grand Paris Opéra").
   */
  houseNames?: readonly string[];
}

export const MERIDIAN_CLIENT: ClientDefinition = {
  key: 'meridian',
  name: 'Meridian Hospitality Group',
  brands: MERIDIAN_BRANDS,
  managementCompanies: [
    [MERIDIAN_MANAGEMENT_COMPANIES[0] as NamedCode, 0.5],
    [MERIDIAN_MANAGEMENT_COMPANIES[1] as NamedCode, 0.3],
    [MERIDIAN_MANAGEMENT_COMPANIES[2] as NamedCode, 0.2],
  ],
  cities: [
    ...CITIES_UNITED_STATES,
    ...CITIES_CANADA_MEXICO,
    ...CITIES_BRITISH_ISLES_FRANCE,
    ...CITIES_IBERIA_NETHERLANDS,
    ...CITIES_GERMANY_AUSTRIA,
    ...CITIES_SWITZERLAND_ITALY,
    ...CITIES_GULF_OCEANIA,
  ],
  counts: { HOTEL: 232, RESTAURANT: 44, SPA: 24 },
  domain: 'meridianhospitality.com',
};

export const ALPINE_CLIENT: ClientDefinition = {
  key: 'alpine',
  name: 'Alpine Boutique Hotels',
  brands: ALPINE_BRANDS,
  managementCompanies: [[ALPINE_MANAGEMENT_COMPANIES[0] as NamedCode, 1]],
  cities: CITIES_ALPS,
  counts: { HOTEL: 25, RESTAURANT: 0, SPA: 0 },
  domain: 'alpineboutique.ch',
  houseNames: [
    'Chalet Edelweiss',
    'Hotel Bergkristall',
    'Alpenrose Lodge',
    'Hotel Gletscherblick',
    'Chalet Lärchenhof',
    'Hotel Silberhorn',
    'Berghaus Arve',
    'Hotel Steinbock',
    'Villa Enzian',
    'Chalet Alpenglühen',
    'Hotel Bellavista',
    'Albergo Dolomiti',
    'Hotel Sonnenhof',
    'Chalet Zirbe',
    'Residenza Larice',
    'Hotel Panorama',
    'Hotel Waldhaus',
    'Chalet Murmeltier',
    'Hotel Tannenhof',
    'Hotel Alpina',
    'Chalet Bergsee',
    'Hotel Seehof',
    'Hotel Schneeberg',
    'Villa Genziana',
    'Hotel Kristall',
    'Chalet Steinadler',
    'Hotel Arnica',
  ],
};
