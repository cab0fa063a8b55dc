import type { LatLng } from './lat-lng.ts';

export interface ListingMapProps {
  /** Where the property's reference data places it. */
  correct: LatLng | null;
  /** Where the channel's listing places it. */
  listing: LatLng | null;
  /** The distance between the two as the audit engine measured it (never recomputed here). */
  distanceMiles: number | null;
  /** Status of the Geo Coordinates result; colours the listing's marker. */
  status?: string | null;
  /** Relabels the status in the hotel-chain vocabulary. */
  hotelChainMode?: boolean;
  /**
   * Distances in miles to ring around the correct point, such as the audit's thresholds (by
   * default ACCURATE within 0.1 mi, DISCREPANCY within 0.5 mi): they give the blank streets of an
   * offline map a sense of scale.
   */
  rings?: readonly number[];
  /** Names the listing in the legend ("Listing on Google"). */
  channelName?: string;
  height?: number;
}
