import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { count, type AuditLimitsPageState } from './use-audit-limits-page.ts';

/** Asks before a save or reset, since either re-audits every audit of the channel type. */
export function LimitsConfirmDialog({ page }: { page: AuditLimitsPageState }) {
  const { confirming, setConfirming, view } = page;
  return (
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
          <Button variant="primary" onClick={() => void page.confirm()} autoFocus>
            {confirming?.kind === 'reset' ? 'Reset and re-audit' : 'Save and re-audit'}
          </Button>
        </>
      }
    />
  );
}
