export type Prioritised = { priority?: number | null };

/**
 * Orders items by ascending `priority`, items without one last, ties in their given order. Used for
 * audit characteristics and for descriptions (docs/product-rules.md, "Audit details").
 */
export function sortByPriority<T extends Prioritised>(items: readonly T[]): T[] {
  const rank = (item: T) => item.priority ?? Number.POSITIVE_INFINITY;
  return items.toSorted((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}
