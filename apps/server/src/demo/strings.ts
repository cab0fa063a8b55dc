import { memoize } from '../engine/memo.ts';

const COMBINING_MARKS = /\p{M}+/gu;
const NON_SLUG = /[^a-z0-9]+/g;

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Snapshots repeat the same few thousand names and streets millions of times at bench scale.

/** "Zürich Opéra" -> "Zurich Opera": what channels with ASCII-only feeds show. */
export const withoutDiacritics = memoize((text: string): string =>
  text.normalize('NFKD').replace(COMBINING_MARKS, '').replace(/ß/g, 'ss'),
);

/** "Meridian Grand Paris Opéra" -> "meridian-grand-paris-opera", for URLs. */
export const slug = memoize((text: string): string =>
  withoutDiacritics(text.toLowerCase()).replace(NON_SLUG, '-').replace(/^-|-$/g, ''),
);
