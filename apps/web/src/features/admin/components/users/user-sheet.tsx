import { userInputSchema, type AdminUser } from '@lens/contracts';
import { Mail, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Skeleton } from '../../../../components/feedback-states.tsx';
import { SideSheet } from '../../../../components/side-sheet.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useClientOptions } from '../../api/admin-api.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { RelativeDate, Tag } from '../cells.tsx';
import { ConfirmDialog, FormSection } from '../form-parts.tsx';
import { useToasts } from '../toasts.tsx';
import { UserForm, userFormValues } from './user-form.tsx';
import styles from './users.module.css';
import {
  useCreateUser,
  useRefreshUsers,
  useSendUserPasswordLink,
  useSetUserActive,
  useUpdateUser,
  useUser,
} from '../../api/users-api.ts';

const FORM_ID = 'admin-user-form';

/** Creates a user (userId null) or edits one, beside the list. */
export function UserSheet({
  userId,
  currentUserId,
  onClose,
}: {
  userId: number | null;
  currentUserId: number | undefined;
  onClose(): void;
}) {
  const existing = useUser(userId);
  const user = userId === null ? null : existing.data;
  const missing = existing.error instanceof ApiError && existing.error.status === 404;
  return (
    <SideSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={userId === null ? 'New user' : (user?.name ?? 'User')}
      description={
        userId === null
          ? 'They get an email with a link to choose their password.'
          : user
            ? user.email
            : undefined
      }
      data-testid="user-sheet"
      footer={
        userId !== null && !user ? undefined : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={FORM_ID}>
              {userId === null ? 'Create user' : 'Save changes'}
            </Button>
          </>
        )
      }
    >
      {missing ? (
        <p>This user does not exist any more.</p>
      ) : userId !== null && !user ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={38} />
          <Skeleton height={38} />
          <Skeleton height={200} />
        </div>
      ) : (
        <UserEditor
          key={user?.id ?? 'new'}
          user={user ?? null}
          isSelf={user?.id === currentUserId}
          onDone={onClose}
        />
      )}
    </SideSheet>
  );
}

function UserEditor({
  user,
  isSelf,
  onDone,
}: {
  user: AdminUser | null;
  isSelf: boolean;
  onDone(): void;
}) {
  const form = useSchemaForm(userInputSchema, () => userFormValues(user));
  const { clients } = useClientOptions();
  const create = useCreateUser();
  const update = useUpdateUser();
  const refresh = useRefreshUsers();
  const show = useToasts((state) => state.show);
  const busy = create.isPending || update.isPending;

  const submit = () => {
    if (busy) return;
    const body = form.validate();
    if (!body) return;
    if (user === null) {
      create.mutate(
        { body },
        {
          onSuccess: (created) => {
            void refresh();
            if (created.passwordLinkSent)
              show(
                'success',
                `${created.name} was added. We emailed ${created.email} a link to choose a password.`,
              );
            else
              show(
                'error',
                `${created.name} was added, but the email could not be sent. Open the user and send the link again.`,
              );
            onDone();
          },
          onError: form.showServerError,
        },
      );
    } else {
      update.mutate(
        { params: { userId: user.id }, body },
        {
          onSuccess: (saved) => {
            void refresh();
            show('success', `Changes to ${saved.name} were saved.`);
            onDone();
          },
          onError: form.showServerError,
        },
      );
    }
  };

  return (
    <div className={styles.editor}>
      <UserForm form={form} clients={clients} isSelf={isSelf} onSubmit={submit} formId={FORM_ID} />
      {user && <AccountActions user={user} isSelf={isSelf} onChanged={refresh} />}
    </div>
  );
}

function statusOf(user: AdminUser) {
  if (!user.active) return <Tag tone="red">Deactivated</Tag>;
  if (!user.passwordSet) return <Tag tone="yellow">Invited</Tag>;
  return <Tag tone="green">Active</Tag>;
}

/** Status, password link, and deactivation (asked twice) of an existing user. */
function AccountActions({
  user,
  isSelf,
  onChanged,
}: {
  user: AdminUser;
  isSelf: boolean;
  onChanged(): Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetUserActive();
  const sendLink = useSendUserPasswordLink();
  const show = useToasts((state) => state.show);
  const fail = (error: unknown) =>
    show('error', error instanceof ApiError ? error.message : 'That did not work. Try again.');

  const changeActive = (active: boolean) =>
    setActive.mutate(
      { params: { userId: user.id }, body: { active } },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          void onChanged();
          show(
            'success',
            active
              ? `${saved.name} can sign in again.`
              : `${saved.name} was deactivated and signed out everywhere.`,
          );
        },
        onError: (error) => {
          setConfirming(false);
          fail(error);
        },
      },
    );

  return (
    <FormSection title="Account">
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>{statusOf(user)}</dd>
        </div>
        <div>
          <dt>Last active</dt>
          <dd>
            <RelativeDate value={user.lastSeenAt} />
          </dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            <RelativeDate value={user.createdAt} />
          </dd>
        </div>
      </dl>
      <div className={styles.accountButtons}>
        {user.active && (
          <Button
            size="small"
            disabled={sendLink.isPending}
            onClick={() =>
              sendLink.mutate(
                { params: { userId: user.id } },
                {
                  onSuccess: () => show('success', `We emailed ${user.email} a new link.`),
                  onError: fail,
                },
              )
            }
          >
            <Mail size={15} aria-hidden />
            {user.passwordSet ? 'Send password reset link' : 'Send invitation again'}
          </Button>
        )}
        {user.active ? (
          <Button
            size="small"
            variant="danger"
            disabled={isSelf}
            title={isSelf ? 'You cannot deactivate your own account.' : undefined}
            onClick={() => setConfirming(true)}
          >
            <UserX size={15} aria-hidden /> Deactivate
          </Button>
        ) : (
          <Button size="small" onClick={() => changeActive(true)} disabled={setActive.isPending}>
            <UserCheck size={15} aria-hidden /> Reactivate
          </Button>
        )}
      </div>
      {isSelf && <p className={styles.note}>You cannot deactivate your own account.</p>}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${user.name}?`}
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        onConfirm={() => changeActive(false)}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {user.name} will be signed out everywhere and will not be able to sign in. Their settings
          and granted views are kept, so you can reactivate them later.
        </p>
      </ConfirmDialog>
    </FormSection>
  );
}
