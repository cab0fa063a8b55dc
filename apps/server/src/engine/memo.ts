/**
 * Memoises a pure function of a string. Channel values repeat heavily (the same phone, website or
 * amenity term across 40 channels and 13 monthly cycles), and parsing phones and URLs costs
 * microseconds each, which alone would exceed the engine's budget of ~50 µs per audit.
 *
 * The cache is bounded and evicts in insertion order, so a long re-audit run cannot grow it
 * without limit.
 */
export function memoize<T>(compute: (key: string) => T, limit = 50_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = compute(key);
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };
}
