import sectionStyles from '../../../components/section-page.module.css';
import { AlertSettingsForm } from './alert-settings-form.tsx';
import { AlertsPageFilters } from './alerts-page-filters.tsx';
import { AlertsPageList } from './alerts-page-list.tsx';
import { FollowPanel } from './follow-panel.tsx';
import { MuteDialog } from './mute-dialog.tsx';
import { useAlertsPage } from './use-alerts-page.ts';
import styles from './alerts.module.css';

/**
 * Regression alerts of what the user follows: filters, each alert with its evidence, acknowledge
 * and mute; beside them what is followed and the client's score-drop step. The filters and page
 * live in the query string (`state`, `kind`, `property`, `site`, `page`).
 */
export function AlertsPage() {
  const page = useAlertsPage();
  return (
    <div className={`${sectionStyles.page} ${styles.page}`}>
      <header className={sectionStyles.header}>
        <div className={sectionStyles.titles}>
          <p className={sectionStyles.eyebrow}>Monitoring</p>
          <h1>Alerts</h1>
          <p className={sectionStyles.description}>
            Listings that were right and broke again, and properties whose score dropped, for the
            views and properties you follow.
          </p>
        </div>
      </header>
      <div className={styles.layout}>
        <section className={styles.main} aria-label="Alerts">
          <AlertsPageFilters page={page} />
          <AlertsPageList page={page} />
        </section>
        <aside className={styles.aside}>
          <FollowPanel />
          <AlertSettingsForm />
        </aside>
      </div>
      <MuteDialog
        alert={page.muting}
        busy={page.busy}
        onClose={() => page.setMuting(null)}
        onMute={page.mute}
      />
    </div>
  );
}
