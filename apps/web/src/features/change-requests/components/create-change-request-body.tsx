import { Link } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { Candidate } from './change-request-candidate.tsx';
import type { CreateChangeRequestState } from './use-create-change-request-dialog.ts';
import styles from './change-requests.module.css';

/** The results to tick, or what to do with the request once made. */
export function CreateChangeRequestBody({ dialog }: { dialog: CreateChangeRequestState }) {
  const { made, candidates, items, data, ticked, toggle, error } = dialog;
  if (made)
    return (
      <p>
        It is <strong>open</strong>: send it to the channel, then mark it sent in{' '}
        <Link to="/change_requests">Change requests</Link>. A later audit that shows the fix
        confirms it.
      </p>
    );
  if (candidates.isPending) return <Skeleton height={200} />;
  if (candidates.isError)
    return (
      <EmptyState title="The audit's results could not be loaded">
        {readableError(candidates.error, 'Please try again in a moment.')}
      </EmptyState>
    );
  if (items.length === 0)
    return (
      <EmptyState title="Nothing to correct">
        This audit has no flagged item and no inaccurate result with a reference value.
      </EmptyState>
    );
  return (
    <>
      {data && data.openRequestIds.length > 0 && (
        <p className={styles.muted}>
          This listing already has {data.openRequestIds.length} request
          {data.openRequestIds.length === 1 ? '' : 's'} not confirmed yet.
        </p>
      )}
      <ul className={styles.candidates} aria-label="Results to include">
        {items.map((item) => (
          <Candidate
            key={item.characteristic}
            item={item}
            checked={ticked.has(item.characteristic)}
            onToggle={() => toggle(item.characteristic)}
          />
        ))}
      </ul>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
