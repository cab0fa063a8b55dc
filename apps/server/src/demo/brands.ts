import type { PropertyType } from '@lens/domain';

/** Hotel market segments: they decide star ratings, amenities, room counts and wording. */
export type Segment = 'LUXURY' | 'UPSCALE' | 'LIFESTYLE' | 'MIDSCALE' | 'EXTENDED_STAY';

export interface NamedCode {
  code: string;
  name: string;
}

export interface Brand extends NamedCode {
  chain: NamedCode;
  type: PropertyType;
  segment: Segment;
  /** Resort brands open only where there is a beach or a ski area. */
  resort: boolean;
  /** The brand's web domain: property pages, emails and photos live under it. */
  domain: string;
  /** Relative share of the client's properties of the brand's type. */
  weight: number;
}

const MERIDIAN: NamedCode = { code: 'MHR', name: 'Meridian Hotels & Resorts' };
const ASTER: NamedCode = { code: 'ALG', name: 'Aster Lifestyle Group' };
const HARBOR: NamedCode = { code: 'HPG', name: 'Harbor & Pine Hotels' };
const ORSINO: NamedCode = { code: 'OLC', name: 'Orsino Luxury Collection' };
const ALPINE: NamedCode = { code: 'ABH', name: 'Alpine Boutique Hotels' };

const brand = (
  chain: NamedCode,
  code: string,
  name: string,
  type: PropertyType,
  segment: Segment,
  domain: string,
  weight: number,
  resort = false,
): Brand => ({ code, name, chain, type, segment, resort, domain, weight });

/** Four chains and sixteen brands: hotels from luxury to extended stay, restaurants and spas. */
export const MERIDIAN_BRANDS: readonly Brand[] = [
  brand(MERIDIAN, 'MG', 'Meridian Grand', 'HOTEL', 'LUXURY', 'meridiangrand.com', 5),
  brand(MERIDIAN, 'MER', 'Meridian', 'HOTEL', 'UPSCALE', 'meridianhotels.com', 12),
  brand(
    MERIDIAN,
    'MRS',
    'Meridian Resort & Spa',
    'HOTEL',
    'UPSCALE',
    'meridianresorts.com',
    6,
    true,
  ),
  brand(ASTER, 'AST', 'Aster', 'HOTEL', 'LIFESTYLE', 'asterhotels.com', 7),
  brand(ASTER, 'WDH', 'Wanderhaus', 'HOTEL', 'LIFESTYLE', 'wanderhaus.com', 5),
  brand(ASTER, 'LUM', 'Lumen', 'HOTEL', 'UPSCALE', 'lumenhotels.com', 6),
  brand(HARBOR, 'HI', 'Harbor Inn', 'HOTEL', 'MIDSCALE', 'harborinn.com', 12),
  brand(HARBOR, 'WPT', 'Waypoint', 'HOTEL', 'MIDSCALE', 'waypointhotels.com', 8),
  brand(HARBOR, 'PS', 'Pine Suites', 'HOTEL', 'EXTENDED_STAY', 'pinesuites.com', 7),
  brand(HARBOR, 'SL', 'Stayloft', 'HOTEL', 'EXTENDED_STAY', 'stayloft.com', 4),
  brand(ORSINO, 'ORS', 'Orsino', 'HOTEL', 'LUXURY', 'orsinohotels.com', 4),
  brand(ORSINO, 'VO', 'Villa Orsino', 'HOTEL', 'LUXURY', 'villaorsino.com', 3, true),
  brand(ORSINO, 'CSR', 'Casa Serena', 'HOTEL', 'UPSCALE', 'casaserena.com', 4),
  brand(MERIDIAN, 'EO', 'Ember & Oak', 'RESTAURANT', 'UPSCALE', 'emberandoak.com', 4),
  brand(ASTER, 'TL', 'Trattoria Lumi', 'RESTAURANT', 'MIDSCALE', 'trattorialumi.com', 3),
  brand(MERIDIAN, 'SOL', 'Solace Spa', 'SPA', 'LUXURY', 'solacespa.com', 6),
];

export const MERIDIAN_MANAGEMENT_COMPANIES: readonly NamedCode[] = [
  { code: 'MHM', name: 'Meridian Hospitality Management' },
  { code: 'NWH', name: 'Northwind Hospitality Partners' },
  { code: 'SHO', name: 'Solara Hotel Operations' },
];

export const ALPINE_BRANDS: readonly Brand[] = [
  brand(ALPINE, 'ABT', 'Alpine Boutique', 'HOTEL', 'UPSCALE', 'alpineboutique.ch', 3, true),
  brand(ALPINE, 'ACC', 'Alpine Chalet Collection', 'HOTEL', 'LUXURY', 'alpinechalets.ch', 2, true),
];

export const ALPINE_MANAGEMENT_COMPANIES: readonly NamedCode[] = [
  { code: 'ABHAG', name: 'Alpine Boutique Hotels AG' },
];

const ALL_BRANDS = [...MERIDIAN_BRANDS, ...ALPINE_BRANDS];
const SIBLINGS: ReadonlyMap<string, readonly Brand[]> = new Map(
  ALL_BRANDS.map((brand) => [
    brand.code,
    ALL_BRANDS.filter(
      (other) =>
        other.chain.code === brand.chain.code &&
        other.type === brand.type &&
        other.code !== brand.code,
    ),
  ]),
);

/** The chain's other brands of the same kind: the ones a channel files a property under by mistake. */
export function siblingBrands(code: string): readonly Brand[] {
  return SIBLINGS.get(code) ?? [];
}
