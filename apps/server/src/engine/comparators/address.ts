import type { Status } from '@lens/domain';
import { addressLanguage } from '../address-terms.ts';
import { compareCities } from '../city-names.ts';
import { compareHouseNumbers } from '../house-number.ts';
import type { AddressComponents } from '../normalize-address.ts';
import { prepareAddress } from '../prepare-values.ts';
import { editSimilarity, roundRatio } from '../similarity.ts';
import { absence, unreadable, verdict, type Comparator } from './verdict.ts';

/**
 * How one component compares. `near` and `absent-on-channel` make a DISCREPANCY, `different` an
 * INACCURATE; a component the reference lacks is not checked.
 */
export type ComponentCheck = 'equal' | 'near' | 'different' | 'absent-on-channel';

function exact(source: string | null, channel: string | null): ComponentCheck | null {
  if (source === null) return null;
  if (channel === null) return 'absent-on-channel';
  return source === channel ? 'equal' : 'different';
}

function similar(
  source: string | null,
  channel: string | null,
  threshold: number,
): ComponentCheck | null {
  const check = exact(source, channel);
  if (check !== 'different') return check;
  return editSimilarity(source as string, channel as string) >= threshold ? 'near' : 'different';
}

/** Why one side cannot be compared at all, or null when both can. */
function unreadableSide(
  s: AddressComponents,
  c: AddressComponents,
): { side: 'reference' | 'channel'; reason: string } | null {
  if (s.streetKey === '' && s.number === null && s.city === null) {
    return { side: 'reference', reason: 'no street, number or city could be read' };
  }
  if (c.otherScript && !s.otherScript) {
    return { side: 'channel', reason: 'written in another script than the reference' };
  }
  if (c.streetKey === '' && c.number === null && c.city === null && c.postalCode === null) {
    return { side: 'channel', reason: 'no street, number, city or postal code could be read' };
  }
  return null;
}

/**
 * Component by component: a different house number, postal code, street, city or country is
 * INACCURATE; a street or city spelt nearly alike, a different unit, or a component the channel
 * leaves out is a DISCREPANCY. A unit the channel omits is not counted: most channels print one
 * address line. Streets with different qualifiers are different streets however alike they are
 * spelt: "Queen St E" is not "Queen St W", nor "Merrion St Upper" "Merrion St Lower". House
 * numbers and cities are read as channels write them (house-number.ts, city-names.ts): a range
 * contains its numbers, a borough or ward stands for its city; the evidence says how
 * (`details.readAs`). An address the engine cannot read waits for a person.
 */
export const compareAddress: Comparator = (reference, snapshot, context) => {
  const source = reference.address;
  const channel = prepareAddress(snapshot.address, reference.countryCode);
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const s = source.components;
  const c = channel.components;
  const { streetSimilarity, citySimilarity } = context.limits.address;
  const unread = unreadableSide(s, c);
  if (unread) {
    return unreadable(unread.side, unread.reason, source.display, channel.display, {
      rule: 'address-components',
      sourceNormalized: source.normalized,
      channelNormalized: channel.normalized,
    });
  }

  const readAs: Record<string, string | string[]> = {};
  let number: ComponentCheck | null = exact(s.number, c.number);
  if (number === 'different') {
    const japanese = addressLanguage(reference.countryCode) === 'ja';
    const compared = compareHouseNumbers(s.number as string, c.number as string, japanese);
    number = compared.check;
    if (compared.readAs) readAs.number = compared.readAs;
  }
  const postalCode = exact(s.postalCode, c.postalCode);
  const city = compareCities(s, c, postalCode === 'equal', citySimilarity);
  if (city?.readAs) readAs.city = city.readAs;
  if (s.readAs.length > 0) readAs.reference = s.readAs;
  if (c.readAs.length > 0) readAs.channel = c.readAs;

  const checks: Record<string, ComponentCheck | null> = {
    number,
    street:
      s.qualifier !== '' && c.qualifier !== '' && s.qualifier !== c.qualifier
        ? 'different'
        : similar(s.streetKey || null, c.streetKey || null, streetSimilarity),
    unit: s.unit !== null && c.unit !== null ? (s.unit === c.unit ? 'equal' : 'near') : null,
    postalCode,
    city: city?.check ?? null,
    country: c.countryCode !== null ? exact(s.countryCode, c.countryCode) : null,
  };
  const results = Object.values(checks).filter((check) => check !== null);
  const status: Status = results.includes('different')
    ? 'INACCURATE'
    : results.every((check) => check === 'equal')
      ? 'ACCURATE'
      : 'DISCREPANCY';
  const equal = results.filter((check) => check === 'equal').length;
  const details: Record<string, unknown> = { components: checks };
  if (Object.keys(readAs).length > 0) details.readAs = readAs;
  if (status !== 'ACCURATE') details.differing = differing(s, c, checks);
  // The fields written out: spreading a shared evidence object here tripled the comparator's cost.
  return verdict(status, source.display, channel.display, {
    rule: 'address-components',
    threshold: streetSimilarity,
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
    similarity: results.length > 0 ? roundRatio(equal / results.length) : null,
    details,
  });
};

/** Both sides of each component that is not equal: the number or street that decided. */
function differing(
  s: AddressComponents,
  c: AddressComponents,
  checks: Record<string, ComponentCheck | null>,
): Record<string, [string | null, string | null]> {
  const sides: Record<string, [string | null, string | null]> = {
    number: [s.number, c.number],
    street: [s.street || null, c.street || null],
    unit: [s.unit, c.unit],
    postalCode: [s.postalCode, c.postalCode],
    city: [s.city, c.city],
    country: [s.countryCode, c.countryCode],
  };
  const found: Record<string, [string | null, string | null]> = {};
  for (const [component, check] of Object.entries(checks)) {
    if (check !== null && check !== 'equal') found[component] = sides[component] ?? [null, null];
  }
  return found;
}
