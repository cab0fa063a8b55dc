import { listed, sides, strings, text, type FactReader } from './fact-text.ts';

const CJK = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]$/u;

/** Words of a name as a phrase: "darling harbour"; characters of CJK names run together. */
const phrase = (words: readonly string[]) => words.join(words.every((w) => CJK.test(w)) ? '' : ' ');

/** Written "st=saint" by the name matcher; either side may be the reference's. */
const variant = (written: string) => written.split('=').join(' = ');

/** A label as the channel wrote it after the name (", an IHG Hotel"), without its separator. */
const label = (written: string) => written.replace(/^[\s,;:|\u2013\u2014-]+/u, '');

/**
 * Which words decided a name: the telling words that changed, the words on one side only, the
 * misspellings, the words cut off or read as variants, and the words that never count.
 */
export const nameFacts: FactReader = (details, _evidence, subject) => {
  // A name in another script splits into one "word" per character: listing them says nothing.
  if (details.unreadable) return [];
  const lines: string[] = [];
  const onlyInSource = strings(details.onlyInSource);
  const onlyInChannel = strings(details.onlyInChannel);
  const deciding = strings(details.deciding);
  if (deciding.length > 0) {
    const gone = deciding.filter((word) => onlyInSource.includes(word));
    const come = deciding.filter((word) => !gone.includes(word));
    const words = gone.length > 1 || come.length > 1 ? 'words' : 'word';
    lines.push(`Telling ${words} replaced: ${sides(phrase(gone), phrase(come))}`);
  }
  const truncated = strings(details.truncated);
  if (truncated.length > 0) {
    // The field cut the name inside a word ("Terminal" shown "T") and dropped the words after it.
    const [whole] = onlyInSource.filter((word) => !truncated.includes(word));
    const [cut] = onlyInChannel;
    if (whole && cut) lines.push(`Word cut short: ${whole} → ${cut}`);
    lines.push(`Cut off by the channel's field: ${phrase(truncated)}`);
  } else {
    const dropped = onlyInSource.filter((word) => !deciding.includes(word));
    const added = onlyInChannel.filter((word) => !deciding.includes(word));
    if (dropped.length > 0) lines.push(`Only in the reference's ${subject}: ${phrase(dropped)}`);
    if (added.length > 0) lines.push(`Only in the channel's ${subject}: ${phrase(added)}`);
  }
  if (details.reordered === true) lines.push('Words in another order');
  const typos = strings(details.typos);
  if (typos.length > 0) {
    lines.push(`Spelt differently: ${listed(typos.map((t) => t.split('>').join(' → ')))}`);
  }
  const variants = strings(details.variants);
  if (variants.length > 0) {
    lines.push(`Read as the same word: ${listed(variants.map(variant))}`);
  }
  const omitted = strings(details.omitted);
  if (omitted.length > 0) lines.push(`Not counted: ${listed(omitted.map(label))}`);
  return lines;
};

/** Which brands the two sides name, and how they are related. */
export const brandFacts: FactReader = (details, evidence) => {
  const source = text(details.sourceBrand);
  const channel = text(details.channelBrand);
  const family = text(details.family);
  switch (evidence.rule) {
    case 'brand-code-equal':
      return [`Chain code ${evidence.channelNormalized ?? ''} is the reference brand's code`];
    case 'brand-code-unknown':
      return [`Chain code shown: ${evidence.channelNormalized ?? ''}`];
    case 'brand-known':
      return channel ? [`Read as the brand ${channel}`] : [];
  }
  if (!source || !channel) return [];
  if (evidence.rule === 'brand-family') {
    return [`Same family${family ? ` (${family})` : ''}: ${sides(source, channel)}`];
  }
  const [sourceFamily, channelFamily] = (family ?? '').split('/');
  const kin = sourceFamily && sourceFamily === channelFamily;
  return [
    `${kin ? `Sibling brand in ${sourceFamily}` : 'Another chain'}: ${sides(source, channel)}`,
  ];
};
