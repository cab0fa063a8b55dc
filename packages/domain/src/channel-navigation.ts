export type ChannelStep = 'previous' | 'next';

/**
 * Previous and next channel navigation wraps around (docs/product-rules.md, "Routes and page
 * levels"): from the last channel
 * next is the first, from the first previous is the last. A current channel not in the list (for
 * example after a filter change removed it) starts again from the first. Undefined for no channels.
 */
export function adjacentChannel<T>(
  channels: readonly T[],
  current: T | null | undefined,
  step: ChannelStep,
): T | undefined {
  const index = current == null ? -1 : channels.indexOf(current);
  if (index < 0) return channels[0];
  const offset = step === 'next' ? 1 : -1;
  return channels[(index + offset + channels.length) % channels.length];
}
