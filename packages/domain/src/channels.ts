/** The channels with a content score (docs/product-rules.md, "Loading the widgets"). */
export const CONTENT_SCORE_CHANNEL_IDS: readonly number[] = [107, 104, 120, 81];

export function hasContentScore(channelId: number): boolean {
  return CONTENT_SCORE_CHANNEL_IDS.includes(channelId);
}

/**
 * Groups360 is recognised by name because channel ids differ between installations; the name is
 * written variously ("Groups360", "Groups 360", "GROUPS360").
 */
export function isGroups360Channel(channelName: string | null | undefined): boolean {
  return channelName?.replace(/\s+/g, '').toLowerCase() === 'groups360';
}
