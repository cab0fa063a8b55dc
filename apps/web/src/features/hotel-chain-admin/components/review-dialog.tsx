import type { ReviewAudit, ReviewDecision } from '@lens/contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import styles from './review-queue.module.css';

export interface PendingReview {
  decision: ReviewDecision;
  audits: ReviewAudit[];
}

const VERB = { ACCEPT: 'Accept', REJECT: 'Reject' } as const;

/**
 * Confirms a decision before it rewrites scores: which results, the status each will take, and
 * what is recomputed. The decision button has the focus, so Enter confirms and Escape cancels.
 */
export function ReviewDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingReview | null;
  onCancel(): void;
  onConfirm(pending: PendingReview): void;
}) {
  const results = pending?.audits.flatMap((audit) =>
    audit.results.map((result) => ({ audit, result })),
  );
  const count = results?.length ?? 0;
  const verb = pending ? VERB[pending.decision] : '';
  return (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`${verb} ${count} result${count === 1 ? '' : 's'}?`}
      description={`${
        pending?.audits.length === 1 ? 'The audit is' : 'The audits are'
      } re-scored, and so are the dashboard figures of every month ${
        pending?.audits.length === 1 ? 'it counts' : 'they count'
      } in.`}
      data-testid="review-dialog"
      footer={
        pending && (
          <>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              variant={pending.decision === 'ACCEPT' ? 'primary' : 'danger'}
              onClick={() => onConfirm(pending)}
              autoFocus
            >
              {verb} {count === 1 ? 'result' : `${count} results`}
            </Button>
          </>
        )
      }
    >
      <ul className={styles.dialogList}>
        {results?.slice(0, 6).map(({ audit, result }) => (
          <li key={`${audit.auditId}-${result.characteristic}`}>
            <span>
              <strong>{result.label}</strong> of {audit.propertyName} on {audit.siteName}
            </span>
            <span className={styles.becomes}>
              becomes{' '}
              <StatusPill
                status={pending!.decision === 'ACCEPT' ? result.acceptStatus : result.rejectStatus}
              />
            </span>
          </li>
        ))}
        {count > 6 && <li className={styles.more}>and {count - 6} more</li>}
      </ul>
    </Modal>
  );
}
