/**
 * A distance from the correct coordinates, in miles as the engine measures it (0.1 mi and
 * 0.5 mi are the default thresholds, docs/architecture.md "What the scores mean"), so small distances keep two decimals; a far-off
 * listing needs no hundredths. Under a hundredth reads as such rather than as a misleading zero.
 */
export function formatMiles(miles: number | null | undefined): string {
  if (miles == null || !Number.isFinite(miles) || miles < 0) return '—';
  if (miles === 0) return '0 mi';
  if (miles < 0.01) return '<0.01 mi';
  if (miles < 10) return `${miles.toFixed(2)} mi`;
  if (miles < 100) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles).toLocaleString('en-US')} mi`;
}
