/**
 * The low-resolution layout and narrow-window threshold: under 1024 px (docs/product-rules.md,
 * "Timings and thresholds"): the main
 * menu goes full width, comparison columns stack, and onboarding does not start.
 */
export const NARROW_WINDOW_WIDTH = 1024;

export function isNarrowWindow(widthPx: number): boolean {
  return widthPx < NARROW_WINDOW_WIDTH;
}
