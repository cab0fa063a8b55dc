import type { DemoProperty } from './property-version.ts';
import { hashString, mixSeed, Random } from './random.ts';

/**
 * How well one property's listings are looked after: a multiplier on every channel's error odds
 * (1 is the channel's own rate). Real portfolios are uneven. Some management companies run a
 * content desk and some do not, a brand's franchisees follow its standards more or less closely,
 * a country without a local team lags, and a few properties are neglected outright (a new owner,
 * nobody in charge). Without this every property averages the same channels and lands within a
 * few points of the portfolio mean, which reads as made up.
 */
export function propertyCare(property: DemoProperty): number {
  const { slot } = property;
  const group = (text: string, low: number, high: number) =>
    new Random(mixSeed(hashString(text), 0xca4e)).float(low, high);
  const company = group(`company ${slot.managementCompany.code}`, 0.6, 1.4);
  const brand = slot.brand ? group(`brand ${slot.brand.code}`, 0.7, 1.3) : 1.1;
  const country = group(`country ${slot.city.countryCode}`, 0.7, 1.3);
  const random = new Random(mixSeed(property.seed, 0xca4e));
  const own = random.weighted([
    [random.float(0.4, 1.1), 55],
    [random.float(1.8, 3.2), 35],
    [random.float(5, 9), 10],
  ] as const);
  return company * brand * country * own;
}

/** Neglected properties get fewer errors fixed: nobody asks the channels to correct them. */
export function fixOdds(care: number): number {
  return care >= 3 ? 0.35 : 0.7;
}
