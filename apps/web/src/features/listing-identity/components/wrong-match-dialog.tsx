import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextArea } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { useMarkWrongMatch } from '../api/identity-api.ts';
import styles from './identity.module.css';

/** "This listing is not this property": asks for an optional comment, then marks the audit. */
export function WrongMatchDialog({
  auditId,
  open,
  onOpenChange,
}: {
  auditId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { mark, isPending } = useMarkWrongMatch();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await mark({ auditId, comment: comment.trim() || undefined });
      setComment('');
      onOpenChange(false);
    } catch (failure) {
      setError(readableError(failure, 'The listing could not be marked. Please try again.'));
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="This listing is not this property"
      description="The snapshot leaves the scores and waits in Wrong matches for review. Later captures of the same URL stay out too."
      data-testid="wrong-match-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={isPending}>
            {isPending ? 'Marking…' : 'Mark as wrong match'}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextArea
          label="Comment (optional)"
          value={comment}
          maxLength={1000}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          hint="What the listing is instead, for whoever reviews it"
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
