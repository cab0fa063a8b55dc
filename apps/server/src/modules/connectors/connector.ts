import type { ConnectorKind, SnapshotRecord } from '@lens/contracts';
import type { FetchPolicy } from './safe-fetch.ts';

/** A property's listing on a channel, as `property_listings` records it. */
export interface ListingToRead {
  propertyId: number;
  propertyCode: string;
  clientId: number;
  channelId: number;
  listingUrl: string | null;
  externalId: string | null;
}

/** One listing could not be read; the run records it and goes on with the next. */
export class ConnectorError extends Error {}

/**
 * A channel integration: reads what the channel shows for one listing and returns it as the
 * snapshot record an import would carry, which then lands and is audited the same way.
 */
export interface Connector {
  readonly kind: Exclude<ConnectorKind, 'NONE'>;
  /**
   * What a listing needs for this connector to read it. Snapshots fill in URLs for most pairs, so
   * an API connector would otherwise fail on every listing nobody gave an id.
   */
  readonly reads: 'listingUrl' | 'externalId';
  read(listing: ListingToRead, capturedAt: string): Promise<SnapshotRecord>;
}

/** What connectors are built with: the channel's stored settings and the fetch policy. */
export interface ConnectorSettings {
  baseUrl: string | null;
  apiKey: string | null;
  fetchPolicy: FetchPolicy;
}

/** The record fields a run adds to what the channel showed. */
export function recordOf(
  listing: ListingToRead,
  capturedAt: string,
  content: Omit<SnapshotRecord, 'propertyCode' | 'siteId' | 'capturedAt' | 'projectType'>,
): SnapshotRecord {
  return {
    propertyCode: listing.propertyCode,
    siteId: listing.channelId,
    capturedAt,
    projectType: 'AUTOMATED',
    ...content,
  };
}
