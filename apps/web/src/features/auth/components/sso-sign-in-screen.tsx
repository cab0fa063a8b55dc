import { ssoLookupRequestSchema } from '@lens/contracts';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { describeAuthError, namesField } from '../api/auth-errors.ts';
import { MAX_EMAIL_LENGTH } from '../validation.ts';
import { AuthScreen } from './auth-screen.tsx';
import { FormAlert } from './form-alert.tsx';
import type { SignInState } from './sign-in-screen.tsx';
import styles from './auth-form.module.css';
import { useLookupSso } from '../api/auth-api.ts';
import { EmailField } from '../../../components/email-field.tsx';

/**
 * /login/sso: a work email finds its company's identity provider; the browser then leaves for the
 * server's /sso/... entry, which sends it on to the provider. The page wanted before signing in
 * stays remembered in this tab and is opened on the way back.
 */
export function SsoSignInScreen() {
  const location = useLocation();
  const lookup = useLookupSso();
  const { attachForm, errors, set, showServerError, validate, values } = useSchemaForm(
    ssoLookupRequestSchema,
    {
      email: (location.state as SignInState | null)?.email ?? '',
    },
  );
  const { email } = values;
  // Still busy after the answer, while the browser leaves for the provider.
  const busy = lookup.isPending || lookup.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = validate();
    if (!body) return;
    lookup.mutate(
      { body, handlesUnauthorized: true },
      {
        onSuccess: ({ path }) => window.location.assign(path),
        onError: (error) => {
          if (namesField(error)) showServerError(error);
        },
      },
    );
  }

  // "Not set up for this address" names the field and goes under it; outages go above the form.
  const failure =
    lookup.error && !namesField(lookup.error) ? describeAuthError(lookup.error) : null;

  return (
    <AuthScreen
      title="Single sign-on"
      lead="Sign in with your company account. Enter your work email and we will take you to your company's sign-in page."
    >
      {failure && (
        <FormAlert key={lookup.submittedAt} tone="error" title={failure.title}>
          {failure.message}
        </FormAlert>
      )}
      <form
        ref={attachForm}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Single sign-on"
      >
        <EmailField
          label="Work email"
          autoFocus
          maxLength={MAX_EMAIL_LENGTH}
          className={styles.input}
          value={email}
          error={errors.email}
          onChange={(event) => {
            set('email', event.target.value);
            lookup.reset();
          }}
        />
        <Button
          type="submit"
          variant="primary"
          block
          className={styles.submit}
          aria-disabled={busy || undefined}
        >
          {busy && <LoaderCircle size={18} className={styles.pending} aria-hidden />}
          {busy ? 'Opening your company sign-in…' : 'Continue'}
        </Button>
      </form>
      <p className={styles.aside}>
        <Link to="/login" state={{ email: email.trim() || undefined } satisfies SignInState}>
          <span className={styles.back}>
            <ArrowLeft size={14} aria-hidden />
            Sign in with a password instead
          </span>
        </Link>
      </p>
    </AuthScreen>
  );
}
