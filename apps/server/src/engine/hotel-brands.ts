import { compact, foldText } from './normalize-text.ts';

/**
 * Hotel brands as channels file properties under them: the brand's own name and the variants
 * channels print ("Marriott Bonvoy", "Hilton Hotels & Resorts"), the published GDS chain code
 * where it is well known, and the family (the parent company) it belongs to, so that a sub-brand
 * filed under its parent ("Hilton" for a Hilton Garden Inn) is told from a sibling or another
 * chain. The first brand of each family is the family's own.
 */
export interface KnownBrand {
  name: string;
  family: string;
  /** The family's own brand ("Hilton", "Marriott", "Accor"): the parent a sub-brand is filed under. */
  parent: boolean;
  codes: readonly string[];
}

type BrandRow = [name: string, codes: string, ...aliases: string[]];

/** Per family: the brands, each with its GDS chain codes (space separated) and its aliases. */
const FAMILIES: Readonly<Record<string, readonly BrandRow[]>> = {
  Hilton: [
    [
      'Hilton',
      'HH',
      'Hilton Hotels',
      'Hilton Hotels & Resorts',
      'Hilton Honors',
      'Hilton Worldwide',
    ],
    ['Hilton Garden Inn', 'GI'],
    ['Hampton by Hilton', 'HX', 'Hampton Inn', 'Hampton', 'Hampton Inn & Suites'],
    ['DoubleTree by Hilton', 'DT', 'DoubleTree', 'Double Tree'],
    ['Embassy Suites by Hilton', 'ES', 'Embassy Suites'],
    ['Conrad', 'CN', 'Conrad Hotels & Resorts', 'Conrad Hotels'],
    ['Waldorf Astoria', 'WA', 'Waldorf Astoria Hotels & Resorts'],
    ['Curio Collection by Hilton', '', 'Curio Collection', 'Curio'],
    ['Tapestry Collection by Hilton', '', 'Tapestry Collection'],
    ['Canopy by Hilton', '', 'Canopy'],
    ['Homewood Suites by Hilton', '', 'Homewood Suites'],
  ],
  Marriott: [
    [
      'Marriott',
      'MC',
      'Marriott Hotels',
      'Marriott Hotels & Resorts',
      'Marriott Bonvoy',
      'Marriott International',
    ],
    ['JW Marriott', ''],
    ['Courtyard by Marriott', 'CY', 'Courtyard'],
    ['Residence Inn by Marriott', 'RC', 'Residence Inn'],
    ['Fairfield by Marriott', 'FN', 'Fairfield Inn', 'Fairfield Inn & Suites', 'Fairfield'],
    ['Sheraton', 'SI', 'Sheraton Hotels & Resorts', 'Sheraton Hotels'],
    ['Westin', 'WI', 'Westin Hotels & Resorts', 'The Westin'],
    ['Le Méridien', 'MD', 'Le Meridien Hotels & Resorts'],
    ['Renaissance', 'BR', 'Renaissance Hotels'],
    ['The Ritz-Carlton', 'RZ', 'Ritz-Carlton', 'Ritz Carlton'],
    ['St. Regis', 'XR', 'St Regis', 'The St. Regis'],
    ['W Hotels', 'WH'],
    ['The Luxury Collection', 'LC', 'Luxury Collection'],
    ['Autograph Collection', '', 'Autograph Collection Hotels'],
    ['Aloft', 'AL', 'Aloft Hotels'],
    ['Element', 'EL', 'Element Hotels'],
    ['Moxy', '', 'Moxy Hotels'],
    ['AC Hotels by Marriott', '', 'AC Hotels'],
    ['Four Points by Sheraton', '', 'Four Points'],
  ],
  Hyatt: [
    ['Hyatt', 'HY', 'Hyatt Hotels', 'Hyatt Hotels & Resorts', 'World of Hyatt'],
    ['Park Hyatt', ''],
    ['Grand Hyatt', ''],
    ['Hyatt Regency', ''],
    ['Andaz', ''],
    ['Hyatt Place', ''],
    ['Hyatt House', ''],
    ['Hyatt Centric', ''],
  ],
  IHG: [
    ['IHG', '', 'IHG Hotels & Resorts', 'InterContinental Hotels Group', 'IHG One Rewards'],
    ['InterContinental', 'IC', 'InterContinental Hotels & Resorts', 'Intercontinental Hotels'],
    ['Crowne Plaza', 'CP', 'Crowne Plaza Hotels & Resorts'],
    ['Holiday Inn', 'HI', 'Holiday Inn Hotels & Resorts'],
    ['Holiday Inn Express', '', 'Holiday Inn Express & Suites'],
    ['Hotel Indigo', 'IN', 'Indigo'],
    ['Kimpton', 'KC', 'Kimpton Hotels & Restaurants', 'Kimpton Hotels'],
    ['Staybridge Suites', 'YZ'],
    ['voco', '', 'voco Hotels'],
    ['Regent', '', 'Regent Hotels & Resorts'],
  ],
  Accor: [
    ['Accor', 'RT', 'AccorHotels', 'Accor Hotels', 'ALL Accor', 'Accor Live Limitless'],
    ['Sofitel', 'SB', 'Sofitel Hotels & Resorts'],
    ['Pullman', '', 'Pullman Hotels & Resorts', 'Pullman Hotels'],
    ['Novotel', '', 'Novotel Hotels'],
    ['Mercure', '', 'Mercure Hotels'],
    ['ibis', '', 'ibis Hotels'],
    ['ibis Styles', ''],
    ['ibis budget', ''],
    ['MGallery', '', 'MGallery Hotel Collection', 'MGallery by Sofitel'],
    ['Fairmont', 'FA', 'Fairmont Hotels & Resorts', 'Fairmont Hotels'],
    ['Raffles', '', 'Raffles Hotels & Resorts'],
    ['Swissôtel', '', 'Swissotel Hotels & Resorts'],
    ['Mövenpick', '', 'Movenpick Hotels & Resorts'],
  ],
  Radisson: [
    ['Radisson', 'RD', 'Radisson Hotels', 'Radisson Hotel Group', 'Radisson Rewards'],
    ['Radisson Blu', ''],
    ['Park Inn by Radisson', '', 'Park Inn'],
  ],
  'Best Western': [['Best Western', 'BW', 'Best Western Hotels & Resorts', 'BWH Hotels']],
  'Four Seasons': [
    ['Four Seasons', 'FS', 'Four Seasons Hotels and Resorts', 'Four Seasons Hotels'],
  ],
  'Mandarin Oriental': [['Mandarin Oriental', 'MO', 'Mandarin Oriental Hotel Group']],
  Kempinski: [['Kempinski', 'KI', 'Kempinski Hotels']],
  Wyndham: [
    ['Wyndham', 'WY', 'Wyndham Hotels & Resorts', 'Wyndham Hotels', 'Wyndham Rewards'],
    ['Ramada', '', 'Ramada by Wyndham'],
    ['Days Inn', '', 'Days Inn by Wyndham'],
  ],
  Whitbread: [['Premier Inn', '']],
  'Motel One': [['Motel One', '']],
  NH: [['NH Hotels', '', 'NH Hotel Group', 'NH Collection', 'NH']],
  Jumeirah: [['Jumeirah', '', 'Jumeirah Group', 'Jumeirah Hotels & Resorts']],
  Rotana: [['Rotana', '', 'Rotana Hotels & Resorts', 'Rotana Hotels']],
  Okura: [['Okura', '', 'Hotel Okura', 'Okura Hotels & Resorts', 'The Okura']],
  Prince: [['Prince Hotels', '', 'The Prince', 'Prince Hotels & Resorts']],
  APA: [['APA Hotel', '', 'APA Hotels', 'APA']],
};

