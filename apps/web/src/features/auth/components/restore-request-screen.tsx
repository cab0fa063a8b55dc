import { ArrowLeft, MailCheck } from 'lucide-react';
import { restoreRequestSchema } from '@lens/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { describeAuthError, namesField } from '../api/auth-errors.ts';
import { AuthEmailField, AuthForm, SubmitButton } from './auth-form.tsx';
import { AuthScreen, ButtonLink } from './auth-screen.tsx';
import type { SignInState } from './sign-in-screen.tsx';
import styles from './auth-form.module.css';
import { useRequestPasswordRestore } from '../api/auth-api.ts';

/**
 * /login/restore: asks for a restore link. The server answers alike for known and unknown
 * addresses, so the confirmation cannot say more than "if an account exists".
 */
export function RestoreRequestScreen() {
  const location = useLocation();
  const restore = useRequestPasswordRestore();
  const { attachForm, errors, set, showServerError, validate, values } = useSchemaForm(
    restoreRequestSchema,
    {
      email: (location.state as SignInState | null)?.email ?? '',
    },
  );
  const { email } = values;
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (restore.isPending) return;
    const body = validate();
    if (!body) return;
    restore.mutate(
      { body },
      {
        onSuccess: () => setSentTo(body.email),
        onError: (error) => {
          if (namesField(error)) showServerError(error);
        },
      },
    );
  }

  if (sentTo) {
    return (
      <AuthScreen
        title="Check your email"
        icon={<MailCheck size={26} />}
        tone="success"
        lead={
          <>
            If an account exists for <strong>{sentTo}</strong>, we have emailed a link to choose a
            new password.
          </>
        }
      >
        <p className={styles.note}>
          The link works once. If nothing arrives within a few minutes, check your spam folder.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/login" state={{ email: sentTo } satisfies SignInState}>
            Back to sign in
          </ButtonLink>
          <p className={styles.aside}>
            Wrong address?
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setSentTo(null);
                restore.reset();
              }}
            >
              Use another email
            </button>
          </p>
        </div>
      </AuthScreen>
    );
  }

  const failure =
    restore.isError && !namesField(restore.error) ? describeAuthError(restore.error) : null;
  return (
    <AuthScreen
      title="Restore your password"
      lead="Enter the email address you sign in with, and we will email you a link to choose a new password."
    >
      <AuthForm
        label="Restore your password"
        formRef={attachForm}
        onSubmit={submit}
        failure={failure}
        attempt={restore.submittedAt}
      >
        <AuthEmailField
          value={email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <SubmitButton busy={restore.isPending} busyLabel="Sending…">
          Email me a link
        </SubmitButton>
      </AuthForm>
      <p className={styles.aside}>
        <Link to="/login" state={{ email: email.trim() || undefined }} className={styles.back}>
          <ArrowLeft size={16} aria-hidden />
          Back to sign in
        </Link>
      </p>
    </AuthScreen>
  );
}
