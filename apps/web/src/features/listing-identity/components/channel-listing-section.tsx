import { DuplicateListingsWidget } from './duplicate-listings-widget.tsx';
import { ListingIdentityPanel } from './listing-identity-panel.tsx';
import styles from './identity.module.css';

/** Above the channel audit: whose listing was captured, and other listings of the property there. */
export function ChannelListingSection({
  propertyId,
  channelId,
}: {
  propertyId: number;
  channelId: number;
}) {
  return (
    <div className={styles.stack}>
      <ListingIdentityPanel propertyId={propertyId} channelId={channelId} />
      <DuplicateListingsWidget propertyId={propertyId} channelId={channelId} />
    </div>
  );
}