/** The key a brand's name is looked up by: folded, without "the" and spaces ("The Westin" -> westin). */
export function brandKey(raw: string): string {
  return compact(foldText(raw).replace(/^the /, ''));
}

const BY_KEY = new Map<string, KnownBrand>();
const BY_CODE = new Map<string, KnownBrand>();
/** Every word of a brand name or alias, so that names can tell brand words from place words. */
export const BRAND_WORDS: ReadonlySet<string> = new Set(
  Object.entries(FAMILIES).flatMap(([family, rows]) =>
    rows.flatMap(([name, codes, ...aliases], row) => {
      const brand: KnownBrand = {
        name,
        family,
        parent: row === 0,
        codes: codes.split(' ').filter(Boolean),
      };
      for (const alias of [name, ...aliases]) BY_KEY.set(brandKey(alias), brand);
      for (const code of brand.codes) BY_CODE.set(code, brand);
      return [name, ...aliases].flatMap((alias) => foldText(alias).split(' '));
    }),
  ),
);

/** The known brand a channel or reference value names, by name, alias or GDS chain code. */
export function knownBrand(raw: string): KnownBrand | null {
  return BY_KEY.get(brandKey(raw)) ?? BY_CODE.get(raw.trim().toUpperCase()) ?? null;
}

/** The words of a brand's family: what an endorsement suffix ("an IHG Hotel") may name. */
export function familyWords(brand: KnownBrand): ReadonlySet<string> {
  return FAMILY_WORDS.get(brand.family) as ReadonlySet<string>;
}

const FAMILY_WORDS = new Map(
  Object.entries(FAMILIES).map(([family, rows]) => [
    family,
    new Set([family, ...rows.map(([name]) => name)].flatMap((name) => foldText(name).split(' '))),
  ]),
);
