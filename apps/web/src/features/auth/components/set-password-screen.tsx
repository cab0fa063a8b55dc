import { passwordRequestSchema, type PasswordPurpose } from '@lens/contracts';
import { Check, LoaderCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { describeAuthError, isLinkGone, namesField } from '../api/auth-errors.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../validation.ts';
import { AuthForm, SubmitButton } from './auth-form.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { PasswordField } from './password-field.tsx';
import type { SignInState } from './sign-in-screen.tsx';
import styles from './auth-form.module.css';
import { usePasswordLink, useSetPassword } from '../api/auth-api.ts';

const LINK_EXPIRED_PATH = '/login/restore/expired';

/** The server's password rule, and the same password typed again: a typo here would lock out. */
const newPasswordSchema = z
  .object({
    password: passwordRequestSchema.out.shape.password,
    confirmation: z.string().min(1, 'Enter the new password again.'),
  })
  .refine((typed) => typed.confirmation === typed.password, {
    path: ['confirmation'],
    message: 'The passwords do not match.',
  });

const WORDING: Record<PasswordPurpose, { title: string; lead: string; submit: string }> = {
  restore: {
    title: 'Choose a new password',
    lead: 'Use a password you do not use anywhere else. Setting it signs you out on your other devices.',
    submit: 'Set new password',
  },
  create: {
    title: 'Create your password',
    lead: 'Welcome to ListingLens. Choose a password to finish setting up your account.',
    submit: 'Create password',
  },
};

/**
 * The page an emailed link opens (/login/restore/user/:id/token/:token and its create twin). The
 * link is checked first, so a used or expired one shows the expired page before any password is
 * typed; then a new password, typed twice.
 */
export function SetPasswordScreen({ purpose }: { purpose: PasswordPurpose }) {
  const { id, token } = useParams();
  const userId = Number(id);
  const valid = Number.isSafeInteger(userId) && userId > 0 && !!token;
  const link = usePasswordLink(userId, token ?? '', purpose, valid);
  if (!valid || (link.isError && isLinkGone(link.error))) {
    return <Navigate to={LINK_EXPIRED_PATH} replace />;
  }
  if (link.isPending) {
    return (
      <AuthScreen title={WORDING[purpose].title}>
        <p className={styles.checking} role="status">
          <LoaderCircle size={18} className={styles.pending} aria-hidden />
          <span>Checking your link…</span>
        </p>
      </AuthScreen>
    );
  }
  // Any other failure (the server is down) still shows the form: saving says what went wrong.
  return <PasswordForm purpose={purpose} userId={userId} token={token} />;
}

function PasswordForm({
  purpose,
  userId,
  token,
}: {
  purpose: PasswordPurpose;
  userId: number;
  token: string;
}) {
  const navigate = useNavigate();
  const save = useSetPassword();
  // Checked on submit only: a message appearing on blur would move the button mid-click.
  const { attachForm, errors, set, showServerError, validate, values } = useSchemaForm(
    newPasswordSchema,
    { password: '', confirmation: '' },
  );
  const { password, confirmation } = values;
  const passwordError = errors.password;

  const busy = save.isPending || save.isSuccess;
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const matches = confirmation === password;
  const missing = MIN_PASSWORD_LENGTH - password.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = validate();
    if (!typed) return;
    save.mutate(
      { body: { userId, token, password: typed.password, purpose } },
      {
        onSuccess: () =>
          navigate('/login', {
            replace: true,
            state: { notice: 'password-set' } satisfies SignInState,
          }),
        onError: (error) => {
          if (isLinkGone(error)) void navigate(LINK_EXPIRED_PATH, { replace: true });
          else if (namesField(error)) showServerError(error);
        },
      },
    );
  };

  const failure =
    save.isError && !isLinkGone(save.error) && !namesField(save.error)
      ? describeAuthError(save.error)
      : null;
  const wording = WORDING[purpose];
  return (
    <AuthScreen title={wording.title} lead={wording.lead}>
      <AuthForm
        label={wording.title}
        formRef={attachForm}
        onSubmit={submit}
        failure={failure}
        attempt={save.submittedAt}
      >
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          toggleLabel="Show new password"
          autoFocus
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          error={passwordError}
          onChange={(event) => set('password', event.target.value)}
          // The error says the same as the hint, in red: one of them is enough.
          hint={
            passwordError ? undefined : (
              <span className={styles.rule} data-met={!tooShort}>
                {!tooShort && <Check size={14} aria-hidden />}
                At least {MIN_PASSWORD_LENGTH} characters
                {tooShort && password.length > 0 && ` (${missing} more)`}
              </span>
            )
          }
        />
        <PasswordField
          label="Confirm new password"
          name="confirmation"
          autoComplete="new-password"
          toggleLabel="Show password confirmation"
          maxLength={MAX_PASSWORD_LENGTH}
          value={confirmation}
          error={errors.confirmation}
          onChange={(event) => set('confirmation', event.target.value)}
          hint={
            !tooShort && confirmation && matches ? (
              <span className={styles.rule} data-met>
                <Check size={14} aria-hidden />
                The passwords match
              </span>
            ) : undefined
          }
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          {wording.submit}
        </SubmitButton>
      </AuthForm>
    </AuthScreen>
  );
}
