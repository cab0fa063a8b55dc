import type { DuplicateMarker } from './duplicate-layer.ts';
import type { ScoreMapEntry } from './map-features.ts';

export interface ScoreMapProps {
  /**
   * Properties to place; those without a location are left out (list them beside the map). A new
   * array redraws the markers and frames them again, so keep it stable (useMemo) between renders.
   */
  entries: readonly ScoreMapEntry[];
  /** The map region's accessible name. */
  label: string;
  height: number;
  /** Where "Open property" in a marker's popup leads, for opening it in a new tab. */
  propertyHref?(propertyId: number): string;
  /** What "Open property" does: drill into the property. Without it the popup has no link. */
  onOpenProperty?(propertyId: number, name: string): void;
  /** Listings that may duplicate a property's, drawn as rings with their own legend entry. */
  duplicates?: readonly DuplicateMarker[];
}
