import type { AuditLimits, AuditLimitsView } from '@lens/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import {
  isRunning,
  useAuditLimits,
  useChannelTypes,
  useResetAuditLimits,
  useSaveAuditLimits,
  useStoreAuditLimits,
} from '../api/hotel-chain-admin-api.ts';
import { readableError } from '../api/readable-error.ts';
import { useRemainderState } from '../state/use-remainder-state.ts';
import type { FieldErrors } from './limits-form.tsx';
import type { NoticeMessage } from './notice.tsx';

export type Confirming = { kind: 'save'; limits: AuditLimits } | { kind: 'reset' } | null;

export const count = (n: number) => n.toLocaleString('en-US');

/**
 * The limits screen's channel type (from the path remainder), its limits, and the save or reset
 * awaiting confirmation with what the server said of it.
 */
export function useAuditLimitsPage() {
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

  return {
    channelTypes,
    channelTypeId,
    limits,
    view,
    custom: view ? Object.keys(view.custom).length > 0 : false,
    readOnly: view?.editable === false,
    busy: save.isPending || reset.isPending,
    confirming,
    setConfirming,
    confirm,
    serverErrors,
    notice,
    setNotice,
  };
}

export type AuditLimitsPageState = ReturnType<typeof useAuditLimitsPage>;
