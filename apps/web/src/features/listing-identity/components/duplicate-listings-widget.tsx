import type { DuplicateListing } from '@lens/contracts';
import { duplicateReasonLabel, formatMiles } from '@lens/domain';
import { CopyCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { useDismissDuplicate, useDuplicateListings } from '../api/identity-api.ts';
import styles from './identity.module.css';

function DuplicateItem({
  listing,
  onDismiss,
}: {
  listing: DuplicateListing;
  onDismiss(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dismiss = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDismiss();
    } catch (failure) {
      setError(readableError(failure, 'It could not be dismissed. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-testid="duplicate-listing">
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>{listing.name ?? 'Unnamed listing'}</span>
        <Button size="small" variant="ghost" onClick={() => void dismiss()} disabled={busy}>
          Not a duplicate
        </Button>
      </div>
      {listing.address && <span className={styles.meta}>{listing.address}</span>}
      <span className={styles.meta}>
        {[
          listing.phone,
          listing.distanceMiles === null ? null : `${formatMiles(listing.distanceMiles)} away`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {listing.listingUrl && (
        <a
          className={styles.url}
          href={listing.listingUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          {listing.listingUrl}
        </a>
      )}
      <span className={styles.reasons} aria-label="Matched on">
        {listing.reasons.map((reason) => (
          <span key={reason} className={styles.reason}>
            {duplicateReasonLabel(reason)}
          </span>
        ))}
      </span>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

/**
 * Listings the channels show besides the property's own that look like it, per channel, with why
 * each matched. On the channel page `channelId` narrows it to that channel.
 */
export function DuplicateListingsWidget({
  propertyId,
  channelId,
}: {
  propertyId: number;
  channelId?: number;
}) {
  const duplicates = useDuplicateListings(propertyId, channelId);
  const dismiss = useDismissDuplicate();
  const channels = duplicates.data?.channels ?? [];
  const count = channels.reduce((sum, channel) => sum + channel.duplicates.length, 0);
  return (
    <Card
      id="widget-duplicate-listings"
      className={styles.fullRow}
      title="Duplicate listings"
      subtitle={
        duplicates.data
          ? count === 0
            ? 'No other listing looks like this property'
            : `${count} other listing${count === 1 ? '' : 's'} may be this property`
          : 'Other listings that may be this property'
      }
      data-testid="duplicate-listings"
    >
      {duplicates.isPending ? (
        <Skeleton height={64} />
      ) : duplicates.isError ? (
        <p className={styles.error}>The duplicate listings could not be loaded.</p>
      ) : count === 0 ? (
        <EmptyState title="No duplicates found" icon={<CopyCheck size={28} aria-hidden />}>
          Listings with the same phone, or a near name or address within 0.5 mi, would show here.
        </EmptyState>
      ) : (
        channels.map((channel) => (
          <section key={channel.site.id} aria-label={channel.site.name}>
            {channelId === undefined && <h3 className={styles.channel}>{channel.site.name}</h3>}
            <ul className={styles.list}>
              {channel.duplicates.map((listing) => (
                <DuplicateItem
                  key={listing.id}
                  listing={listing}
                  onDismiss={() => dismiss(propertyId, listing.id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </Card>
  );
}
