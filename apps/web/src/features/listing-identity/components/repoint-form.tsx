import { repointBodySchema } from '@lens/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readableError } from '../../../lib/readable-error.ts';
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
  const [url, setUrl] = useState(currentUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { property: propertyId, site: siteId, listingUrl: url };
    const checked = repointBodySchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'must be a URL');
      return;
    }
    setError(null);
    try {
      await repoint(body);
      onDone();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.field === 'listingUrl'
          ? readableError(failure, '')
          : readableError(failure, 'The listing could not be re-pointed. Please try again.'),
      );
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Listing URL on this channel"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error && `Listing URL ${error}`}
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
