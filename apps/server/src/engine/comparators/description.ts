import type { Status } from '@lens/domain';
import { textSimilarity } from '../description-diff.ts';
import { hasText } from '../normalize-text.ts';
import { roundRatio } from '../similarity.ts';
import type { Description } from '../types.ts';
import { absence, band, verdict, type Comparator } from './verdict.ts';

const LANGUAGE_SEPARATOR = /[-_]/;

function primaryLanguage(tag: string): string {
  return (tag.split(LANGUAGE_SEPARATOR, 1)[0] as string).toLowerCase();
}

/** The channel's text in a language: the same tag, else the same primary language (en-US for en). */
function channelText(
  descriptions: Readonly<Record<string, Description>>,
  language: string,
): Description | null {
  const exact = descriptions[language];
  if (exact && hasText(exact.content)) return exact;
  const primary = primaryLanguage(language);
  for (const [tag, description] of Object.entries(descriptions)) {
    if (primaryLanguage(tag) === primary && hasText(description.content)) return description;
  }
  return null;
}

/**
 * Per language both sides have, the bigram similarity of the texts: ACCURATE from
 * `description.accurate` (0.95), DISCREPANCY from `description.discrepancy`, INACCURATE below. The
 * result is the worst language; languages the channel does not publish are listed but not
 * counted (most channels show one or two); MISSING when the channel has none of the reference's.
 */
export const compareDescription: Comparator = (reference, snapshot, context) => {
  const { accurate, discrepancy } = context.limits.description;
  const channelDescriptions = snapshot.descriptions ?? {};
  const languages = [];
  const missingLanguages: string[] = [];
  for (const source of reference.descriptions) {
    const channel = channelText(channelDescriptions, source.language);
    if (!channel) {
      missingLanguages.push(source.language);
      continue;
    }
    const similarity = textSimilarity(source.profile, channel.content);
    languages.push({
      source,
      channel,
      similarity,
      status: band(similarity, accurate, discrepancy),
    });
  }
  // The status falls as the similarity does, so the least similar language is the worst.
  const worst = languages.reduce<(typeof languages)[number] | null>(
    (found, language) => (found && found.similarity <= language.similarity ? found : language),
    null,
  );
  if (!worst) {
    const anyChannel = Object.values(channelDescriptions).find((d) => hasText(d.content));
    const result = absence(
      reference.descriptions[0]?.description.content ?? null,
      anyChannel?.content ?? null,
      false,
    );
    return result && { ...result, evidence: { ...result.evidence, details: { missingLanguages } } };
  }
  const status: Status = worst.status;
  return {
    ...verdict(status, worst.source.description.content, worst.channel.content, {
      rule: 'description-bigram-dice',
      threshold: status === 'ACCURATE' ? accurate : discrepancy,
      similarity: roundRatio(worst.similarity),
      details: {
        languages: languages.map(({ source, similarity, status: languageStatus }) => ({
          language: source.language,
          similarity: roundRatio(similarity),
          status: languageStatus,
        })),
        missingLanguages,
      },
    }),
    additionalData: { type: 'LANGUAGE', value: worst.source.language },
  };
};
