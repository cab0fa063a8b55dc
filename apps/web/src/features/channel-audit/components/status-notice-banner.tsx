import {
  deflaggingText,
  isPropertyStatusNotice,
  PROPERTY_STATUS_NOTICE_LABELS,
  PROPERTY_STATUS_NOTICE_TONES,
  type PropertyStatusNotice,
} from '@lens/domain';
import { TriangleAlert } from 'lucide-react';
import styles from './audit-page.module.css';

/**
 * The property's status notice over the audit: results of a property that is closing, leaving
 * the brand or changing it read differently, and the deflagging text, looked up by its type,
 * says how.
 */
export function StatusNoticeBanner({
  status,
  deflagging,
}: {
  status: PropertyStatusNotice | null;
  deflagging: string | null;
}) {
  const type = deflagging ?? status;
  if (!type) return null;
  const notice = isPropertyStatusNotice(type)
    ? { title: PROPERTY_STATUS_NOTICE_LABELS[type], tone: PROPERTY_STATUS_NOTICE_TONES[type] }
    : { title: 'Status change', tone: 'yellow' as const };
  return (
    <div className={styles.widget}>
      <aside
        className={styles.notice}
        data-tone={notice.tone}
        data-testid="status-notice-banner"
        aria-label="Property status"
      >
        <TriangleAlert size={18} aria-hidden className={styles.noticeIcon} />
        <div>
          <p className={styles.noticeTitle}>{notice.title}</p>
          <p className={styles.noticeText}>{deflaggingText(type)}</p>
        </div>
      </aside>
    </div>
  );
}
