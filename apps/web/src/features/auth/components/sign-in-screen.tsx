import { isSsoFailure, SSO_FAILURES } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { loginRequestSchema } from '@lens/contracts';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { takeRememberedTarget } from '../../../app/guards.ts';
import { credentialsQuery } from '../../../api/session.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { describeAuthError, namesField } from '../api/auth-errors.ts';
import { MAX_PASSWORD_LENGTH } from '../validation.ts';
import { AuthEmailField, AuthForm, SubmitButton } from './auth-form.tsx';
import { AuthScreen, ButtonLink } from './auth-screen.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import styles from './auth-form.module.css';
import { useLogin } from '../api/auth-api.ts';

/** What the other sign-in screens hand to the form through the navigation state. */
export interface SignInState {
  notice?: 'password-set';
  email?: string;
}

/** /login: email and password; on success, back to the page the visitor wanted. */
export function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signIn = useLogin();
  const handedOver = (location.state ?? {}) as SignInState;
  // A single sign-on that failed comes back here with the reason (?sso_error=state).
  const ssoError = useSearchParams()[0].get('sso_error');
  const { attachForm, errors, set, showServerError, validate, values } = useSchemaForm(
    loginRequestSchema,
    { email: handedOver.email ?? '', password: '' },
  );
  const { email, password } = values;
  // Still busy after success, while the target page's guard and data load.
  const busy = signIn.isPending || signIn.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = validate();
    if (!body) return;
    signIn.mutate(
      { body, handlesUnauthorized: true },
      {
        onError: (error) => {
          if (namesField(error)) showServerError(error);
        },
        onSuccess: async () => {
          // The guards cached "signed out" while this form was shown.
          await queryClient.invalidateQueries({ queryKey: credentialsQuery.queryKey });
          await navigate(takeRememberedTarget(), { replace: true });
        },
      },
    );
  }

  const failure =
    signIn.isError && !namesField(signIn.error) ? describeAuthError(signIn.error) : null;

  return (
    <AuthScreen
      title="Sign in"
      lead="Welcome back. See how your hotels, restaurants and spas are listed on every channel."
    >
      {handedOver.notice === 'password-set' && signIn.isIdle && (
        <FormAlert tone="success">Your password has been set. Sign in with it.</FormAlert>
      )}
      {isSsoFailure(ssoError) && signIn.isIdle && (
        <FormAlert tone="error" title="Single sign-on did not work">
          {SSO_FAILURES[ssoError]}
        </FormAlert>
      )}
      <AuthForm
        label="Sign in"
        formRef={attachForm}
        onSubmit={submit}
        failure={failure}
        attempt={signIn.submittedAt}
      >
        <AuthEmailField
          value={email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          error={errors.password}
          onChange={(event) => set('password', event.target.value)}
          labelAction={
            <Link
              to="/login/restore"
              state={{ email: email.trim() || undefined }}
              className={styles.forgot}
            >
              Forgot your password?
            </Link>
          }
        />
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </AuthForm>
      <p className={styles.divider}>or</p>
      <ButtonLink
        to="/login/sso"
        state={{ email: email.trim() || undefined } satisfies SignInState}
        variant="secondary"
      >
        <KeyRound size={18} aria-hidden />
        Sign in with single sign-on
      </ButtonLink>
      <p className={styles.aside}>New to ListingLens? Ask your administrator for an invitation.</p>
    </AuthScreen>
  );
}
