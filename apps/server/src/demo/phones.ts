import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import type { City } from './city.ts';
import type { Random } from './random.ts';

/** One number written the ways channels write it. */
export interface PhoneFormats {
  /** +12127650100 */
  e164: string;
  /** +1 212 765 0100: how the reference source keeps it. */
  international: string;
  /** (212) 765-0100 */
  national: string;
}

/**
 * A number of the city's telephone area, in E.164: the area prefix, then random digits. The two
 * digits after the prefix avoid 0 and 1, which numbering plans reserve for trunk, service and
 * special codes (N11 in North America), so that every number is a valid fixed line.
 */
export function localNumber(city: City, random: Random): string {
  let digits = city.phone.prefix;
  for (let i = 0; digits.length < city.phone.length; i++) {
    digits += i < 2 ? random.int(2, 9) : random.int(0, 9);
  }
  return `+${getCountryCallingCode(city.countryCode as CountryCode)}${digits}`;
}

export function phoneFormats(number: string): PhoneFormats {
  const phone = parsePhoneNumberFromString(number);
  if (!phone) throw new RangeError(`not a phone number: ${number}`);
  return {
    e164: phone.number,
    international: phone.formatInternational(),
    national: phone.formatNational(),
  };
}
