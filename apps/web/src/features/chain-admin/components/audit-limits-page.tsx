import { type AuditLimits, type AuditLimitsView } from '@lens/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  isRunning,
  useAuditLimits,
  useChannelTypes,
  useResetAuditLimits,
  useSaveAuditLimits,
  useStoreAuditLimits,
} from '../api/chain-admin-api.ts';
import { readableError } from '../api/readable-error.ts';
import { useRemainderState } from '../state/use-remainder-state.ts';
import { PageHeader } from './chain-admin-shell.tsx';
import { ChannelTypeTabs } from './channel-type-tabs.tsx';
import { LimitsForm, type FieldErrors } from './limits-form.tsx';
import { LimitsList } from './limits-list.tsx';
import { Notice, type NoticeMessage } from './notice.tsx';
import { ReAuditProgress } from './re-audit-progress.tsx';
import styles from './limits-form.module.css';

type Confirming = { kind: 'save'; limits: AuditLimits } | { kind: 'reset' } | null;

const count = (n: number) => n.toLocaleString('en-US');

/** `audit_limits_configuration/*`: one channel type's thresholds, saved with a re-audit. */
export function AuditLimitsPage() {
  const { values } = useRemainderState();
  const channelTypes = useChannelTypes();
  const first = channelTypes.data?.channelTypes[0]?.channelTypeId;
  const channelTypeId = Number(values.type) || first || 0;
  const limits = useAuditLimits(channelTypeId || null);
  const view = limits.data;
  const storeAuditLimits = useStoreAuditLimits();
  const save = useSaveAuditLimits();
  const reset = useResetAuditLimits();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const saved = (answer: AuditLimitsView, what: string) => {
    storeAuditLimits(channelTypeId, answer);
    setServerErrors({});
    setNotice({
      tone: 'success',
      text: isRunning(answer.reAudit)
        ? `${what} The ${count(answer.reAudit!.total)} ${answer.name} audits are being re-audited.`
        : `${what} Nothing to re-audit: the limits in use did not change.`,
    });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.field?.startsWith('limits.')) {
      const key = error.field.slice('limits.'.length);
      setServerErrors({ [key]: readableError(error, 'Check this value.') });
    }
    setNotice({ tone: 'error', text: readableError(error, 'The limits could not be saved.') });
  };

  const confirm = async () => {
    const action = confirming;
    setConfirming(null);
    if (!action) return;
    try {
      if (action.kind === 'save') {
        const answer = await save.mutateAsync({
          params: { channelTypeId },
          body: { limits: action.limits },
        });
        saved(answer, 'Limits saved.');
      } else {
        const answer = await reset.mutateAsync({ params: { channelTypeId } });
        saved(answer, 'Limits reset to the inherited values.');
      }
    } catch (error) {
      failed(error);
    }
  };

  const custom = view ? Object.keys(view.custom).length > 0 : false;
  const readOnly = view?.editable === false;
  return (
    <>
      <PageHeader
        title="Audit limits"
        description={
          readOnly
            ? 'The thresholds the audit engine decides statuses with, per channel type. Only administrators change them: a change re-audits the channel type and re-scores every user’s results.'
            : 'The thresholds the audit engine decides statuses with, per channel type. Saving re-audits the channel type’s stored snapshots in the background and recomputes the scores.'
        }
        actions={
          !readOnly && (
            <Button
              variant="secondary"
              disabled={!custom || save.isPending || reset.isPending}
              onClick={() => setConfirming({ kind: 'reset' })}
            >
              <RotateCcw size={16} aria-hidden /> Reset to inherited
            </Button>
          )
        }
      />
      <ChannelTypeTabs
        label="Channel type"
        channelTypes={channelTypes.data?.channelTypes}
        current={channelTypeId}
        hrefFor={(id) => `/hilton_admin/audit_limits_configuration/&type=${id}`}
      />
      <Notice message={notice} onDismiss={() => setNotice(null)} />
      {view?.reAudit && <ReAuditProgress key={view.reAudit.id} run={view.reAudit} />}
      {limits.isError ? (
        <Card>
          <EmptyState title="The limits could not be loaded">
            {readableError(limits.error, 'Please try again in a moment.')}
          </EmptyState>
        </Card>
      ) : !view ? (
        <div className={styles.groups} aria-busy="true" aria-label="Loading the limits">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={180} />
          ))}
        </div>
      ) : (
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
              serverErrors={serverErrors}
              saving={save.isPending || reset.isPending}
              onSave={(next) => setConfirming({ kind: 'save', limits: next })}
            />
          )}
        </>
      )}
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.kind === 'reset'
            ? `Reset the ${view?.name ?? ''} limits?`
            : `Save and re-audit ${count(view?.affectedAudits ?? 0)} audits?`
        }
        description={
          confirming?.kind === 'reset'
            ? 'The channel type takes the inherited limits again, and its audits are re-audited with them.'
            : `The ${view?.name ?? ''} audits are re-audited with the new limits in the background, batch by batch; the dashboard follows each batch. Results a person reviewed keep their decision.`
        }
        data-testid="limits-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} autoFocus>
              {confirming?.kind === 'reset' ? 'Reset and re-audit' : 'Save and re-audit'}
            </Button>
          </>
        }
      />
    </>
  );
}
