import type { SnapshotRecord } from '@lens/contracts';
import { ConnectorError, recordOf, type Connector, type ListingToRead } from './connector.ts';
import { FetchFailed, FetchRefused, safeGet, type FetchPolicy } from './safe-fetch.ts';
import { schemaOrgListing } from './schema-org-mapping.ts';

/** Reads the schema.org JSON-LD of a listing page; any channel that publishes pages can use it. */
export class SchemaOrgConnector implements Connector {
  readonly kind = 'SCHEMA_ORG' as const;
  readonly reads = 'listingUrl' as const;

  constructor(private readonly policy: FetchPolicy) {}

  async read(listing: ListingToRead, capturedAt: string): Promise<SnapshotRecord> {
    return (await this.capture(listing, capturedAt)).record;
  }

  /** The record and the schema.org type the page described its place with. */
  async capture(
    listing: ListingToRead,
    capturedAt: string,
  ): Promise<{ record: SnapshotRecord; type: string }> {
    if (!listing.listingUrl) throw new ConnectorError('the listing has no page URL');
    let page;
    try {
      page = await safeGet(listing.listingUrl, this.policy);
    } catch (error) {
      if (error instanceof FetchRefused || error instanceof FetchFailed)
        throw new ConnectorError(error.message);
      throw error;
    }
    if (page.status < 200 || page.status >= 300)
      throw new ConnectorError(`the page answered HTTP ${page.status}`);
    const found = schemaOrgListing(page.body, listing.listingUrl);
    if (!found)
      throw new ConnectorError('the page has no schema.org JSON-LD for a hotel, restaurant or spa');
    return { record: recordOf(listing, capturedAt, found.content), type: found.type };
  }
}
