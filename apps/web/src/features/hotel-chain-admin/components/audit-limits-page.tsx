import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { PageHeader } from './hotel-chain-admin-shell.tsx';
import { ChannelTypeTabs } from './channel-type-tabs.tsx';
import { LimitsConfirmDialog } from './limits-confirm-dialog.tsx';
import { LimitsContent } from './limits-content.tsx';
import { Notice } from './notice.tsx';
import { ReAuditProgress } from './re-audit-progress.tsx';
import { useAuditLimitsPage } from './use-audit-limits-page.ts';

/** `audit_limits_configuration/*`: one channel type's thresholds, saved with a re-audit. */
export function AuditLimitsPage() {
  const state = useAuditLimitsPage();
  const { view, readOnly } = state;
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
              disabled={!state.custom || state.busy}
              onClick={() => state.setConfirming({ kind: 'reset' })}
            >
              <RotateCcw size={16} aria-hidden /> Reset to inherited
            </Button>
          )
        }
      />
      <ChannelTypeTabs
        label="Channel type"
        channelTypes={state.channelTypes.data?.channelTypes}
        current={state.channelTypeId}
        hrefFor={(id) => `/hilton_admin/audit_limits_configuration/&type=${id}`}
      />
      <Notice message={state.notice} onDismiss={() => state.setNotice(null)} />
      {view?.reAudit && <ReAuditProgress key={view.reAudit.id} run={view.reAudit} />}
      <LimitsContent page={state} />
      <LimitsConfirmDialog page={state} />
    </>
  );
}
