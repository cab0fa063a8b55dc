import { USER_ROLES, USER_STATUSES, type AdminUser, type UserRole } from '@lens/contracts';
import { UserPlus } from 'lucide-react';
import { useCallback } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router';
import { SelectField } from '../../../../components/form-controls.tsx';
import { OptionSelect, valueOptions } from '../../../../components/option-select.tsx';
import type { TableColumn } from '../../../../components/virtual-table.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useCurrentUser } from '../../api/admin-api.ts';
import { useUsers } from '../../api/users-api.ts';
import { AdminPage } from '../admin-page.tsx';
import { openColumn, RelativeDate, Tag, TitleCell } from '../cells.tsx';
import { ClientFilter } from '../client-filter.tsx';
import { ListCard } from '../list-card.tsx';
import { NewRecordLink } from '../new-record-link.tsx';
import { UserSheet } from './user-sheet.tsx';

const COLUMNS: readonly TableColumn<AdminUser>[] = [
  {
    id: 'name',
    header: 'User',
    cell: (user) => <TitleCell title={user.name} detail={user.email} />,
  },
  {
    id: 'role',
    header: 'Role',
    width: 130,
    priority: 4,
    cell: (user) =>
      user.role === 'ADMIN' ? <Tag tone="blue">Administrator</Tag> : <Tag>User</Tag>,
  },
  { id: 'client', header: 'Client', width: 210, priority: 2, cell: (user) => user.clientName },
  {
    id: 'views',
    header: 'Views',
    width: 90,
    align: 'end',
    priority: 1,
    cell: (user) => (user.role === 'ADMIN' ? 'All' : user.viewIds.length),
  },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    priority: 3,
    cell: (user) =>
      !user.active ? (
        <Tag tone="red">Deactivated</Tag>
      ) : !user.passwordSet ? (
        <Tag tone="yellow">Invited</Tag>
      ) : (
        <Tag tone="green">Active</Tag>
      ),
  },
  {
    id: 'seen',
    header: 'Last active',
    width: 130,
    priority: 0,
    cell: (user) => <RelativeDate value={user.lastSeenAt} />,
  },
  openColumn(),
];

/** `/admin/users`, with `users/create` and `users/update/:id` opening the sheet over it. */
export function UsersPage() {
  const list = useListParams();
  const navigate = useNavigate();
  const { id } = useParams();
  const creating = useMatch('/admin/users/create') !== null;
  const editing = id !== undefined && Number(id) > 0 ? Number(id) : null;
  const me = useCurrentUser();
  const clientId = list.id('client');
  const status = list.oneOf('status', USER_STATUSES);
  const role = list.oneOf('role', USER_ROLES);
  const query = useUsers({
    search: list.search || undefined,
    page: list.page,
    clientId,
    status,
    role,
  });
  const backToList = useCallback(
    () => navigate(`/admin/users${list.queryString}`),
    [navigate, list.queryString],
  );

  return (
    <AdminPage
      title="Users"
      description="Who can sign in, for which client, and which views they see."
      actions={
        <NewRecordLink to={`/admin/users/create${list.queryString}`}>
          <UserPlus size={16} aria-hidden /> New user
        </NewRecordLink>
      }
    >
      <ListCard
        caption="Users"
        noun="users"
        data-testid="users-list"
        list={list}
        searchLabel="Search by name or email"
        filters={
          <>
            <ClientFilter list={list} />
            <SelectField
              label="Role"
              value={role ?? ''}
              onChange={(event) => list.set({ role: event.target.value as UserRole | '' })}
            >
              <option value="">All roles</option>
              <option value="ADMIN">Administrators</option>
              <option value="USER">Users</option>
            </SelectField>
            <OptionSelect
              label="Status"
              value={status}
              options={valueOptions(USER_STATUSES, (value) =>
                value === 'active' ? 'Active' : 'Deactivated',
              )}
              placeholder="Any status"
              onChange={(value) => list.set({ status: value })}
            />
          </>
        }
        query={query}
        columns={COLUMNS}
        rowKey={(user) => user.id}
        onRowActivate={(user) => navigate(`/admin/users/update/${user.id}${list.queryString}`)}
        emptyTitle={list.search ? 'No user matches this search' : 'No users yet'}
        emptyText={list.search ? 'Try part of a name or an email address.' : undefined}
      />
      {(creating || editing !== null) && (
        <UserSheet userId={creating ? null : editing} currentUserId={me?.id} onClose={backToList} />
      )}
    </AdminPage>
  );
}
