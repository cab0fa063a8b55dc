import type { ScoreBandColor } from '@lens/domain';

const found = new Map<string, string>();

/**
 * SVG presentation attributes cannot read CSS variables, so the charts take the design tokens'
 * computed values; a token missing (no stylesheet, as in tests) falls back to currentColor. Read
 * once each: the tokens do not change while the app runs, and reading computed style in a render
 * made the browser recompute the whole page's style there (docs/performance.md, "Web overview").
 */
export function token(name: string): string {
  const known = found.get(name);
  if (known !== undefined) return known;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  if (!value) return 'currentColor';
  found.set(name, value);
  return value;
}

export function bandColor(band: ScoreBandColor): string {
  return token(`--color-${band}`);
}
