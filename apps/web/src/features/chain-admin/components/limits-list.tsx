import type { AuditLimitsView } from '@lens/contracts';
import { Card } from '../../../components/card.tsx';
import { LIMIT_GROUPS, valueOf, type LimitField } from '../state/limit-fields.ts';
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
      {LIMIT_GROUPS.map((group) => (
        <Card
          key={group.section}
          title={group.title}
          subtitle={group.description}
          className={group.section === 'weights' ? styles.wide : undefined}
        >
          <dl className={group.section === 'weights' ? styles.weightGrid : styles.fieldGrid}>
            {group.fields.map(valueItem)}
          </dl>
        </Card>
      ))}
    </div>
  );
}
