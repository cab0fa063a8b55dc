import { ADMIN_GEOGRAPHY_CALLS as CALLS, type GeographyItem } from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { readableError } from '../../../../lib/readable-error.ts';
import { apiQueryKey, useApiMutation } from '../../../../lib/use-api.ts';

import { ConfirmDialog, FormError } from '../form-parts.tsx';
import { useToasts } from '../toasts.tsx';
import { GEOGRAPHY_LABEL } from './geography-labels.ts';
import styles from './geography.module.css';
import { useInvalidate } from '../../../../lib/use-api.ts';

/**
 * Deletes an entry after a confirmation. The server refuses an entry that still holds entries or
 * properties and names them; that answer stays in the dialog, so the admin sees what to move.
 */
export function GeographyDelete({ item, onDeleted }: { item: GeographyItem; onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation(CALLS.deleteGeography);
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const show = useToasts((state) => state.show);
  const label = GEOGRAPHY_LABEL[item.type].one;

  const confirm = () =>
    remove.mutate(
      { params: { type: item.type, id: item.id } },
      {
        onSuccess: () => {
          setConfirming(false);
          onDeleted();
          // Gone: asking for the entry again would only answer 404, so its own read is left out
          // of the refresh of the others (a parent's counts change) while its sheet closes.
          const gone = apiQueryKey(CALLS.getGeography, {
            params: { type: item.type, id: item.id },
          });
          void invalidate(CALLS.listGeography);
          void queryClient.invalidateQueries({
            queryKey: ['api', CALLS.getGeography.id],
            predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(gone),
          });
          show('success', `${item.name} was deleted.`);
        },
      },
    );

  return (
    <>
      <Button
        variant="danger"
        className={styles.delete}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <Trash2 size={15} aria-hidden /> Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${item.name}?`}
        confirmLabel={`Delete ${label}`}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The {label} disappears from every list and filter. Only an empty {label} can be deleted:
          move or delete what is inside it first.
        </p>
        <FormError
          message={
            remove.isError
              ? readableError(remove.error, `The ${label} could not be deleted.`)
              : null
          }
        />
      </ConfirmDialog>
    </>
  );
}
