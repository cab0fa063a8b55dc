import type { ListingIdentity } from '@lens/contracts';
import { formatDay, type ListingSource } from '@lens/domain';
import styles from './identity.module.css';

const SOURCE_LABELS: Readonly<Record<ListingSource, string>> = {
  IMPORT: 'Listing import',
  SNAPSHOT: 'Snapshot',
  MANUAL: 'Set on the channel page',
  API: 'API',
  REPOINT: 'Re-pointed',
};

type Listing = NonNullable<ListingIdentity['listing']>;

/** The listing the property is expected at: its URL, its id, where they came from, when seen. */
export function ExpectedListing({ listing }: { listing: Listing }) {
  const by = listing.updatedBy ? ` by ${listing.updatedBy.name}` : '';
  return (
    <>
      {listing.url && (
        <div className={styles.row}>
          <span className={styles.label}>Expected listing</span>
          <a className={styles.url} href={listing.url} target="_blank" rel="noreferrer noopener">
            {listing.url}
          </a>
        </div>
      )}
      <div className={styles.row}>
        <span className={styles.label}>Id on the channel</span>
        <span data-testid="listing-external-id">
          {listing.externalId ?? <span className={styles.meta}>None recorded</span>}
        </span>
      </div>
      <div className={styles.row} data-testid="listing-source">
        <span className={styles.label}>Source</span>
        <span>
          {SOURCE_LABELS[listing.source]}
          {by}, {formatDay(listing.updatedAt)}
          {' · '}
          {listing.lastSeenAt ? `last seen ${formatDay(listing.lastSeenAt)}` : 'not seen yet'}
        </span>
      </div>
    </>
  );
}
