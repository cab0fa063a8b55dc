import { prepareText, type PreparedText } from '../prepare-values.ts';
import { editSimilarity, roundRatio } from '../similarity.ts';
import {
  absence,
  containsWords,
  verdict,
  type Comparator,
  type CompareContext,
  type Verdict,
} from './verdict.ts';

/**
 * Names compare by their folded form without spaces ("Hôtel de l'Opéra" = "Hotel de l Opera").
 * Close but unequal names are a DISCREPANCY; in automated audits the band just below ACCURATE
 * (similarity from `name.review` up: a typo, one word added or dropped) is AWAITING REVIEW, since
 * only a person can tell a typo from a rebranding. A name contained whole in the other ("Le Cinq"
 * for "Le Cinq - Four Seasons Paris") is a DISCREPANCY however short.
 */
export function compareNames(
  source: PreparedText | null,
  channelRaw: string | null | undefined,
  context: CompareContext,
): Verdict | null {
  const channel = prepareText(channelRaw);
  if (!source || !channel) return absence(source?.raw ?? null, channel?.raw ?? null, false);
  const normalized = { sourceNormalized: source.folded, channelNormalized: channel.folded };
  const { accurate, review, discrepancy } = context.limits.name;
  if (source.compact === channel.compact) {
    return verdict('ACCURATE', source.raw, channel.raw, {
      rule: 'name-equal',
      similarity: 1,
      ...normalized,
    });
  }
  const similarity = roundRatio(editSimilarity(source.compact, channel.compact));
  const evidence = (rule: string, threshold: number) => ({
    rule,
    threshold,
    similarity,
    ...normalized,
  });
  if (similarity >= accurate) {
    return verdict('ACCURATE', source.raw, channel.raw, evidence('name-similar', accurate));
  }
  if (context.automated && similarity >= review) {
    return verdict(
      'AWAITING REVIEW',
      source.raw,
      channel.raw,
      evidence('name-review-band', review),
    );
  }
  if (similarity >= discrepancy) {
    return verdict('DISCREPANCY', source.raw, channel.raw, evidence('name-similar', discrepancy));
  }
  if (containsWords(source.folded, channel.folded)) {
    return verdict('DISCREPANCY', source.raw, channel.raw, evidence('name-contains', discrepancy));
  }
  return verdict('INACCURATE', source.raw, channel.raw, evidence('name-different', discrepancy));
}

export const compareName: Comparator = (reference, snapshot, context) =>
  compareNames(reference.name, snapshot.name, context);

/** GDS and other terse channels show the short name where others show the name. */
export const compareShortName: Comparator = (reference, snapshot, context) =>
  compareNames(reference.shortName, snapshot.name, context);

/** A channel may file the property under the brand's name or its code ("Hilton" or "HH"). */
export const compareBrand: Comparator = (reference, snapshot, context) => {
  const brand = reference.brand;
  const additionalData = brand && {
    type: 'BRAND',
    value: brand.name.raw,
    code: brand.code || null,
  };
  const channelCode = snapshot.brand?.trim().toUpperCase();
  const result =
    brand && channelCode && channelCode === brand.code.toUpperCase()
      ? verdict('ACCURATE', brand.name.raw, snapshot.brand ?? null, {
          rule: 'brand-code-equal',
          sourceNormalized: brand.code,
          channelNormalized: channelCode,
        })
      : compareNames(brand?.name ?? null, snapshot.brand, context);
  return result && additionalData ? { ...result, additionalData } : result;
};
