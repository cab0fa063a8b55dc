import type { Alert } from '@lens/contracts';
import { encodeFilterPath, roundAccuracy, scoreChange, formatDay } from '@lens/domain';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPill } from '../../../components/status-pill.tsx';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { formatMonth } from './alert-format.ts';
import styles from './alerts.module.css';

const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

/** What an alert was raised on: both audits of a broken characteristic, or both monthly scores. */
export function AlertEvidence({ alert }: { alert: Alert }) {
  const { hotelChainMode } = useCurrentView();
  const { evidence } = alert;
  if (evidence.kind === 'SCORE_DROP') {
    const drop = -(scoreChange(evidence.currentScore, evidence.previousScore) ?? 0);
    return (
      <div className={styles.evidence}>
        <p className={styles.scores}>
          <span>
            <span className={styles.evidenceLabel}>{formatMonth(evidence.previousMonth)}</span>
            <strong className="tabular">{roundAccuracy(evidence.previousScore)}</strong>
          </span>
          <ArrowRight size={16} aria-label="fell to" />
          <span>
            <span className={styles.evidenceLabel}>{formatMonth(evidence.currentMonth)}</span>
            <strong className="tabular">{roundAccuracy(evidence.currentScore)}</strong>
          </span>
          <span className={styles.drop}>−{drop} points</span>
        </p>
        <p className={styles.note}>Raised at a step of {evidence.step} points.</p>
        <Link
          className={styles.evidenceLink}
          to={encodeFilterPath({ property: [alert.propertyId] })}
        >
          Open the property <ExternalLink size={14} aria-hidden />
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.evidence}>
      <dl className={styles.values}>
        <dt>Reference</dt>
        <dd>{shown(evidence.sourceValue)}</dd>
        <dt>{formatDay(evidence.previous.auditDate)}</dt>
        <dd>
          <StatusPill status={evidence.previous.status} hotelChainMode={hotelChainMode} />{' '}
          {shown(evidence.previous.channelValue)}
        </dd>
        <dt>{formatDay(evidence.current.auditDate)}</dt>
        <dd>
          <StatusPill status={evidence.current.status} hotelChainMode={hotelChainMode} />{' '}
          {shown(evidence.current.channelValue)}
        </dd>
      </dl>
      {alert.siteId !== null && (
        <Link
          className={styles.evidenceLink}
          to={encodeFilterPath({ property: [alert.propertyId], site: [alert.siteId] })}
        >
          Open the channel audit <ExternalLink size={14} aria-hidden />
        </Link>
      )}
    </div>
  );
}
