import { ssoLookupRequestSchema } from '@lens/contracts';
import { ArrowLeft } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { describeAuthError, namesField } from '../api/auth-errors.ts';
import { AuthEmailField, AuthForm, SubmitButton } from './auth-form.tsx';
import { AuthScreen } from './auth-screen.tsx';
import type { SignInState } from './sign-in-screen.tsx';
import styles from './auth-form.module.css';
import { useLookupSso } from '../api/auth-api.ts';

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
      <AuthForm
        label="Single sign-on"
        formRef={attachForm}
        onSubmit={submit}
        failure={failure}
        attempt={lookup.submittedAt}
      >
        <AuthEmailField
          label="Work email"
          value={email}
          error={errors.email}
          onChange={(event) => {
            set('email', event.target.value);
            lookup.reset();
          }}
        />
        <SubmitButton busy={busy} busyLabel="Opening your company sign-in…">
          Continue
        </SubmitButton>
      </AuthForm>
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
