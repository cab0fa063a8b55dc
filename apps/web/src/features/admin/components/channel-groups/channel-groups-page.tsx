import {
  channelGroupInputSchema,
  type ChannelGroup,
  type ChannelGroupInput,
} from '@lens/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Skeleton } from '../../../../components/feedback-states.tsx';
import { TextField } from '../../../../components/form-controls.tsx';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { SideSheet } from '../../../../components/side-sheet.tsx';
import type { TableColumn } from '../../../../components/virtual-table.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useClientOptions } from '../../api/admin-api.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { AdminPage } from '../admin-page.tsx';
import { openColumn, TitleCell } from '../cells.tsx';
import { ChannelPicker } from '../channel-picker.tsx';
import { AdminForm, ConfirmDialog, FormSection } from '../form-parts.tsx';
import { ClientFilter } from '../client-filter.tsx';
import { ListCard } from '../list-card.tsx';
import { NewRecordLink } from '../new-record-link.tsx';
import { useToasts } from '../toasts.tsx';
import { useChannelCatalog } from '../../../../api/channel-catalog.ts';
import {
  useChannelGroup,
  useChannelGroups,
  useCreateChannelGroup,
  useDeleteChannelGroup,
  useRefreshAfterChannelGroupDelete,
  useRefreshAfterChannelGroupSave,
  useUpdateChannelGroup,
} from '../../api/channel-groups-api.ts';

/** The first few channel names of a group, then how many more. */
function ChannelSummary({ group }: { group: ChannelGroup }) {
  const { sites } = useChannelCatalog();
  const names = group.siteIds
    .map((id) => sites.find((site) => site.id === id)?.name)
    .filter((name): name is string => !!name);
  const shown = names.slice(0, 3).join(', ');
  return (
    <span title={names.join(', ')}>
      {names.length > 3 ? `${shown} and ${names.length - 3} more` : shown}
    </span>
  );
}

const COLUMNS: readonly TableColumn<ChannelGroup>[] = [
  {
    id: 'name',
    header: 'Group',
    width: 260,
    cell: (group) => <TitleCell title={group.name} detail={group.clientName} />,
  },
  { id: 'channels', header: 'Channels', priority: 1, cell: (g) => <ChannelSummary group={g} /> },
  {
    id: 'count',
    header: 'Count',
    width: 80,
    align: 'end',
    priority: 2,
    cell: (group) => group.siteIds.length,
  },
  openColumn(),
];

/** `/admin/channel_groups`, with `create` and `edit/:id` opening the group beside the list. */
export function ChannelGroupsPage() {
  const list = useListParams();
  const navigate = useNavigate();
  const { id } = useParams();
  const creating = useMatch('/admin/channel_groups/create') !== null;
  const editing = id !== undefined && Number(id) > 0 ? Number(id) : null;
  const clientId = list.id('client');
  const query = useChannelGroups({ search: list.search || undefined, page: list.page, clientId });
  const backToList = () => navigate(`/admin/channel_groups${list.queryString}`);
  return (
    <AdminPage
      title="Channel groups"
      description="Named sets of channels, such as GDS or group, meeting and event platforms, that filters offer as one choice."
      actions={
        <NewRecordLink to={`/admin/channel_groups/create${list.queryString}`}>
          <Plus size={16} aria-hidden /> New group
        </NewRecordLink>
      }
    >
      <ListCard
        caption="Channel groups"
        noun="groups"
        data-testid="channel-groups-list"
        list={list}
        searchLabel="Search groups"
        filters={<ClientFilter list={list} />}
        query={query}
        columns={COLUMNS}
        rowKey={(group) => group.id}
        onRowActivate={(group) =>
          navigate(`/admin/channel_groups/edit/${group.id}${list.queryString}`)
        }
        emptyTitle={list.search ? 'No group matches this search' : 'No channel groups yet'}
        emptyText={list.search ? undefined : 'Create one to offer several channels as one filter.'}
      />
      {(creating || editing !== null) && (
        <GroupSheet
          groupId={creating ? null : editing}
          defaultClientId={clientId}
          onClose={backToList}
        />
      )}
    </AdminPage>
  );
}

