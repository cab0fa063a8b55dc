import type { ReferenceRecord } from '@lens/contracts';
import type { City } from './city.ts';
import { countryOf } from './countries.ts';
import type { Random } from './random.ts';
import { capitalised } from './strings.ts';

export type Address = ReferenceRecord['address'];

// Letters used in postcodes: the ones UK, Canadian and Irish codes never skip.
const POSTCODE_LETTERS = 'ABDEFGHJLNPRSTWXY';

function fillPattern(pattern: string, random: Random): string {
  let out = '';
  for (const char of pattern) {
    if (char === '#') out += random.int(0, 9);
    else if (char === '@') out += POSTCODE_LETTERS[random.int(0, POSTCODE_LETTERS.length - 1)];
    else out += char;
  }
  return out;
}

/** A first address line as the country writes it: "125 Park Avenue", "Friedrichstraße 45". */
function streetLine(street: string, number: number, countryCode: string): string {
  switch (countryOf(countryCode).numberPlacement) {
    case 'BEFORE':
      return `${number} ${street}`;
    case 'AFTER':
      return `${capitalised(street)} ${number}`;
    case 'AFTER_COMMA':
      return `${capitalised(street)}, ${number}`;
    case 'NONE':
      return capitalised(street);
  }
}

// Block-numbered streets run into the thousands; European and Gulf streets stay short.
const BLOCK_NUMBERING = new Set(['US', 'CA', 'AU']);

function streetNumber(countryCode: string, random: Random): number {
  return BLOCK_NUMBERING.has(countryCode)
    ? random.int(1, 60) * random.pick([1, 5, 10, 20])
    : random.int(1, 160);
}

/** A new address in the city: a real street, a plausible number, a postcode in use there. */
export function newAddress(city: City, random: Random): Address {
  const country = countryOf(city.countryCode);
  const street = random.pick(city.streets);
  const neighbourhood = random.pick(city.neighbourhoods);
  // Mexican addresses name the colonia and Gulf ones the district, where others give a number.
  const line2 =
    city.countryCode === 'MX'
      ? `Col. ${neighbourhood}`
      : country.numberPlacement === 'NONE'
        ? neighbourhood
        : null;
  return {
    line1: streetLine(street, streetNumber(city.countryCode, random), city.countryCode),
    line2,
    city: city.name,
    postalCode: city.postcodes.length > 0 ? fillPattern(random.pick(city.postcodes), random) : null,
    region: city.region,
    subRegion: city.subRegion,
    countryCode: city.countryCode,
    countryName: country.name,
  };
}

/** The address on one line, as maps and review sites print it. */
export function addressText(address: Address, regionCode: string | undefined): string {
  const country = countryOf(address.countryCode);
  const postcode = address.postalCode ?? '';
  const region = regionCode ?? address.region ?? '';
  const cityLine = (() => {
    switch (country.cityLine) {
      case 'CITY_REGION_POSTCODE':
        return `${address.city}, ${region} ${postcode}`;
      case 'CITY_REGION_POSTCODE_SPACE':
        return `${address.city} ${region} ${postcode}`;
      case 'CITY_POSTCODE':
        return `${address.city} ${postcode}`;
      case 'POSTCODE_CITY':
        return `${postcode} ${address.city}`;
      case 'CITY':
        return address.city;
    }
  })();
  return [address.line1, address.line2, cityLine.trim(), address.countryName]
    .filter((part): part is string => part != null && part !== '')
    .join(', ');
}
