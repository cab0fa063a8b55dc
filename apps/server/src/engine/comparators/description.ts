import type { Status } from '@lens/domain';
import { cleanDescription } from '../clean-description.ts';
import { profileReading, textSimilarity } from '../description-diff.ts';
import { compareFacts, isCutShort, tokenWindow, windowLength } from '../description-facts.ts';
import { primaryLanguage, writtenLanguage } from '../description-stop-words.ts';
import { foldDescription } from '../description-tokens.ts';
import { hasText } from '../normalize-text.ts';
import type { PreparedDescription } from '../prepared-reference.ts';
import { roundRatio } from '../similarity.ts';
import type { Description, Evidence } from '../types.ts';
import { absence, band, unreadable, verdict, type Comparator, type Verdict } from './verdict.ts';

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

/** Changed facts listed in the evidence; the count says how many there were in all. */
const MAX_LISTED_FACTS = 10;
/** Beyond this many changed words the texts are rewritten, not edited: the bigram band decides. */
const MAX_EDITS = 40;

interface LanguageVerdict {
  source: PreparedDescription;
  channel: Description;
  status: Status;
  similarity: number;
  evidence: Partial<Evidence> & { rule: string };
  /** The side with no words to compare, for `unreadable`. */
  unreadableSide?: 'reference' | 'channel';
}

/**
 * One language both sides have. In order: the same text once markup, entities, typography,
 * thousands separators and the channel's own sentences are set aside is ACCURATE; a text without
 * words is unreadable (AWAITING REVIEW); the start of the reference cut short is a DISCREPANCY
 * (`description-truncated`). Then the word diff: texts that differ only in stop words or in how a
 * number or unit is written ("two" / "2", "5 min" / "5 minutes") are ACCURATE
 * (`description-same-facts`); a changed number or content word is a DISCREPANCY while most words
 * still align, INACCURATE below (`description-changed-fact`, similarity = the share of aligned
 * words). Texts too different for a word diff are banded by bigram similarity
 * (`description-bigram-dice`), never ACCURATE without the diff; an unrelated text written in
 * another language waits for a person (`description-other-language`).
 */
function compareLanguage(
  source: PreparedDescription,
  channel: Description,
  accurate: number,
  discrepancy: number,
): LanguageVerdict {
  const at = (
    status: Status,
    similarity: number,
    evidence: LanguageVerdict['evidence'],
  ): LanguageVerdict => ({ source, channel, status, similarity, evidence });
  const { profile } = source;
  const shown =
    channel.content === source.description.content
      ? profile.text
      : cleanDescription(channel.content);
  if (shown === profile.text && profile.size > 0) {
    return at('ACCURATE', 1, { rule: 'description-bigram-dice', threshold: accurate });
  }
  const language = primaryLanguage(source.language);
  const reading = profileReading(profile, language);
  const tokens = reading.tokens;
  const window = tokenWindow(reading, foldDescription(shown), language);
  const shownWords = windowLength(tokens, window);
  if (tokens.length === 0 || shownWords === 0) {
    return {
      ...at('AWAITING REVIEW', 0, { rule: 'description-unreadable' }),
      unreadableSide: tokens.length === 0 ? 'reference' : 'channel',
    };
  }
  const words = { referenceWords: tokens.length, shownWords };
  if (isCutShort(tokens, window)) {
    return at('DISCREPANCY', (2 * shownWords) / (tokens.length + shownWords), {
      rule: 'description-truncated',
      details: {
        ...words,
        cutAfter: [...tokens.slice(Math.max(0, window.from - 3), window.from), ...window.middle]
          .slice(-3)
          .join(' '),
      },
    });
  }
  // A rewrite changes most words on both sides: the bigrams tell it before a costly diff does.
  const rewritten = Math.min(window.to - window.from, window.middle.length) > 2 * MAX_EDITS;
  const bigrams = rewritten ? textSimilarity(profile, shown) : null;
  const facts =
    bigrams !== null && bigrams < discrepancy
      ? null
      : compareFacts(tokens, window, language, MAX_EDITS);
  const aligned = facts ? (2 * facts.common) / (tokens.length + shownWords) : 0;
  if (facts && facts.changedFacts.length === 0 && !facts.reordered) {
    return at('ACCURATE', aligned, { rule: 'description-same-facts', details: words });
  }
  if (facts && facts.changedFacts.length > 0 && aligned >= discrepancy) {
    return at('DISCREPANCY', aligned, {
      rule: 'description-changed-fact',
      threshold: discrepancy,
      details: {
        changedFacts: facts.changedFacts.slice(0, MAX_LISTED_FACTS),
        changedFactCount: facts.changedFacts.length,
      },
    });
  }
  const similarity = bigrams ?? textSimilarity(profile, shown);
  let status = band(similarity, accurate, discrepancy);
  // Without a word diff (or with changed facts) nothing shows the facts are the same.
  if (status === 'ACCURATE' && !facts?.reordered) status = 'DISCREPANCY';
  const written = status === 'INACCURATE' ? writtenLanguage(window.middle) : null;
  if (written !== null && written !== language) {
    return at('AWAITING REVIEW', similarity, {
      rule: 'description-other-language',
      details: {
        writtenIn: written,
        reason: `the channel's ${source.language} text is in ${written}`,
      },
    });
  }
  return at(status, similarity, {
    rule: 'description-bigram-dice',
    threshold: status === 'ACCURATE' ? accurate : discrepancy,
    details: facts?.reordered ? { reordered: true } : undefined,
  });
}