const FORM_ID = 'admin-channel-group-form';

function GroupSheet({
  groupId,
  defaultClientId,
  onClose,
}: {
  groupId: number | null;
  defaultClientId: number | undefined;
  onClose(): void;
}) {
  const group = useChannelGroup(groupId);
  const ready = groupId === null || group.data;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChannelGroup();
  const refreshAfterDelete = useRefreshAfterChannelGroupDelete();
  const show = useToasts((state) => state.show);
  const deleteGroup = (doomed: ChannelGroup) =>
    remove.mutate(
      { params: { groupId: doomed.id } },
      {
        onSuccess: () => {
          void refreshAfterDelete();
          show('success', `${doomed.name} was deleted.`);
          onClose();
        },
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <SideSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={groupId === null ? 'New channel group' : (group.data?.name ?? 'Channel group')}
      description="Filters offer the group's channels as one choice."
      data-testid="channel-group-sheet"
      footer={
        ready && (
          <>
            {group.data && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Trash2 size={15} aria-hidden /> Delete
              </Button>
            )}
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={FORM_ID}>
              {groupId === null ? 'Create group' : 'Save changes'}
            </Button>
          </>
        )
      }
    >
      {ready ? (
        <GroupEditor
          key={group.data?.id ?? 'new'}
          group={groupId === null ? null : group.data!}
          defaultClientId={defaultClientId}
          onDone={onClose}
        />
      ) : group.isError ? (
        <p>This channel group could not be loaded.</p>
      ) : (
        <Skeleton height={240} />
      )}
      {group.data && (
        <ConfirmDialog
          open={confirming}
          title={`Delete ${group.data.name}?`}
          confirmLabel="Delete group"
          busy={remove.isPending}
          onConfirm={() => deleteGroup(group.data)}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The dashboard filters stop offering it. Saved links that name it select nothing until
            the group is taken out of them; its channels keep their data.
          </p>
        </ConfirmDialog>
      )}
    </SideSheet>
  );
}

function GroupEditor({
  group,
  defaultClientId,
  onDone,
}: {
  group: ChannelGroup | null;
  defaultClientId: number | undefined;
  onDone(): void;
}) {
  const form = useSchemaForm(channelGroupInputSchema, (): ChannelGroupInput =>
    group
      ? { name: group.name, clientId: group.clientId, siteIds: group.siteIds }
      : { name: '', clientId: defaultClientId ?? 0, siteIds: [] },
  );
  const { clients } = useClientOptions();
  const create = useCreateChannelGroup();
  const update = useUpdateChannelGroup();
  const refreshAfterSave = useRefreshAfterChannelGroupSave();
  const show = useToasts((state) => state.show);
  const submit = () => {
    if (create.isPending || update.isPending) return;
    const body = form.validate();
    if (!body) return;
    const done = {
      onSuccess: (saved: ChannelGroup) => {
        void refreshAfterSave();
        show('success', `${saved.name} was ${group ? 'saved' : 'created'}.`);
        onDone();
      },
      onError: form.showServerError,
    };
    if (group) update.mutate({ params: { groupId: group.id }, body }, done);
    else create.mutate({ body }, done);
  };
  return (
    <AdminForm form={form} id={FORM_ID} label="Channel group" onSubmit={submit} focusFirst>
      <FormSection title="Group">
        <TextField
          label="Name"
          name="name"
          placeholder="e.g. GDS"
          value={form.values.name}
          error={form.errors.name}
          onChange={(event) => form.set('name', event.target.value)}
        />
        <OptionSelect
          label="Client"
          name="clientId"
          value={form.values.clientId}
          error={form.errors.clientId}
          options={clients}
          placeholder="Choose a client…"
          onChange={(value) => form.set('clientId', Number(value))}
        />
      </FormSection>
      <FormSection title="Channels">
        <ChannelPicker
          legend="Channels in the group"
          value={form.values.siteIds}
          onChange={(next) => form.set('siteIds', next)}
          error={form.errors.siteIds}
          height={340}
        />
      </FormSection>
    </AdminForm>
  );
}
