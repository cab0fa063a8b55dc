import { deflaggingText, type PropertyStatusNotice } from '@lens/domain';
import { TriangleAlert } from 'lucide-react';
import { Tooltip } from '../../../components/tooltip.tsx';
import styles from './widgets.module.css';

const NOTICES: Record<PropertyStatusNotice, { label: string; tone: 'yellow' | 'red' | 'gray' }> = {
  CLOSED_TEMPORARY: { label: 'Temporarily closed', tone: 'gray' },
  CLOSED_PERMANENTLY: { label: 'Permanently closed', tone: 'red' },
  DEFLAGGING: { label: 'Deflagging', tone: 'yellow' },
  REBRANDING: { label: 'Rebranding', tone: 'yellow' },
};

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
  const notice = NOTICES[status];
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
