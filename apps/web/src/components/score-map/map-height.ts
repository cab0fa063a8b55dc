import type { CSSProperties } from 'react';

/**
 * A map's height on screen: as asked on wide screens, shorter on a phone so the page around it
 * stays reachable with one thumb (never under 260 px, where clusters start to crowd).
 */
export function mapHeight(height: number): CSSProperties {
  return { height: `min(${height}px, max(260px, 85vw))` };
}
