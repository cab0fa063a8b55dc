import { repointBodySchema } from '@lens/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRepointListing } from '../api/identity-api.ts';
import styles from './identity.module.css';

/**
 * Points the property's listing on the channel at another URL. The URL is checked with the
 * contract's own rule before sending, and the server's 400 lands on the same field.
 */
export function RepointForm({
  propertyId,
  siteId,
  currentUrl,
  onDone,
}: {
  propertyId: number;
  siteId: number;
  currentUrl: string | null;
  onDone(): void;
}) {
  const { repoint, isPending } = useRepointListing();
  const { attachForm, errors, formError, set, showServerError, validate, values } = useSchemaForm(
    repointBodySchema,
    { property: propertyId, site: siteId, listingUrl: currentUrl ?? '' },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    try {
      await repoint(body);
      onDone();
    } catch (failure) {
      showServerError(failure);
    }
  };
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        label="Listing URL on this channel"
        name="listingUrl"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={values.listingUrl}
        onChange={(event) => set('listingUrl', event.target.value)}
        // One field: a failure that names none still belongs under it.
        error={errors.listingUrl ?? formError}
        hint="The next capture is fetched from this URL. A latest capture from another URL leaves the scores."
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="small" disabled={isPending}>
          {isPending ? 'Saving…' : 'Re-point listing'}
        </Button>
        <Button variant="ghost" size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
