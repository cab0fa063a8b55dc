import { count, listed, sides, strings, text, type Details, type FactReader } from './fact-text.ts';

/** The stars read from the channel's text, and by how many they differ. */
export const ratingFacts: FactReader = (details, evidence) => {
  const token = text(details.token);
  if (evidence.rule === 'rating-not-shown') return token ? [`The channel shows "${token}"`] : [];
  const lines: string[] = [];
  const stars = evidence.channelNormalized;
  const mark = text(details.mark);
  if (token && stars && (token !== stars || mark)) {
    lines.push(`Read "${token}${mark ? ` ${mark}` : ''}" as ${stars} stars`);
  }
  const difference = count(details.difference);
  if (difference && evidence.sourceNormalized && stars) {
    lines.push(`Stars differ by ${difference}: ${sides(evidence.sourceNormalized, stars)}`);
  }
  return lines;
};

const RELATION_TEXT: Readonly<Record<string, string>> = {
  broader: 'broader on the channel',
  narrower: 'narrower on the channel',
  sibling: 'a sibling',
  related: 'related',
  partial: 'partly different',
  different: 'different',
  'one-side': 'named on one side only',
};

function relation(
  what: string,
  related: string | null,
  source: readonly string[],
  channel: readonly string[],
): string[] {
  if (related === null || related === 'same' || (source.length === 0 && channel.length === 0)) {
    return [];
  }
  const shown = (values: readonly string[]) => (values.length ? values.join(', ') : 'none');
  const how = RELATION_TEXT[related] ?? related;
  return [`${what} ${how}: ${sides(shown(source), shown(channel))}`];
}

/** The kind of place, cuisines and qualifiers each side names, and how they relate. */
export const categoryFacts: FactReader = (details) => {
  if (!('kinds' in details)) return [];
  const lines = [
    ...relation(
      'Kind of place',
      text(details.kinds),
      strings(details.sourceKinds),
      strings(details.channelKinds),
    ),
    ...relation(
      'Cuisine',
      text(details.cuisines),
      strings(details.sourceCuisines),
      strings(details.channelCuisines),
    ),
  ];
  const [sourceQualifiers, channelQualifiers] = [
    strings(details.sourceQualifiers),
    strings(details.channelQualifiers),
  ];
  if (sourceQualifiers.join(' ') !== channelQualifiers.join(' ')) {
    lines.push(...relation('Qualifiers', 'different', sourceQualifiers, channelQualifiers));
  }
  // The same meaning in other words ("Hôtel" for "Hotels"): say what both were read as.
  if (lines.length === 0) lines.push(`Both read as: ${describe(details)}`);
  return lines;
};

function describe(details: Details): string {
  return [
    ...strings(details.sourceQualifiers),
    ...strings(details.sourceCuisines),
    ...strings(details.sourceKinds),
  ].join(' ');
}

/** Which cuisines matched, which are related, which are on one side only. */
export const cuisineFacts: FactReader = (details) => {
  const lines: string[] = [];
  const add = strings(details.addCuisines);
  const remove = strings(details.removeCuisines);
  const related = strings(details.relatedCuisines);
  const matched = strings(details.matchedCuisines);
  if (add.length > 0) lines.push(`Not on the channel: ${listed(add)}`);
  if (remove.length > 0) lines.push(`Only on the channel: ${listed(remove)}`);
  if (related.length > 0) {
    lines.push(`Related, not the same: ${listed(related.map((r) => r.replace(' -> ', ' → ')))}`);
  }
  if (matched.length > 0) lines.push(`Matched: ${listed(matched)}`);
  return lines;
};
