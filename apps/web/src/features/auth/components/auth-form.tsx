import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import type { AuthProblem } from '../api/auth-errors.ts';
import { MAX_EMAIL_LENGTH } from '../validation.ts';
import { FormAlert } from './form-alert.tsx';
import styles from './auth-form.module.css';

/**
 * A sign-in card's form, with what went wrong at the last attempt above it; the fields' own
 * errors go under them, and the browser's checks give way to the schema's.
 */
export function AuthForm({
  label,
  formRef,
  onSubmit,
  failure,
  attempt,
  children,
}: {
  label: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit(event: FormEvent): void;
  failure: AuthProblem | null;
  /** When the failed attempt was made. */
  attempt: number;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        // Keyed by attempt, so the same message after another try is announced again.
        <FormAlert key={attempt} tone="error" title={failure.title}>
          {failure.message}
        </FormAlert>
      )}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </>
  );
}

/** The address a sign-in card asks first, focused as the card opens. */
export function AuthEmailField(field: ComponentProps<typeof EmailField>) {
  return <EmailField autoFocus maxLength={MAX_EMAIL_LENGTH} className={styles.input} {...field} />;
}

/** The card's one action; while it runs it says so and stays put rather than greying out. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      block
      className={styles.submit}
      aria-disabled={busy || undefined}
    >
      {busy && <LoaderCircle size={18} className={styles.pending} aria-hidden />}
      {busy ? busyLabel : children}
    </Button>
  );
}
