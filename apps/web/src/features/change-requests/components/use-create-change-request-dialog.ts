import type { ChangeRequest } from '@lens/contracts';
import { useState } from 'react';
import { readableError } from '../../../lib/readable-error.ts';
import {
  useCandidates,
  useCreateChangeRequest,
  useRefreshChangeRequests,
} from '../api/change-requests-api.ts';

/**
 * The create dialog's state: the audit's candidates (asked once it opens), the results ticked
 * (the flagged ones until the user changes them), and the request once made.
 */
export function useCreateChangeRequestDialog(auditId: number) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [made, setMade] = useState<ChangeRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = useCandidates(auditId, open);
  const create = useCreateChangeRequest();
  const refresh = useRefreshChangeRequests();
  const items = candidates.data?.items ?? [];
  const ticked =
    chosen ?? new Set(items.filter((item) => item.flagged).map((item) => item.characteristic));
  const toggle = (characteristic: string) => {
    const next = new Set(ticked);
    if (next.has(characteristic)) next.delete(characteristic);
    else next.add(characteristic);
    setChosen(next);
  };
  const close = () => {
    setOpen(false);
    setChosen(null);
    setMade(null);
    setError(null);
  };
  const submit = async () => {
    setError(null);
    try {
      const request = await create.mutateAsync({
        body: {
          auditId,
          characteristics: items
            .map((item) => item.characteristic)
            .filter((characteristic) => ticked.has(characteristic)),
        },
      });
      setMade(request);
      await refresh();
    } catch (failure) {
      setError(readableError(failure, 'The request could not be made. Try again.'));
    }
  };
  return {
    open,
    setOpen,
    close,
    candidates,
    data: candidates.data,
    items,
    ticked,
    toggle,
    submit,
    creating: create.isPending,
    made,
    error,
  };
}

export type CreateChangeRequestState = ReturnType<typeof useCreateChangeRequestDialog>;
