import { useAlertSummary } from '../api/alerts-api.ts';
import styles from './alerts.module.css';

/** The unread alert count beside the menu's Alerts entry; nothing when all are seen. */
export function AlertsNavCount() {
  const summary = useAlertSummary();
  const unread = summary.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className={styles.navCount} data-testid="alerts-unread">
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
