import { dropIgnoredForSingleChannel } from './display-filters.ts';

/** A location in degrees, or 'N/A' when the channel gives none. */
export type MapCoordinates = { lat: number; lng: number } | string;

/** A propertyDetailsFromChannel entry of the map data. */
export type MapEntry = {
  id: number;
  name: string;
  coordinates?: MapCoordinates | null;
  accuracy?: number | null;
  contentPro?: number | null;
  listingType?: string | null;
  status?: string | null;
  ignored?: boolean | null;
};

export const NO_COORDINATES = 'N/A';

export type MapDisplayContext = {
  hotelChainMode: boolean;
  automatedAudit: boolean;
  /** Channels in effect (selected, or available when none is selected). */
  channelCount: number;
};

export function hasCoordinates(coordinates: MapCoordinates | null | undefined): boolean {
  if (coordinates == null) return false;
  if (typeof coordinates !== 'string') return true;
  const text = coordinates.trim();
  return text !== '' && text !== NO_COORDINATES;
}

/**
 * "Map entries without coordinates, or with 'N/A', are hidden unless in hotel-chain mode or an
 * automated audit": there a missing location is itself a finding, listed beside the map.
 * Ignored entries go first when a single channel is in effect (see dropIgnoredForSingleChannel).
 */
export function visibleMapEntries<T extends Pick<MapEntry, 'coordinates' | 'ignored'>>(
  entries: readonly T[],
  context: MapDisplayContext,
): T[] {
  const kept = dropIgnoredForSingleChannel(entries, context.channelCount);
  if (context.hotelChainMode || context.automatedAudit) return kept;
  return kept.filter((entry) => hasCoordinates(entry.coordinates));
}
