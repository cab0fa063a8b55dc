/** Small list rules that trim what the server sends before it is shown (docs/product-rules.md). */

export type IgnorableRow = { ignored?: boolean | null };

/**
 * "If exactly one channel result exists, ignored ones are removed." Read as: when one channel is in
 * effect (selected, or the only one available), rows marked ignored are dropped. With several
 * channels an ignored row still shows, marked, beside the others; with one channel it would be the
 * whole answer while counting for nothing.
 */
export function dropIgnoredForSingleChannel<T extends IgnorableRow>(
  rows: readonly T[],
  channelCount: number,
): T[] {
  return channelCount === 1 ? rows.filter((row) => !row.ignored) : [...rows];
}

/** "Image tags 'off-site' and 'on-site' are hidden in hotel-chain mode." */
export const HOTEL_CHAIN_HIDDEN_IMAGE_TAGS: readonly string[] = ['off-site', 'on-site'];

/** Filters `tagsStat` (image tag name to count) of the fetched-tags widget. */
export function visibleImageTags(
  tagsStat: Readonly<Record<string, number>>,
  hotelChainMode: boolean,
): Record<string, number> {
  if (!hotelChainMode) return { ...tagsStat };
  return Object.fromEntries(
    Object.entries(tagsStat).filter(
      ([tag]) => !HOTEL_CHAIN_HIDDEN_IMAGE_TAGS.includes(tag.trim().toLowerCase()),
    ),
  );
}

/** "Available filter options without an id are dropped": they could never be selected. */
export function optionsWithId<T extends { id?: number | string | null }>(
  options: readonly T[],
): Array<T & { id: number | string }> {
  return options.filter((option): option is T & { id: number | string } => option.id != null);
}
