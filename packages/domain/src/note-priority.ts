/**
 * Prioritised note names come first in this order: name, short name, address, phone, website,
 * fax, email, star rating, brand (docs/product-rules.md, "Audit details").
 */
export const NOTE_NAME_PRIORITY = [
  'name',
  'short name',
  'address',
  'phone',
  'website',
  'fax',
  'email',
  'star rating',
  'brand',
] as const;

/**
 * Names arrive as labels ("Star rating") or as characteristic types ("STAR_RATING"); both compare
 * equal once lower-cased with underscores read as spaces.
 */
function normaliseNoteName(name: string): string {
  return name.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The position of a prioritised name, or the list's length for every other name. */
export function notePriorityRank(name: string): number {
  const index = (NOTE_NAME_PRIORITY as readonly string[]).indexOf(normaliseNoteName(name));
  return index < 0 ? NOTE_NAME_PRIORITY.length : index;
}

/** Prioritised names first in the order above; other names keep their relative order after them. */
export function sortByNotePriority<T extends { name: string }>(items: readonly T[]): T[] {
  return items.toSorted((a, b) => notePriorityRank(a.name) - notePriorityRank(b.name));
}
