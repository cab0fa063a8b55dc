import type { WrongMatch } from '@lens/contracts';
import { encodeFilterPath, formatAccuracy } from '@lens/domain';
import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { readableError } from '../../../lib/readable-error.ts';
import { useReviewWrongMatch, useWrongMatches } from '../api/identity-api.ts';
import styles from './identity.module.css';

const CAUSES: Record<WrongMatch['cause'], string> = {
  MARKED: 'Marked',
  REPOINTED: 'Listing re-pointed',
  SAME_LISTING: 'Same wrong URL',
};

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function WrongMatchItem({
  item,
  onReview,
}: {
  item: WrongMatch;
  onReview(decision: 'restore' | 'confirm'): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (decision: 'restore' | 'confirm') => {
    setBusy(true);
    setError(null);
    try {
      await onReview(decision);
    } catch (failure) {
      setError(readableError(failure, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-testid="wrong-match" data-audit={item.auditId}>
      <div className={styles.itemHead}>
        <Link
          className={styles.itemTitle}
          to={encodeFilterPath({ property: [item.property.id], site: [item.site.id] })}
        >
          {item.property.name} · {item.site.name}
        </Link>
        <span className={styles.pill} data-tone={item.status === 'PENDING' ? 'yellow' : 'red'}>
          {item.status === 'PENDING' ? 'Awaiting review' : 'Confirmed'}
        </span>
      </div>
      <span className={styles.meta}>
        Captured {when(item.auditDate)} · accuracy {formatAccuracy(item.accuracy)} ·{' '}
        {CAUSES[item.cause]} by {item.markedBy?.name ?? 'the system'} on {when(item.markedAt)}
      </span>
      {item.listingUrl && (
        <a className={styles.url} href={item.listingUrl} target="_blank" rel="noreferrer noopener">
          {item.listingUrl}
        </a>
      )}
      {item.comment && <span>“{item.comment}”</span>}
      <div className={styles.actions}>
        <Button
          size="small"
          variant="secondary"
          disabled={busy}
          onClick={() => void run('restore')}
        >
          Restore to scoring
        </Button>
        {item.status === 'PENDING' && (
          <Button size="small" variant="ghost" disabled={busy} onClick={() => void run('confirm')}>
            Confirm wrong match
          </Button>
        )}
      </div>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

/**
 * Snapshots left out of scoring because they are not the property's listing: restore one that
 * was marked by mistake (it scores again), or confirm it after review.
 */
export function WrongMatchesPage() {
  const list = useWrongMatches();
  const review = useReviewWrongMatch();
  const items = list.data?.items ?? [];
  return (
    <div className={sectionStyles.page} data-testid="wrong-matches-page">
      <header className={sectionStyles.header}>
        <div className={sectionStyles.titles}>
          <p className={sectionStyles.eyebrow}>Listing accuracy</p>
          <h1>Wrong matches</h1>
          <p className={sectionStyles.description}>
            Captures that were not the property&apos;s listing. They are kept for review and left
            out of every score; restoring one puts it back.
          </p>
        </div>
      </header>
      {list.isPending ? (
        <Skeleton height={120} />
      ) : list.isError ? (
        <p className={styles.error}>The wrong matches could not be loaded.</p>
      ) : items.length === 0 ? (
        <EmptyState title="No wrong matches" icon={<Link2Off size={28} aria-hidden />}>
          Mark a capture with “Not this property” on a channel page to leave it out of the scores.
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <WrongMatchItem
              key={item.auditId}
              item={item}
              onReview={(decision) => review(item.auditId, decision)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
