import { formatDay } from '@lens/domain';
import { CHANGE_REQUEST_STATUS_LABELS, type ChangeRequestSummary } from '@lens/contracts';
import { TonePill, type Tone } from '../../../components/status-pill.tsx';
import styles from './change-requests.module.css';

const STATUS_TONES: Readonly<Record<ChangeRequestSummary['status'], Tone>> = {
  OPEN: 'yellow',
  SENT: 'blue',
  CONFIRMED: 'green',
};

export function RequestStatus({ status }: { status: ChangeRequestSummary['status'] }) {
  return (
    <TonePill tone={STATUS_TONES[status]} className={styles.status} data-status={status}>
      {CHANGE_REQUEST_STATUS_LABELS[status]}
    </TonePill>
  );
}

/** Where the request stands, in words: made, sent, or confirmed and how. */
export function statusLine(request: ChangeRequestSummary): string {
  if (request.status === 'CONFIRMED' && request.confirmedAt)
    return `Confirmed ${formatDay(request.confirmedAt)}${request.confirmedBy ? ` by ${request.confirmedBy.name}` : ' by a later audit'}`;
  if (request.sentOn) return `Sent ${formatDay(request.sentOn)}`;
  return `Made ${formatDay(request.createdAt)}${request.createdBy ? ` by ${request.createdBy.name}` : ''}`;
}