/** How bad a language's status is, to pick the language the result reports. */
const SEVERITY: Partial<Record<Status, number>> = {
  ACCURATE: 0,
  DISCREPANCY: 1,
  'AWAITING REVIEW': 2,
  INACCURATE: 3,
};

function worse(a: LanguageVerdict, b: LanguageVerdict): boolean {
  const difference = (SEVERITY[a.status] ?? 0) - (SEVERITY[b.status] ?? 0);
  return difference === 0 ? a.similarity < b.similarity : difference > 0;
}

/**
 * Per language both sides have, the verdict of `compareLanguage`; the result is the worst
 * language. Languages the channel does not publish are listed but not counted (most channels
 * show one or two); MISSING when the channel has no description; AWAITING REVIEW when it has one
 * only in languages the reference lacks (a translation the engine cannot check).
 */
export const compareDescription: Comparator = (reference, snapshot, context) => {
  const { accurate, discrepancy } = context.limits.description;
  const channelDescriptions = snapshot.descriptions ?? {};
  const languages: LanguageVerdict[] = [];
  const missingLanguages: string[] = [];
  for (const source of reference.descriptions) {
    const channel = channelText(channelDescriptions, source.language);
    if (channel) languages.push(compareLanguage(source, channel, accurate, discrepancy));
    else missingLanguages.push(source.language);
  }
  const worst = languages.reduce<LanguageVerdict | null>(
    (found, language) => (found && !worse(language, found) ? found : language),
    null,
  );
  if (!worst)
    return withoutCommonLanguage(reference.descriptions, channelDescriptions, missingLanguages);
  const summary = languages.map(({ source, similarity, status }) => ({
    language: source.language,
    similarity: roundRatio(similarity),
    status,
  }));
  const sourceValue = worst.source.description.content;
  const evidence = {
    ...worst.evidence,
    similarity: roundRatio(worst.similarity),
    details: { ...worst.evidence.details, languages: summary, missingLanguages },
  };
  const result = worst.unreadableSide
    ? unreadable(
        worst.unreadableSide,
        'no words once markup is removed',
        sourceValue,
        worst.channel.content,
        evidence,
      )
    : verdict(worst.status, sourceValue, worst.channel.content, evidence);
  return { ...result, additionalData: { type: 'LANGUAGE', value: worst.source.language } };
};

function withoutCommonLanguage(
  references: readonly PreparedDescription[],
  channelDescriptions: Readonly<Record<string, Description>>,
  missingLanguages: string[],
): Verdict | null {
  const sourceValue = references[0]?.description.content ?? null;
  const shown = Object.entries(channelDescriptions).filter(([, d]) => hasText(d.content));
  if (sourceValue !== null && shown.length > 0) {
    const channelLanguages = shown.map(([language]) => language);
    return unreadable(
      'channel',
      `no text in ${missingLanguages.join(', ')}; the channel's is in ${channelLanguages.join(', ')}`,
      sourceValue,
      shown[0]?.[1].content ?? null,
      { rule: 'description-other-language', details: { missingLanguages, channelLanguages } },
    );
  }
  const result = absence(sourceValue, shown[0]?.[1].content ?? null, false);
  return result && { ...result, evidence: { ...result.evidence, details: { missingLanguages } } };
}
