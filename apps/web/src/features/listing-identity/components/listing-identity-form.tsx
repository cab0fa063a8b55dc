import { repointBodySchema, type ListingIdentity } from '@lens/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRepointListing } from '../api/identity-api.ts';
import styles from './identity.module.css';

/**
 * Sets or corrects the property's listing on the channel: its URL and its id on the channel. Both
 * are checked with the contract's own rules before sending, and the server's 400 lands on the
 * field it names. An emptied field clears the value; one of the two must stay.
 */
export function ListingIdentityForm({
  propertyId,
  siteId,
  listing,
  latestUrl,
  onDone,
}: {
  propertyId: number;
  siteId: number;
  listing: ListingIdentity['listing'];
  latestUrl: string | null;
  onDone(): void;
}) {
  const { repoint, isPending } = useRepointListing();
  const { attachForm, errors, formError, set, showServerError, validate, values } = useSchemaForm(
    repointBodySchema,
    {
      property: propertyId,
      site: siteId,
      listingUrl: listing?.url ?? latestUrl,
      externalId: listing?.externalId ?? '',
    },
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
        value={values.listingUrl ?? ''}
        onChange={(event) =>
          set('listingUrl', event.target.value.trim() === '' ? null : event.target.value)
        }
        // A failure that names no field is about the listing as a whole: it goes under the URL.
        error={errors.listingUrl ?? formError}
        hint="The next capture is fetched from this URL. A latest capture from another URL leaves the scores."
      />
      <TextField
        label="Id on this channel"
        name="externalId"
        placeholder="Place id, hotel id or GDS property code"
        value={values.externalId ?? ''}
        onChange={(event) => set('externalId', event.target.value)}
        error={errors.externalId}
        hint="What API connectors fetch and change requests quote."
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="small" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save listing'}
        </Button>
        <Button variant="ghost" size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
