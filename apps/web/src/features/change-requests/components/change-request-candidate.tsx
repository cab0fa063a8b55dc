import type { ChangeRequestCandidate } from '@lens/contracts';
import { StatusPill } from '../../../components/status-pill.tsx';
import styles from './change-requests.module.css';

/** One result that can go into the request: what the channel shows and the corrected value. */
export function Candidate({
  item,
  checked,
  onToggle,
}: {
  item: ChangeRequestCandidate;
  checked: boolean;
  onToggle(): void;
}) {
  const id = `candidate-${item.characteristic}`;
  return (
    <li className={styles.candidate} data-checked={checked}>
      <input id={id} type="checkbox" checked={checked} onChange={onToggle} />
      <label htmlFor={id} className={styles.candidateHead}>
        {item.label}
        <StatusPill status={item.status} />
        {item.flagged && <span className={styles.flag}>Flagged</span>}
      </label>
      <dl className={styles.values}>
        <dt>Shown</dt>
        <dd>{item.channelValue ?? 'Nothing'}</dd>
        {item.corrected.map((value) => (
          <div key={value.language} className={styles.valueRow}>
            <dt>{value.language ? `Corrected (${value.language})` : 'Corrected'}</dt>
            <dd>{value.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
