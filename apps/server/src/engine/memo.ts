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
  // The keys in insertion order, as a ring: the oldest is found by its slot. Asking the map for
  // its first key would step over every entry deleted before it, which a full cache has by the
  // tens of thousands (V8 compacts a map only when it grows).
  const order: string[] = [];
  let oldest = 0;
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = compute(key);
    if (order.length < limit) order.push(key);
    else {
      cache.delete(order[oldest] as string);
      order[oldest] = key;
      oldest = (oldest + 1) % limit;
    }
    cache.set(key, value);
    return value;
  };
}

/**
 * Memoises a pure function of a value prepared once (a reference's category) and a string (what
 * the channel shows): the same listing comes back every monthly cycle, on every re-audit. Each
 * prepared value keeps its own bounded cache, which goes when the value goes.
 */
export function memoizeByObject<R extends object, T>(
  compute: (prepared: R, key: string) => T,
  limit = 256,
): (prepared: R, key: string) => T {
  const caches = new WeakMap<R, (key: string) => T>();
  return (prepared, key) => {
    let cached = caches.get(prepared);
    if (!cached) {
      cached = memoize((k) => compute(prepared, k), limit);
      caches.set(prepared, cached);
    }
    return cached(key);
  };
}
