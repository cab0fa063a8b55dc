import { type GeographyItem } from '@lens/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { readableError } from '../../../../lib/readable-error.ts';

import { ConfirmDialog, FormError } from '../form-parts.tsx';
import { useToasts } from '../toasts.tsx';
import { GEOGRAPHY_LABEL } from './geography-labels.ts';
import styles from './geography.module.css';
import { useDeleteGeography, useRefreshAfterGeographyDelete } from '../../api/geography-api.ts';

/**
 * Deletes an entry after a confirmation. The server refuses an entry that still holds entries or
 * properties and names them; that answer stays in the dialog, so the admin sees what to move.
 */
export function GeographyDelete({ item, onDeleted }: { item: GeographyItem; onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteGeography();
  const refreshAfterDelete = useRefreshAfterGeographyDelete();
  const show = useToasts((state) => state.show);
  const label = GEOGRAPHY_LABEL[item.type].one;

  const confirm = () =>
    remove.mutate(
      { params: { type: item.type, id: item.id } },
      {
        onSuccess: () => {
          setConfirming(false);
          onDeleted();
          refreshAfterDelete(item);
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
