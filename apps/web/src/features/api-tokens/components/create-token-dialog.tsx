import {
  API_TOKEN_LIFETIMES_DAYS,
  createApiTokenBodySchema,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@lens/contracts';
import { CircleAlert, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Checkbox, SelectField, TextField } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useSchemaForm, type SchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateApiToken } from '../api/api-tokens-api.ts';
import { SecretReveal } from './secret-reveal.tsx';
import styles from './api-tokens.module.css';

const LIFETIME_LABELS: Record<(typeof API_TOKEN_LIFETIMES_DAYS)[number], string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

const SCOPE_TEXT: Record<ApiTokenScope, { label: string; hint: string }> = {
  read: { label: 'Read', hint: 'Dashboard figures, audit details and report downloads' },
  import: { label: 'Import', hint: 'Upload reference and snapshot files' },
};

const EMPTY = { name: '', scopes: ['read'] as ApiTokenScope[], expiresInDays: 90 as number | null };

/**
 * Names a new token, then shows its secret this once. Closing forgets the secret: the server
 * keeps only its hash, so there is no way to show it again.
 */
export function CreateTokenDialog({
  open,
  canImport,
  onClose,
}: {
  open: boolean;
  canImport: boolean;
  onClose(): void;
}) {
  const form = useSchemaForm(createApiTokenBodySchema, EMPTY);
  const { create, isPending } = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const formId = useId();

  const close = () => {
    setCreated(null);
    form.reset(EMPTY);
    onClose();
  };
  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      setCreated(await create(body));
    } catch (error) {
      form.showServerError(error);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={created ? 'Copy your new token' : 'New API token'}
      description={
        created
          ? 'This is the only time the token is shown. Store it in your password manager or the secret store of your script.'
          : 'The token acts as you, within the views you may see.'
      }
      data-testid="create-token-dialog"
      footer={
        created ? (
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} disabled={isPending}>
              <KeyRound size={16} aria-hidden />
              {isPending ? 'Creating…' : 'Create token'}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <SecretReveal token={created} />
      ) : (
        <TokenForm form={form} id={formId} canImport={canImport} onSubmit={submit} />
      )}
    </Modal>
  );
}

/** The fields of a new token; the dialog's footer submits them. */
function TokenForm({
  form,
  id,
  canImport,
  onSubmit,
}: {
  form: SchemaForm<typeof createApiTokenBodySchema>;
  id: string;
  canImport: boolean;
  onSubmit(): void;
}) {
  const { values, set, errors, formError, attachForm } = form;
  const scopes = values.scopes as ApiTokenScope[];
  const scopesNote = `${id}-scopes`;
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    set('scopes', on ? [...scopes, scope] : scopes.filter((s) => s !== scope));
  return (
    <form
      id={id}
      ref={attachForm}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {formError && (
        <p className={styles.formError} role="alert">
          <CircleAlert size={16} aria-hidden /> {formError}
        </p>
      )}
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        placeholder="e.g. Nightly BI export"
        value={values.name}
        error={errors.name}
        hint="What uses the token, so you know which one to revoke."
        onChange={(event) => set('name', event.target.value)}
      />
      <fieldset
        className={styles.scopes}
        aria-invalid={errors.scopes ? true : undefined}
        aria-describedby={errors.scopes ? scopesNote : undefined}
      >
        <legend>Scopes</legend>
        {(['read', 'import'] as const)
          .filter((scope) => scope === 'read' || canImport)
          .map((scope) => (
            <Checkbox
              key={scope}
              name="scopes"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              label={
                <>
                  <strong>{SCOPE_TEXT[scope].label}</strong>
                  <span className={styles.scopeHint}>{SCOPE_TEXT[scope].hint}</span>
                </>
              }
            />
          ))}
        {errors.scopes && (
          <span id={scopesNote} className={styles.fieldError}>
            {errors.scopes}
          </span>
        )}
      </fieldset>
      <SelectField
        label="Expires"
        name="expiresInDays"
        value={values.expiresInDays ?? 'never'}
        error={errors.expiresInDays}
        onChange={(event) =>
          set('expiresInDays', event.target.value === 'never' ? null : Number(event.target.value))
        }
      >
        {API_TOKEN_LIFETIMES_DAYS.map((days) => (
          <option key={days} value={days}>
            In {LIFETIME_LABELS[days]}
          </option>
        ))}
        <option value="never">Never</option>
      </SelectField>
    </form>
  );
}
