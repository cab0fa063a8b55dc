import type { Status } from '@lens/domain';
import { prepareAddress } from '../prepare-values.ts';
import { editSimilarity, roundRatio } from '../similarity.ts';
import { absence, containsWords, verdict, type Comparator } from './verdict.ts';

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
  contained: boolean,
): ComponentCheck | null {
  const check = exact(source, channel);
  if (check !== 'different') return check;
  const near =
    (contained && containsWords(source as string, channel as string)) ||
    editSimilarity(source as string, channel as string) >= threshold;
  return near ? 'near' : 'different';
}

/**
 * Component by component (DESIGN.md 5): a different house number, postal code, street, city or
 * country is INACCURATE; a street or city spelt nearly alike, a different unit, or a component the
 * channel leaves out is a DISCREPANCY. A unit the channel omits is not counted: most channels
 * print one address line. Streets with different qualifiers are different streets however alike
 * they are spelt: "Queen St E" is not "Queen St W", nor "Merrion St Upper" "Merrion St Lower".
 */
export const compareAddress: Comparator = (reference, snapshot, context) => {
  const source = reference.address;
  const channel = prepareAddress(snapshot.address, reference.countryCode);
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const s = source.components;
  const c = channel.components;
  const { streetSimilarity, citySimilarity } = context.limits.address;
  const checks: Record<string, ComponentCheck | null> = {
    number: exact(s.number, c.number),
    street:
      s.qualifier !== '' && c.qualifier !== '' && s.qualifier !== c.qualifier
        ? 'different'
        : similar(s.streetKey || null, c.streetKey || null, streetSimilarity, false),
    unit: s.unit !== null && c.unit !== null ? (s.unit === c.unit ? 'equal' : 'near') : null,
    postalCode: exact(s.postalCode, c.postalCode),
    city: similar(s.city, c.city, citySimilarity, true),
    country: c.countryCode !== null ? exact(s.countryCode, c.countryCode) : null,
  };
  const results = Object.values(checks).filter((check) => check !== null);
  const status: Status = results.includes('different')
    ? 'INACCURATE'
    : results.every((check) => check === 'equal')
      ? 'ACCURATE'
      : 'DISCREPANCY';
  const equal = results.filter((check) => check === 'equal').length;
  return verdict(status, source.display, channel.display, {
    rule: 'address-components',
    threshold: streetSimilarity,
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
    similarity: results.length > 0 ? roundRatio(equal / results.length) : null,
    details: { components: checks },
  });
};
