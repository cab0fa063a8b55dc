import type { ScoreBandColor } from '@lens/domain';

/**
 * SVG presentation attributes cannot read CSS variables, so the charts take the design tokens'
 * computed values; a token missing (no stylesheet, as in tests) falls back to currentColor.
 */
export function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';
}

export function bandColor(band: ScoreBandColor): string {
  return token(`--color-${band}`);
}
