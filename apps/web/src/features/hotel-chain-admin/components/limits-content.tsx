import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { readableError } from '../api/readable-error.ts';
import { LimitsForm } from './limits-form.tsx';
import { LimitsList } from './limits-list.tsx';
import { count, type AuditLimitsPageState } from './use-audit-limits-page.ts';
import styles from './limits-form.module.css';

/** The channel type's limits, as a form for an administrator and as values for anyone else. */
export function LimitsContent({ page }: { page: AuditLimitsPageState }) {
  const { limits, view, custom, readOnly, channelTypeId } = page;
  if (limits.isError)
    return (
      <Card>
        <EmptyState title="The limits could not be loaded">
          {readableError(limits.error, 'Please try again in a moment.')}
        </EmptyState>
      </Card>
    );
  if (!view)
    return (
      <div className={styles.groups} aria-busy="true" aria-label="Loading the limits">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={180} />
        ))}
      </div>
    );
  return (
    <>
      <p className="muted" data-testid="limits-summary">
        {custom
          ? `${view.name} has values of its own${view.updatedBy ? `, last changed by ${view.updatedBy}` : ''}.`
          : `${view.name} uses the inherited limits.`}{' '}
        A change re-audits {count(view.affectedAudits)} audits.
      </p>
      {readOnly ? (
        <LimitsList view={view} />
      ) : (
        <LimitsForm
          key={`${channelTypeId}-${view.updatedAt ?? 'inherited'}-${view.reAudit?.id ?? 0}`}
          view={view}
          serverErrors={page.serverErrors}
          saving={page.busy}
          onSave={(next) => page.setConfirming({ kind: 'save', limits: next })}
        />
      )}
    </>
  );
}
