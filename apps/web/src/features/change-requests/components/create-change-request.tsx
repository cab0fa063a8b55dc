import { type ChangeRequest, type ChangeRequestCandidate } from '@lens/contracts';
import { FilePenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { Modal } from '../../../components/modal.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import {
  downloadChangeRequestCsv,
  useCandidates,
  useRefreshChangeRequests,
} from '../api/change-requests-api.ts';
import styles from './change-requests.module.css';
import { useCreateChangeRequest } from '../api/change-requests-api.ts';

function Candidate({
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

/**
 * "Create change request" on a channel audit: the audit's flagged results come ticked, the other
 * results that are not accurate can be ticked too; the request holds the reference values valid
 * today. Once made, its CSV and printable page are one click away.
 */
export function CreateChangeRequest({ auditId }: { auditId: number }) {
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
  const data = candidates.data;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="create-change-request">
        <FilePenLine size={16} aria-hidden /> Create change request
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !next && close()}
        wide
        title={made ? `Change request ${made.reference} made` : 'Create change request'}
        description={
          made
            ? `${made.lines.length} ${made.lines.length === 1 ? 'line' : 'lines'} for ${made.site.name}, in the ${made.layoutName} layout.`
            : data
              ? `Ask ${data.site.name} to correct ${data.property.name}. Flagged items come ticked; tick any other result to include it.`
              : undefined
        }
        data-testid="create-change-request-dialog"
        footer={
          made ? (
            <>
              <Link to={`/change_requests/${made.id}/print`} target="_blank">
                Printable page
              </Link>
              <Button onClick={() => void downloadChangeRequestCsv(made)}>Download CSV</Button>
              <Button variant="primary" onClick={close}>
                Done
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="primary"
                disabled={ticked.size === 0 || create.isPending || !data}
                onClick={() => void submit()}
              >
                Create request ({ticked.size})
              </Button>
            </>
          )
        }
      >
        {made ? (
          <p>
            It is <strong>open</strong>: send it to the channel, then mark it sent in{' '}
            <Link to="/change_requests">Change requests</Link>. A later audit that shows the fix
            confirms it.
          </p>
        ) : candidates.isPending ? (
          <Skeleton height={200} />
        ) : candidates.isError ? (
          <EmptyState title="The audit's results could not be loaded">
            {readableError(candidates.error, 'Please try again in a moment.')}
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState title="Nothing to correct">
            This audit has no flagged item and no inaccurate result with a reference value.
          </EmptyState>
        ) : (
          <>
            {data && data.openRequestIds.length > 0 && (
              <p className={styles.muted}>
                This listing already has {data.openRequestIds.length} request
                {data.openRequestIds.length === 1 ? '' : 's'} not confirmed yet.
              </p>
            )}
            <ul className={styles.candidates} aria-label="Results to include">
              {items.map((item) => (
                <Candidate
                  key={item.characteristic}
                  item={item}
                  checked={ticked.has(item.characteristic)}
                  onToggle={() => toggle(item.characteristic)}
                />
              ))}
            </ul>
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
