import {
  clientInputSchema,
  type AdminClient,
  type ClientInput,
  type ClientSso,
} from '@lens/contracts';
import { KeyRound } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Skeleton } from '../../../../components/feedback-states.tsx';
import { TextField } from '../../../../components/form-controls.tsx';
import { SideSheet } from '../../../../components/side-sheet.tsx';
import type { TableColumn } from '../../../../components/virtual-table.tsx';

import { useListParams } from '../../../../lib/use-list-params.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { AdminPage } from '../admin-page.tsx';
import { openColumn, RelativeDate, Tag, TitleCell } from '../cells.tsx';
import { AdminForm, FormSection } from '../form-parts.tsx';
import { ListCard } from '../list-card.tsx';
import { useToasts } from '../toasts.tsx';
import { ClientSsoFields, useClientSsoForm } from './client-sso-fields.tsx';
import {
  useClient,
  useClientSso,
  useClients,
  useRefreshClientSso,
  useRefreshClients,
  useUpdateClient,
  useUpdateClientSso,
} from '../../api/clients-api.ts';

const COLUMNS: readonly TableColumn<AdminClient>[] = [
  {
    id: 'name',
    header: 'Client',
    cell: (client) => (
      <TitleCell
        title={client.name}
        detail={
          client.ssoEnabled
            ? 'OpenID Connect sign-in'
            : client.loginPath
              ? `Single sign-on: ${client.loginPath}`
              : 'Signs in at /login'
        }
      />
    ),
  },
  {
    id: 'properties',
    header: 'Properties',
    width: 110,
    align: 'end',
    priority: 3,
    cell: (client) => client.propertyCount.toLocaleString(),
  },
  { id: 'views', header: 'Views', width: 80, align: 'end', priority: 2, cell: (c) => c.viewCount },
  { id: 'users', header: 'Users', width: 80, align: 'end', priority: 4, cell: (c) => c.userCount },
  {
    id: 'sso',
    header: 'Sign-in',
    width: 120,
    priority: 1,
    cell: (client) =>
      client.ssoEnabled || client.loginPath ? (
        <Tag tone="blue">
          <KeyRound size={12} aria-hidden />
          SSO
        </Tag>
      ) : (
        <Tag>Password</Tag>
      ),
  },
  {
    id: 'since',
    header: 'Client since',
    width: 130,
    priority: 0,
    cell: (client) => <RelativeDate value={client.createdAt} />,
  },
  openColumn(),
];

/** `/admin/clients`, with `clients/update/:id` opening the client's settings beside the list. */
export function ClientsPage() {
  const list = useListParams();
  const navigate = useNavigate();
  const { id } = useParams();
  const editing = id !== undefined && Number(id) > 0 ? Number(id) : null;
  const query = useClients({ search: list.search || undefined, page: list.page });
  return (
    <AdminPage
      title="Clients"
      description="The hotel companies using ListingLens, their names and how their users sign in."
    >
      <ListCard
        caption="Clients"
        noun="clients"
        data-testid="clients-list"
        list={list}
        searchLabel="Search clients"
        query={query}
        columns={COLUMNS}
        rowKey={(client) => client.id}
        onRowActivate={(client) =>
          navigate(`/admin/clients/update/${client.id}${list.queryString}`)
        }
        emptyTitle={list.search ? 'No client matches this search' : 'No clients yet'}
      />
      {editing !== null && (
        <ClientSheet
          clientId={editing}
          onClose={() => navigate(`/admin/clients${list.queryString}`)}
        />
      )}
    </AdminPage>
  );
}

const FORM_ID = 'admin-client-form';

function ClientSheet({ clientId, onClose }: { clientId: number; onClose(): void }) {
  const client = useClient(clientId);
  const sso = useClientSso(clientId);
  // The editor's forms take their values once, so it waits for both answers (or a failure).
  const ready = client.data && !sso.isPending;
  return (
    <SideSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={client.data?.name ?? 'Client'}
      description="Rename the client or set where its users sign in."
      data-testid="client-sheet"
      footer={
        ready && (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={FORM_ID}>
              Save changes
            </Button>
          </>
        )
      }
    >
      {ready ? (
        <ClientEditor
          key={client.data.id}
          client={client.data}
          sso={sso.data ?? null}
          onDone={onClose}
        />
      ) : client.isError ? (
        <p>This client could not be loaded.</p>
      ) : (
        <Skeleton height={120} />
      )}
    </SideSheet>
  );
}

function ClientEditor({
  client,
  sso,
  onDone,
}: {
  client: AdminClient;
  /** null when the single sign-on settings could not be loaded: the rest can still be saved. */
  sso: ClientSso | null;
  onDone(): void;
}) {
  const form = useSchemaForm(clientInputSchema, (): ClientInput => ({
    name: client.name,
    loginPath: client.loginPath,
  }));
  const ssoForm = useClientSsoForm(sso);
  const { attachForm: attachClient } = form;
  const { attachForm: attachSso } = ssoForm.form;
  // Both forms' fields sit in one <form>, so both focus their first invalid field in it.
  const attachForm = useCallback(
    (node: HTMLFormElement | null) => {
      attachClient(node);
      attachSso(node);
    },
    [attachClient, attachSso],
  );
  const save = useUpdateClient();
  const saveSso = useUpdateClientSso();
  const refreshClients = useRefreshClients();
  const refreshClientSso = useRefreshClientSso();
  const show = useToasts((state) => state.show);
  const submit = async () => {
    if (save.isPending || saveSso.isPending) return;
    const body = form.validate();
    const ssoBody = sso && ssoForm.changed ? ssoForm.form.validate() : undefined;
    if (!body || ssoBody === null) return;
    const params = { clientId: client.id };
    // The client first: its sign-in path decides where single sign-on starts.
    const saved = await save.mutateAsync({ params, body }).catch(form.showServerError);
    if (!saved) return;
    void refreshClients();
    if (ssoBody) {
      const ssoSaved = await saveSso.mutateAsync({ params, body: ssoBody }).then(
        () => true,
        (error: unknown) => {
          ssoForm.form.showServerError(error);
          return false;
        },
      );
      if (!ssoSaved) return;
    }
    void refreshClientSso();
    show('success', `${saved.name} was saved.`);
    onDone();
  };
  return (
    <AdminForm
      form={{ attachForm, formError: form.formError ?? ssoForm.form.formError }}
      id={FORM_ID}
      label="Client"
      onSubmit={() => void submit()}
      focusFirst
    >
      <FormSection title="Client">
        <TextField
          label="Name"
          name="name"
          value={form.values.name}
          error={form.errors.name}
          onChange={(event) => form.set('name', event.target.value)}
        />
      </FormSection>
      <FormSection
        title="Single sign-on"
        description="Users of this client who are signed out are sent to this path instead of the ListingLens sign-in form."
      >
        <TextField
          label="Sign-in path (optional)"
          name="loginPath"
          placeholder="/sso/company"
          value={form.values.loginPath ?? ''}
          error={form.errors.loginPath}
          hint="A path on this site starting with /. A path under /sso/ is also where the OpenID Connect sign-in below starts. Leave empty to use the sign-in form."
          // Empty means no single sign-on, which the schema writes as null.
          onChange={(event) =>
            form.set('loginPath', event.target.value.trim() ? event.target.value : null)
          }
        />
      </FormSection>
      {sso ? (
        <ClientSsoFields form={ssoForm.form} sso={sso} />
      ) : (
        <p role="status">The OpenID Connect settings could not be loaded; the rest can be saved.</p>
      )}
    </AdminForm>
  );
}
