import type { SnapshotRecord } from '@lens/contracts';
import { ConnectorError, recordOf, type Connector, type ListingToRead } from './connector.ts';
import { PlacesAnswerError, placesListing } from './places-mapping.ts';
import { FetchFailed, FetchRefused, safeGet, type FetchPolicy } from './safe-fetch.ts';

/**
 * A places-details style JSON API (`<base>/details/json?place_id=..&key=..`): the listing's
 * external id is the place id. The key is sent to the API only, never stored in a snapshot.
 */
export class PlacesDetailsConnector implements Connector {
  readonly kind = 'PLACES_DETAILS' as const;
  readonly reads = 'externalId' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | null,
    private readonly policy: FetchPolicy,
  ) {}

  async read(listing: ListingToRead, capturedAt: string): Promise<SnapshotRecord> {
    if (!listing.externalId) throw new ConnectorError('the listing has no place id');
    const base = this.baseUrl.replace(/\/+$/, '');
    const url = new URL(`${base}/details/json`);
    url.searchParams.set('place_id', listing.externalId);
    if (this.apiKey) url.searchParams.set('key', this.apiKey);
    let answer: unknown;
    try {
      const page = await safeGet(url.toString(), this.policy, 'application/json');
      if (page.status < 200 || page.status >= 300)
        throw new ConnectorError(`the API answered HTTP ${page.status}`);
      answer = JSON.parse(page.body);
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      if (error instanceof FetchRefused || error instanceof FetchFailed)
        throw new ConnectorError(error.message);
      if (error instanceof SyntaxError) throw new ConnectorError('the API did not answer JSON');
      throw error;
    }
    try {
      return recordOf(listing, capturedAt, placesListing(answer, `${base}/photo`));
    } catch (error) {
      if (error instanceof PlacesAnswerError) throw new ConnectorError(error.message);
      throw error;
    }
  }
}
