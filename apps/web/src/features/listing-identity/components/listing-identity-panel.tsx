import { CircleAlert, Hourglass, Link2, Link2Off } from 'lucide-react';
import type { WrongMatch } from '@lens/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { useListingIdentity } from '../api/identity-api.ts';
import { ExpectedListing } from './expected-listing.tsx';
import { ListingIdentityForm } from './listing-identity-form.tsx';
import { WrongMatchDialog } from './wrong-match-dialog.tsx';
import styles from './identity.module.css';

/** What happened to the capture, in the words of the action that caused it. */
function wrongMatchCause(wrongMatch: WrongMatch, expectedUrl: string | null): string {
  if (wrongMatch.cause === 'REPOINTED')
    return expectedUrl
      ? `The listing was re-pointed to ${expectedUrl}.`
      : 'The listing was re-pointed to another URL.';
  if (wrongMatch.cause === 'SAME_LISTING')
    return 'Captured from a listing marked “Not this property” before.';
  return `Marked “Not this property”${wrongMatch.markedBy ? ` by ${wrongMatch.markedBy.name}` : ''}.`;
}

function UrlText({ url }: { url: string | null }) {
  if (!url) return <span className={styles.meta}>No URL captured</span>;
  return (
    <a className={styles.url} href={url} target="_blank" rel="noreferrer noopener">
      {url}
    </a>
  );
}

/**
 * The channel page's listing identity: which URL and id the property is expected at and where
 * they came from, what the latest capture was, and the two ways to fix a wrong listing: mark it a
 * wrong match, or set the listing (re-pointing it when the URL moves away from the capture).
 */
export function ListingIdentityPanel({
  propertyId,
  channelId,
}: {
  propertyId: number;
  channelId: number;
}) {
  const identity = useListingIdentity(propertyId, channelId);
  const [marking, setMarking] = useState(false);
  const [editing, setEditing] = useState(false);
  const data = identity.data;
  const latest = data?.latest ?? null;
  const wrongMatch = latest?.wrongMatch ?? null;
  return (
    <Card
      title="Listing"
      subtitle="Is the captured listing this property's?"
      data-testid="listing-identity"
      actions={
        data && (
          <>
            {latest && !wrongMatch && (
              <Button
                size="small"
                variant="secondary"
                onClick={() => setMarking(true)}
                data-testid="mark-wrong-match"
              >
                <Link2Off size={14} aria-hidden /> Not this property
              </Button>
            )}
            {!editing && (
              <Button size="small" variant="ghost" onClick={() => setEditing(true)}>
                <Link2 size={14} aria-hidden /> Edit listing
              </Button>
            )}
          </>
        )
      }
    >
      {identity.isPending ? (
        <Skeleton height={48} />
      ) : identity.isError || !data ? (
        <p className={styles.error}>The listing could not be loaded.</p>
      ) : (
        <div className={styles.panel}>
          <div className={styles.row}>
            <span className={styles.label}>Latest capture</span>
            <UrlText url={latest?.listingUrl ?? null} />
          </div>
          {data.listing && <ExpectedListing listing={data.listing} />}
          {wrongMatch && (
            <div className={styles.notice} data-tone="red" data-testid="wrong-match-notice">
              <CircleAlert size={16} aria-hidden />
              <span>
                {wrongMatchCause(wrongMatch, data.listing?.url ?? null)} This capture is left out of
                every score, so the channel shows no score for this property until a capture of its
                own listing lands
                {wrongMatch.comment ? ` (“${wrongMatch.comment}”)` : ''}. It waits{' '}
                {wrongMatch.status === 'CONFIRMED' ? 'confirmed' : 'for review'} in{' '}
                <Link to="/wrong_matches" data-testid="wrong-matches-link">
                  Wrong matches
                </Link>
                , where it can be restored.
              </span>
            </div>
          )}
          {data.awaitingCaptureFrom && (
            <p className={styles.notice} data-tone="blue" data-testid="awaiting-capture">
              <Hourglass size={16} aria-hidden />
              <span>
                Awaiting next capture from <UrlText url={data.awaitingCaptureFrom} />
              </span>
            </p>
          )}
          {editing && (
            <ListingIdentityForm
              propertyId={propertyId}
              siteId={channelId}
              listing={data.listing}
              latestUrl={latest?.listingUrl ?? null}
              onDone={() => setEditing(false)}
            />
          )}
          {latest && (
            <WrongMatchDialog auditId={latest.auditId} open={marking} onOpenChange={setMarking} />
          )}
        </div>
      )}
    </Card>
  );
}
