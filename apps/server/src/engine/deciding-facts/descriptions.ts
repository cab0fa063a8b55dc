import {
  clipped,
  count,
  languageName,
  records,
  strings,
  text,
  type FactReader,
} from './fact-text.ts';

/** Changed facts listed; the rest are counted. */
const LISTED_FACTS = 4;
/** A rewritten sentence is a changed fact too: its start is enough to find it. */
const FACT_LENGTH = 60;

/**
 * The facts (numbers, content words) that changed, where the text was cut, which language it is
 * written in, and the reference languages the channel does not show.
 */
export const descriptionFacts: FactReader = (details, evidence) => {
  const lines: string[] = [];
  const facts = records(details.changedFacts);
  for (const fact of facts.slice(0, LISTED_FACTS)) {
    const [source, channel] = [fact.source, fact.channel].map((side) => {
      const written = text(side);
      return written && clipped(written, FACT_LENGTH);
    });
    if (source && channel) lines.push(`Changed fact: ${source} → ${channel}`);
    else if (source) lines.push(`Left out on the channel: ${source}`);
    else if (channel) lines.push(`Added on the channel: ${channel}`);
  }
  const more =
    (count(details.changedFactCount) ?? facts.length) - Math.min(facts.length, LISTED_FACTS);
  if (more > 0) lines.push(`… and ${more} more changed ${more === 1 ? 'fact' : 'facts'}`);

  const cutAfter = text(details.cutAfter);
  const [shown, whole] = [count(details.shownWords), count(details.referenceWords)];
  if (cutAfter) {
    const words = shown !== null && whole !== null ? ` (${shown} of ${whole} words shown)` : '';
    lines.push(`Cut short after "${cutAfter}"${words}`);
  } else if (evidence.rule === 'description-same-facts') {
    lines.push('Only stop words or the way numbers are written differ');
  }
  if (details.reordered === true) lines.push('The same sentences in another order');
  if (evidence.rule === 'description-bigram-dice' && typeof evidence.similarity === 'number') {
    // Too different for a word diff: only the share of word pairs in common speaks.
    if (evidence.similarity < 1) {
      lines.push(`${Math.round(evidence.similarity * 100)}% of word pairs in common`);
    }
  }
  const writtenIn = text(details.writtenIn);
  if (writtenIn) lines.push(`The channel's text is written in ${languageName(writtenIn)}`);
  const languages = records(details.languages);
  if (languages.length > 1) {
    const each = languages.map(
      (l) => `${languageName(text(l.language) ?? '?')} ${(text(l.status) ?? '').toLowerCase()}`,
    );
    lines.push(`Per language: ${each.join(', ')}`);
  }
  const missing = strings(details.missingLanguages);
  if (missing.length > 0 && languages.length > 0) {
    lines.push(`Not on the channel in: ${missing.map(languageName).join(', ')} (not counted)`);
  }
  return lines;
};
