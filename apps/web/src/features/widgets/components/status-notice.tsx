import {
  deflaggingText,
  PROPERTY_STATUS_NOTICE_LABELS,
  PROPERTY_STATUS_NOTICE_TONES,
  type PropertyStatusNotice,
} from '@lens/domain';
import { TriangleAlert } from 'lucide-react';
import { Tooltip } from '../../../components/tooltip.tsx';
import styles from './widgets.module.css';

/** A property's status notice, explained on hover or focus: its audits read differently. */
export function StatusNotice({
  status,
  inline = false,
}: {
  status: PropertyStatusNotice | null | undefined;
  /** Inside a focusable table row: a plain badge, so the row stays the one focus stop. */
  inline?: boolean;
}) {
  if (!status) return null;
  const notice = {
    label: PROPERTY_STATUS_NOTICE_LABELS[status],
    tone: PROPERTY_STATUS_NOTICE_TONES[status],
  };
  if (inline) {
    return (
      <span className={styles.notice} data-tone={notice.tone} data-status={status}>
        {notice.label}
      </span>
    );
  }
  return (
    <Tooltip content={deflaggingText(status)}>
      <span className={styles.notice} data-tone={notice.tone} data-status={status} tabIndex={0}>
        <TriangleAlert size={12} aria-hidden />
        {notice.label}
      </span>
    </Tooltip>
  );
}
