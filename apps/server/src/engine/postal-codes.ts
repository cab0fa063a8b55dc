/**
 * Postal code shapes by country. The parser takes the last match in an address, so a house number
 * earlier in the line is not mistaken for one. Countries not listed use the 4-6 digit fallback.
 */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /\b\d{5}(?:-\d{4})?\b/g,
  CA: /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/gi,
  GB: /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/gi,
  IE: /\b[A-Z]\d[\dW] ?[A-Z\d]{4}\b/gi,
  NL: /\b\d{4} ?[A-Z]{2}\b/gi,
  JP: /\b\d{3}-?\d{4}\b/g,
  PT: /\b\d{4}-\d{3}\b/g,
  BR: /\b\d{5}-?\d{3}\b/g,
  AT: /\b\d{4}\b/g,
  CH: /\b\d{4}\b/g,
  BE: /\b\d{4}\b/g,
  DK: /\b\d{4}\b/g,
  NO: /\b\d{4}\b/g,
  AU: /\b\d{4}\b/g,
  NZ: /\b\d{4}\b/g,
  HU: /\b\d{4}\b/g,
};
const FALLBACK = /\b\d{4,6}\b/g;
const SEPARATORS = /[\s-]+/g;

export interface PostalMatch {
  code: string;
  index: number;
  length: number;
}

/** The last postal code in `text` for the country, as written. */
export function findPostalCode(text: string, countryCode: string): PostalMatch | null {
  const pattern = PATTERNS[countryCode] ?? FALLBACK;
  let last: PostalMatch | null = null;
  for (const match of text.matchAll(pattern)) {
    last = { code: match[0], index: match.index, length: match[0].length };
  }
  return last;
}

/** Upper case without spaces or dashes; a US ZIP+4 keeps its five-digit ZIP, which is what differs. */
export function normalizePostalCode(raw: string, countryCode: string): string | null {
  const code = raw.toUpperCase().replace(SEPARATORS, '');
  if (code === '') return null;
  return countryCode === 'US' ? code.slice(0, 5) : code;
}
