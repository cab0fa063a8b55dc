import { CHANGE_REQUEST_STATUS_LABELS, type ChangeRequestSummary } from '@lens/contracts';
import styles from './change-requests.module.css';

export function RequestStatus({ status }: { status: ChangeRequestSummary['status'] }) {
  return (
    <span className={styles.status} data-status={status}>
      {CHANGE_REQUEST_STATUS_LABELS[status]}
    </span>
  );
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date or an instant, as a day ("3 Nov 2026"). */
export function formatDay(value: string): string {
  return DAY.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

/** Where the request stands, in words: made, sent, or confirmed and how. */
export function statusLine(request: ChangeRequestSummary): string {
  if (request.status === 'CONFIRMED' && request.confirmedAt)
    return `Confirmed ${formatDay(request.confirmedAt)}${request.confirmedBy ? ` by ${request.confirmedBy.name}` : ' by a later audit'}`;
  if (request.sentOn) return `Sent ${formatDay(request.sentOn)}`;
  return `Made ${formatDay(request.createdAt)}${request.createdBy ? ` by ${request.createdBy.name}` : ''}`;
}
