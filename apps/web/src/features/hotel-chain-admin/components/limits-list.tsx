import type { AuditLimitsView } from '@lens/contracts';
import { valueOf, type LimitField } from '../state/limit-fields.ts';
import { LimitGroupCards } from './limit-group-cards.tsx';
import styles from './limits-form.module.css';

/**
 * The thresholds of one channel type for someone who may read but not change them (a chain
 * manager): the same groups as the form, as values, each saying whether it is inherited.
 */
export function LimitsList({ view }: { view: AuditLimitsView }) {
  const valueItem = (f: LimitField) => {
    const value = valueOf(view.limits, f);
    const inherited = valueOf(view.inherited, f);
    const custom = value !== inherited;
    return (
      <div
        key={`${f.section}.${f.key}`}
        className={styles.readOnly}
        data-custom={custom || undefined}
      >
        <dt>{f.unit ? `${f.label} (${f.unit})` : f.label}</dt>
        <dd>
          <strong>{String(value)}</strong>
          <span>{custom ? `Own value · inherited ${inherited}` : 'Inherited'}</span>
        </dd>
      </div>
    );
  };
  return (
    <div className={styles.groups} aria-label={`${view.name} limits`} role="region">
      <LimitGroupCards field={valueItem} list />
    </div>
  );
}
