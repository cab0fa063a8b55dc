/**
 * One canonical term of a kind (cuisine, lodging type...) and the ways channels write it, in
 * English, German, French, Italian, Spanish, Portuguese, Dutch and Japanese. Variants are matched
 * by their folded words (case, accents, punctuation and plurals do not count), so only real
 * spelling differences need listing.
 */
export interface TermEntry {
  canonical: string;
  variants: readonly string[];
  /**
   * Broader canonical terms this one falls under (sushi under Japanese, boutique hotel under
   * hotel): a listing that shows the broader or the narrower term is less precise, not wrong.
   */
  broader?: readonly string[];
  /** A channel's combined class (Tripadvisor's "B&B / Inn") that stands for each of these terms. */
  covers?: readonly string[];
}
