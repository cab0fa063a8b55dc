import { ALERT_STATES, type Alert, type AlertState } from '@lens/contracts';
import { ALERT_KIND_LABELS, ALERT_KINDS } from '@lens/domain';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogStore } from '../../../lib/log-store.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import {
  ALERTS_PAGE_SIZE,
  useAlerts,
  useMarkAlertsSeen,
  useRefreshAlerts,
} from '../api/alerts-api.ts';
import { AlertCard } from './alert-card.tsx';
import { AlertSettingsForm } from './alert-settings-form.tsx';
import { FollowPanel } from './follow-panel.tsx';
import { MuteDialog } from './mute-dialog.tsx';
import styles from './alerts.module.css';
import { useAcknowledgeAlert, useMuteAlert, useUnmuteAlerts } from '../api/alerts-api.ts';

const STATE_LABELS: Record<AlertState, string> = {
  OPEN: 'Open',
  ACKNOWLEDGED: 'Acknowledged',
  MUTED: 'Muted',
  ALL: 'All',
};

const DEFAULT_STATE: AlertState = 'OPEN';

/**
 * Regression alerts of what the user follows: filters, each alert with its evidence, acknowledge
 * and mute; beside them what is followed and the client's score-drop step. Opening the screen
 * marks the alerts seen, which clears the menu's unread count. The filters and page live in the
 * query string (`state`, `kind`, `property`, `site`, `page`).
 */
export function AlertsPage() {
  const list = useListParams();
  const state = list.oneOf('state', ALERT_STATES) ?? DEFAULT_STATE;
  const kind = list.oneOf('kind', ALERT_KINDS);
  const propertyId = list.id('property');
  const siteId = list.id('site');
  const page = list.page;
  const [muting, setMuting] = useState<Alert | null>(null);
  const alerts = useAlerts({ state, kind, propertyId, siteId, page });
  const refresh = useRefreshAlerts();
  const acknowledge = useAcknowledgeAlert();
  const mute = useMuteAlert();
  const unmute = useUnmuteAlerts();
  const busy = acknowledge.isPending || mute.isPending || unmute.isPending;

  const markSeen = useMarkAlertsSeen();
  useEffect(() => {
    markSeen().catch(() => {});
  }, [markSeen]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      useLogStore.getState().showMessage({ id: 'alert-action', text: done, tone: 'success' });
    } catch (error) {
      useLogStore.getState().showMessage({
        id: 'alert-action',
        text: error instanceof ApiError ? error.message : 'That did not work. Try again.',
        tone: 'error',
      });
    }
    await refresh();
  };
  const data = alerts.data;
  const pages = data ? Math.ceil(data.total / ALERTS_PAGE_SIZE) : 0;

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
          <div className={styles.filters}>
            <SegmentedControl
              label="Alert state"
              options={ALERT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
              value={state}
              onChange={(value) => list.set({ state: value === DEFAULT_STATE ? null : value })}
            />
            <div className={styles.selects}>
              <SelectField
                label="Type"
                value={kind ?? ''}
                onChange={(event) => list.set({ kind: event.target.value })}
              >
                <option value="">All types</option>
                {ALERT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {ALERT_KIND_LABELS[value]}
                  </option>
                ))}
              </SelectField>
              <OptionSelect
                label="Property"
                value={propertyId}
                options={data?.properties}
                placeholder="All properties"
                onChange={(value) => list.set({ property: value })}
              />
              <OptionSelect
                label="Channel"
                value={siteId}
                options={data?.sites}
                placeholder="All channels"
                onChange={(value) => list.set({ site: value })}
              />
            </div>
          </div>
          {alerts.isPending ? (
            <Skeleton height={220} />
          ) : !data || data.items.length === 0 ? (
            <EmptyState title="No alerts here" icon={<BellRing size={28} aria-hidden />}>
              {state === 'OPEN'
                ? 'Nothing you follow has regressed. New alerts appear here as audits land.'
                : 'Try another state or filter.'}
            </EmptyState>
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {data.total === 1 ? '1 alert' : `${data.total} alerts`}
              </p>
              <div className={styles.list}>
                {data.items.map((alert) => (
                  <AlertCard
                    key={alert.id}
                    alert={alert}
                    actions={{
                      busy,
                      onAcknowledge: (a) =>
                        void run(
                          () => acknowledge.mutateAsync({ params: { alertId: a.id } }),
                          'Alert acknowledged.',
                        ),
                      onMute: setMuting,
                      onUnmute: (a) =>
                        void run(
                          () => unmute.mutateAsync({ params: { muteId: a.mute!.id } }),
                          'Unmuted: new regressions raise alerts again.',
                        ),
                    }}
                  />
                ))}
              </div>
              {pages > 1 && (
                <nav className={styles.pager} aria-label="Pages of alerts">
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={page <= 1}
                    onClick={() => list.setPage(page - 1)}
                  >
                    Previous
                  </Button>
                  <span className="tabular">
                    Page {page} of {pages}
                  </span>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={page >= pages}
                    onClick={() => list.setPage(page + 1)}
                  >
                    Next
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
        <aside className={styles.aside}>
          <FollowPanel />
          <AlertSettingsForm />
        </aside>
      </div>
      <MuteDialog
        alert={muting}
        busy={busy}
        onClose={() => setMuting(null)}
        onMute={(days) => {
          const alert = muting!;
          setMuting(null);
          void run(
            () => mute.mutateAsync({ params: { alertId: alert.id }, body: { days } }),
            'Muted.',
          );
        }}
      />
    </div>
  );
}
