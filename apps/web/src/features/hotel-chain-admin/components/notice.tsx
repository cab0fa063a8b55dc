import { CircleAlert, CircleCheck, X } from 'lucide-react';
import styles from './notice.module.css';

export interface NoticeMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * What the last action did, above the list it changed, until dismissed or replaced; screen readers
 * hear it as it appears.
 */
export function Notice({
  message,
  onDismiss,
}: {
  message: NoticeMessage | null;
  onDismiss(): void;
}) {
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message && (
        <div
          className={styles.notice}
          data-tone={message.tone}
          data-testid="hotel-chain-admin-notice"
        >
          {message.tone === 'success' ? (
            <CircleCheck size={18} aria-hidden className={styles.icon} />
          ) : (
            <CircleAlert size={18} aria-hidden className={styles.icon} />
          )}
          <p>{message.text}</p>
          <button type="button" className={styles.close} aria-label="Dismiss" onClick={onDismiss}>
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
