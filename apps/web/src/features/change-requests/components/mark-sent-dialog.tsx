import { type ChangeRequestSummary } from '@lens/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { currentDate } from '../../../lib/current-date.ts';
import { showOutcome, useRefreshChangeRequests } from '../api/change-requests-api.ts';
import { useMarkChangeRequestSent } from '../api/change-requests-api.ts';

/** Records the day a request went to its channel: time-to-fix counts from that day. */
export function MarkSentDialog({
  request,
  onClose,
}: {
  request: ChangeRequestSummary | null;
  onClose(): void;
}) {
  const today = currentDate();
  const [sentOn, setSentOn] = useState(today);
  const [error, setError] = useState<string | undefined>();
  const mark = useMarkChangeRequestSent();
  const refresh = useRefreshChangeRequests();
  const close = () => {
    setError(undefined);
    setSentOn(today);
    onClose();
  };
  const submit = async () => {
    if (!request) return;
    try {
      await mark.mutateAsync({ params: { requestId: request.id }, body: { sentOn } });
      showOutcome(`${request.reference} is marked sent.`, 'success');
      await refresh();
      close();
    } catch (failure) {
      setError(readableError(failure, 'That did not work. Try again.'));
    }
  };
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={`Mark ${request?.reference ?? ''} sent`}
      description={
        request
          ? `The day the request for ${request.property.name} went to ${request.site.name}. Time-to-fix counts from it.`
          : undefined
      }
      data-testid="mark-sent-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant="primary" disabled={mark.isPending} onClick={() => void submit()}>
            Mark sent
          </Button>
        </>
      }
    >
      <TextField
        label="Sent on"
        type="date"
        value={sentOn}
        max={today}
        min={request?.createdAt.slice(0, 10)}
        error={error}
        onChange={(event) => setSentOn(event.target.value)}
      />
    </Modal>
  );
}
