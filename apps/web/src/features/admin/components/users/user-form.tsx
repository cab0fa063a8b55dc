import {
  type userInputSchema,
  type AdminClient,
  type AdminUser,
  type UserInput,
} from '@lens/contracts';
import { SelectField, TextField } from '../../../../components/form-controls.tsx';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { useGrantableViews } from '../../api/users-api.ts';
import type { SchemaForm } from '../../../../lib/use-schema-form.ts';
import { CheckList } from '../check-list.tsx';
import { AdminForm, FieldRow, FormSection } from '../form-parts.tsx';
import { EmailField } from '../../../../components/email-field.tsx';

export type UserFormState = SchemaForm<typeof userInputSchema>;

export function userFormValues(user: AdminUser | null): UserInput {
  return user
    ? {
        name: user.name,
        email: user.email,
        role: user.role,
        clientId: user.clientId,
        viewIds: user.viewIds,
      }
    : { name: '', email: '', role: 'USER', clientId: 0, viewIds: [] };
}

/** The fields of a user; the sheet around it saves them. */
export function UserForm({
  form,
  clients,
  isSelf,
  onSubmit,
  formId,
}: {
  form: UserFormState;
  clients: readonly AdminClient[];
  isSelf: boolean;
  onSubmit(): void;
  formId: string;
}) {
  const { values, set, errors } = form;
  const clientId = values.clientId;
  const views = useGrantableViews(clientId);
  const viewOptions = (views.data?.items ?? []).map((view) => ({
    id: view.id,
    label: view.name,
    detail: view.specificViewType === 'HILTON' ? 'Hotel chain' : undefined,
  }));

  return (
    <AdminForm form={form} id={formId} label="User" onSubmit={onSubmit} focusFirst>
      <FormSection title="Profile">
        <TextField
          label="Full name"
          name="name"
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <EmailField
          autoComplete="off"
          value={values.email}
          error={errors.email}
          hint="The link to choose a password is sent here."
          onChange={(event) => set('email', event.target.value)}
        />
      </FormSection>
      <FormSection title="Access">
        <FieldRow>
          <OptionSelect
            label="Client"
            name="clientId"
            value={clientId}
            error={errors.clientId}
            options={clients}
            placeholder="Choose a client…"
            onChange={(value) => {
              set('clientId', Number(value));
              // Views belong to a client: another client's grants make no sense.
              set('viewIds', []);
            }}
          />
          <SelectField
            label="Role"
            name="role"
            value={values.role}
            error={errors.role}
            disabled={isSelf}
            hint={isSelf ? 'You cannot remove your own administrator role.' : undefined}
            onChange={(event) => set('role', event.target.value as UserInput['role'])}
          >
            <option value="USER">User</option>
            <option value="ADMIN">Administrator</option>
          </SelectField>
        </FieldRow>
        <CheckList
          legend="Views granted"
          options={viewOptions}
          value={values.viewIds}
          onChange={(next) => set('viewIds', next)}
          error={errors.viewIds}
          disabled={clientId <= 0}
          emptyText={clientId > 0 ? 'This client has no views yet.' : 'Choose a client first.'}
          hint={
            values.role === 'ADMIN'
              ? 'Administrators see every view of their client; these grants apply if they become a user.'
              : 'The user sees only these views.'
          }
          height={200}
        />
      </FormSection>
    </AdminForm>
  );
}
