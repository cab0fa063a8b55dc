import { formatDay } from '@lens/domain';
import { CHANGE_REQUEST_STATUS_LABELS, type ChangeRequestSummary } from '@lens/contracts';
import styles from './change-requests.module.css';

export function RequestStatus({ status }: { status: ChangeRequestSummary['status'] }) {
  return (
    <span className={styles.status} data-status={status}>
      {CHANGE_REQUEST_STATUS_LABELS[status]}
    </span>
  );
}

/** Where the request stands, in words: made, sent, or confirmed and how. */
export function statusLine(request: ChangeRequestSummary): string {
  if (request.status === 'CONFIRMED' && request.confirmedAt)
    return `Confirmed ${formatDay(request.confirmedAt)}${request.confirmedBy ? ` by ${request.confirmedBy.name}` : ' by a later audit'}`;
  if (request.sentOn) return `Sent ${formatDay(request.sentOn)}`;
  return `Made ${formatDay(request.createdAt)}${request.createdBy ? ` by ${request.createdBy.name}` : ''}`;
}
