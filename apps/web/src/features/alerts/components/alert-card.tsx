import type { Alert } from '@lens/contracts';
import { ALERT_KIND_LABELS, alertHeadline, formatDay } from '@lens/domain';
import { BellOff, Check, TrendingDown, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { AlertEvidence } from './alert-evidence.tsx';

import styles from './alerts.module.css';

export interface AlertActions {
  onAcknowledge(alert: Alert): void;
  onMute(alert: Alert): void;
  onUnmute(alert: Alert): void;
  busy: boolean;
}

function state(alert: Alert): string {
  if (alert.acknowledged)
    return `Acknowledged by ${alert.acknowledged.by} on ${formatDay(alert.acknowledged.at)}`;
  if (alert.mute)
    return alert.mute.until ? `Muted until ${formatDay(alert.mute.until)}` : 'Muted until unmuted';
  return 'Open';
}

/** One alert: what regressed where, its evidence, and what can be done about it. */
export function AlertCard({ alert, actions }: { alert: Alert; actions: AlertActions }) {
  const Icon = alert.kind === 'SCORE_DROP' ? TrendingDown : TriangleAlert;
  const headingId = `alert-${alert.id}`;
  return (
    <article
      className={styles.alert}
      aria-labelledby={headingId}
      data-kind={alert.kind}
      data-state={alert.acknowledged ? 'acknowledged' : alert.mute ? 'muted' : 'open'}
      data-testid="alert"
    >
      <span className={styles.kindIcon} aria-hidden>
        <Icon size={18} />
      </span>
      <div className={styles.alertBody}>
        <p className={styles.alertMeta}>
          <span className={styles.kind}>{ALERT_KIND_LABELS[alert.kind]}</span>
          {alert.siteName && <span>{alert.siteName}</span>}
          <span>Raised {formatDay(alert.createdAt)}</span>
        </p>
        <h2 id={headingId} className={styles.alertTitle}>
          {alertHeadline(alert)}
        </h2>
        <AlertEvidence alert={alert} />
        <div className={styles.alertFoot}>
          <span className={styles.state}>{state(alert)}</span>
          {!alert.acknowledged && (
            <div className={styles.alertActions}>
              {alert.mute ? (
                <Button
                  size="small"
                  disabled={actions.busy}
                  onClick={() => actions.onUnmute(alert)}
                >
                  Unmute
                </Button>
              ) : (
                <Button size="small" disabled={actions.busy} onClick={() => actions.onMute(alert)}>
                  <BellOff size={15} aria-hidden /> Mute
                </Button>
              )}
              <Button
                size="small"
                variant="primary"
                disabled={actions.busy}
                onClick={() => actions.onAcknowledge(alert)}
              >
                <Check size={15} aria-hidden /> Acknowledge
              </Button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
