import type { PropertyType } from '@lens/domain';
import type { Brand, NamedCode } from './brands.ts';
import { cityNameIn, type City } from './city.ts';
import type { ClientDefinition } from './client-definitions.ts';
import {
  BRANDED_CONCEPTS,
  INDEPENDENT_CONCEPTS,
  type RestaurantConcept,
} from './outlet-content.ts';
import type { Random } from './random.ts';

/** Where a property sits in the portfolio, decided before any of its content is written. */
export interface PropertySlot {
  index: number;
  code: string;
  type: PropertyType;
  name: string;
  brand: Brand | null;
  concept: RestaurantConcept | null;
  city: City;
  neighbourhood: string;
  managementCompany: NamedCode;
  parent: PropertySlot | null;
  hostsRestaurant: boolean;
  hostsSpa: boolean;
}

const INDEPENDENT_SPAS = ['Aura Day Spa', 'Lotus Wellness', 'Haven Spa'];
const IN_HOTEL_SHARE = { RESTAURANT: 0.6, SPA: 0.7 } as const;

class Layout {
  readonly slots: PropertySlot[] = [];
  private readonly codes = new Set<string>();
  private readonly names = new Set<string>();

  constructor(
    private readonly client: ClientDefinition,
    private readonly random: Random,
  ) {}

  /** `base`, or `base2`, `base3`... : codes are unique within a client. */
  code(base: string): string {
    let code = base;
    for (let n = 2; this.codes.has(code); n++) code = `${base}${n}`;
    this.codes.add(code);
    return code;
  }

  /** A hotel name not used yet: another neighbourhood first, a number as a last resort. */
  hotelName(brand: Brand, city: City, neighbourhoods: readonly string[]): [string, string] {
    const cityName = cityNameIn(city, 'en');
    for (const neighbourhood of neighbourhoods) {
      const name = `${brand.name} ${cityName} ${neighbourhood}`;
      if (!this.names.has(name)) return [this.use(name), neighbourhood];
    }
    const neighbourhood = neighbourhoods[0] as string;
    let n = 2;
    while (this.names.has(`${brand.name} ${cityName} ${neighbourhood} ${n}`)) n++;
    return [this.use(`${brand.name} ${cityName} ${neighbourhood} ${n}`), neighbourhood];
  }

  use(name: string): string {
    this.names.add(name);
    return name;
  }

  operator(): NamedCode {
    return this.random.weighted(this.client.managementCompanies);
  }

  add(slot: Omit<PropertySlot, 'index' | 'hostsRestaurant' | 'hostsSpa'>): PropertySlot {
    const full = { ...slot, index: this.slots.length, hostsRestaurant: false, hostsSpa: false };
    this.slots.push(full);
    return full;
  }
}

function brandsFor(
  client: ClientDefinition,
  type: PropertyType,
  city: City,
): ReadonlyArray<readonly [Brand, number]> {
  const ofType = client.brands.filter((brand) => brand.type === type);
  const fitting = ofType.filter((brand) => !brand.resort || city.setting !== 'CITY');
  return (fitting.length > 0 ? fitting : ofType).map((brand) => [brand, brand.weight] as const);
}

function layoutHotels(
  layout: Layout,
  client: ClientDefinition,
  count: number,
  random: Random,
): void {
  const weighted = client.cities.map((city) => [city, city.weight] as const);
  // Every city gets a hotel first, so that a small portfolio still covers every country.
  const cities = [...client.cities.slice(0, count)];
  while (cities.length < count) cities.push(random.weighted(weighted));
  const houses = client.houseNames ? random.shuffle(client.houseNames) : [];
  for (const [i, city] of cities.entries()) {
    const brand = random.weighted(brandsFor(client, 'HOTEL', city));
    const house = houses[i];
    const [name, neighbourhood] = house
      ? [layout.use(`${house} ${city.name}`), random.pick(city.neighbourhoods)]
      : layout.hotelName(brand, city, random.shuffle(city.neighbourhoods));
    layout.add({
      code: layout.code(`${city.key}${brand.code}`),
      type: 'HOTEL',
      name,
      brand,
      concept: null,
      city,
      neighbourhood,
      managementCompany: layout.operator(),
      parent: null,
    });
  }
}

function outletName(
  type: 'RESTAURANT' | 'SPA',
  brand: Brand | null,
  concept: RestaurantConcept | null,
  parent: PropertySlot | null,
  neighbourhood: string,
  random: Random,
): string {
  if (type === 'RESTAURANT')
    return brand ? `${brand.name} ${neighbourhood}` : (concept as RestaurantConcept).name;
  if (parent) return brand ? `${brand.name} at ${parent.name}` : `The Spa at ${parent.name}`;
  return `${brand?.name ?? random.pick(INDEPENDENT_SPAS)} ${neighbourhood}`;
}

function layoutOutlets(
  layout: Layout,
  client: ClientDefinition,
  type: 'RESTAURANT' | 'SPA',
  count: number,
  random: Random,
): void {
  const hosts = random.shuffle(
    layout.slots.filter(
      (slot) =>
        slot.type === 'HOTEL' &&
        (type === 'SPA' ? ['LUXURY', 'UPSCALE'] : ['LUXURY', 'UPSCALE', 'LIFESTYLE']).includes(
          slot.brand?.segment ?? '',
        ),
    ),
  );
  const bigCities = client.cities
    .filter((city) => city.weight >= 4)
    .map((city) => [city, city.weight] as const);
  for (let i = 0; i < count; i++) {
    const parent = random.chance(IN_HOTEL_SHARE[type]) ? (hosts.pop() ?? null) : null;
    const city = parent?.city ?? random.weighted(bigCities);
    const brands = brandsFor(client, type, city);
    const brand =
      random.chance(type === 'SPA' ? 0.75 : 0.6) && brands.length > 0
        ? random.weighted(brands)
        : null;
    const concept =
      type === 'RESTAURANT'
        ? ((brand && BRANDED_CONCEPTS[brand.code]) ?? random.pick(INDEPENDENT_CONCEPTS))
        : null;
    const neighbourhood = parent?.neighbourhood ?? random.pick(city.neighbourhoods);
    if (parent) {
      if (type === 'RESTAURANT') parent.hostsRestaurant = true;
      else parent.hostsSpa = true;
    }
    const suffix = type === 'RESTAURANT' ? 'R' : 'S';
    layout.add({
      code: layout.code(
        parent ? `${parent.code}-${suffix}` : `${city.key}${brand?.code ?? `${suffix}X`}`,
      ),
      type,
      name: outletName(type, brand, concept, parent, neighbourhood, random),
      brand,
      concept,
      city,
      neighbourhood,
      managementCompany: parent?.managementCompany ?? layout.operator(),
      parent,
    });
  }
}

/** Lays out a client's properties: hotels in every city, then restaurants and spas, many in hotels. */
export function layoutClient(
  client: ClientDefinition,
  counts: Record<PropertyType, number>,
  random: Random,
): PropertySlot[] {
  const layout = new Layout(client, random);
  layoutHotels(layout, client, counts.HOTEL, random);
  layoutOutlets(layout, client, 'RESTAURANT', counts.RESTAURANT, random);
  layoutOutlets(layout, client, 'SPA', counts.SPA, random);
  return layout.slots;
}
