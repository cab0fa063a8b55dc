import { VIEW_TYPES, type AdminView, type ViewType } from '@lens/contracts';
import { HOTEL_CHAIN_VIEW_TYPE } from '@lens/domain';
import { Plus } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../../components/feedback-states.tsx';
import type { TableColumn } from '../../../../components/virtual-table.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useViews } from '../../api/views-api.ts';
import { AdminPage } from '../admin-page.tsx';
import { openColumn, Tag, TitleCell } from '../cells.tsx';
import { ClientFilter } from '../client-filter.tsx';
import { ListCard } from '../list-card.tsx';
import { NewRecordLink } from '../new-record-link.tsx';
import { SegmentLinks } from '../segment-links.tsx';
import { VIEW_TYPE_LABEL } from './view-types.ts';

const SCOPE_LABEL = { ALL: 'All', FILTER: 'Filtered', LIST: 'Chosen' } as const;

const COLUMNS: readonly TableColumn<AdminView>[] = [
  {
    id: 'name',
    header: 'View',
    cell: (view) => <TitleCell title={view.name} detail={view.clientName} />,
  },
  {
    id: 'mode',
    header: 'Presentation',
    width: 140,
    priority: 2,
    cell: (view) =>
      view.specificViewType === HOTEL_CHAIN_VIEW_TYPE ? (
        <Tag tone="blue">Hotel chain</Tag>
      ) : (
        <Tag>Standard</Tag>
      ),
  },
  {
    id: 'properties',
    header: 'Properties',
    width: 110,
    align: 'end',
    priority: 4,
    cell: (view) => (
      <TitleCell
        title={view.propertyCount.toLocaleString()}
        detail={SCOPE_LABEL[view.scope.kind]}
      />
    ),
  },
  {
    id: 'channels',
    header: 'Channels',
    width: 100,
    align: 'end',
    priority: 1,
    cell: (view) => (view.siteIds === null ? 'All' : view.siteIds.length),
  },
  {
    id: 'users',
    header: 'Users',
    width: 80,
    align: 'end',
    priority: 3,
    cell: (view) => view.userCount,
  },
  openColumn(),
];

/** `/admin/{viewType}`: the views filed under one view type. */
export function ViewsPage() {
  const { viewType } = useParams();
  const known = (VIEW_TYPES as readonly string[]).includes(viewType ?? '');
  if (!known)
    return (
      <AdminPage title="Not found">
        <EmptyState title="There is no such administration page">
          <Link to="/admin/users">Go to the users</Link>
        </EmptyState>
      </AdminPage>
    );
  return <ViewList viewType={viewType as ViewType} />;
}

function ViewList({ viewType }: { viewType: ViewType }) {
  const list = useListParams();
  const navigate = useNavigate();
  const clientId = list.id('client');
  const query = useViews({ search: list.search || undefined, page: list.page, viewType, clientId });
  return (
    <AdminPage
      title="Views"
      description="Saved scopes of properties and channels; users see the views granted to them."
      actions={
        <NewRecordLink to={`/admin/view/create/view?type=${viewType}`}>
          <Plus size={16} aria-hidden /> New view
        </NewRecordLink>
      }
    >
      <SegmentLinks
        label="View types"
        links={VIEW_TYPES.map((type) => ({
          to: `/admin/${type}`,
          label: VIEW_TYPE_LABEL[type],
          current: type === viewType,
        }))}
      />
      <ListCard
        caption={VIEW_TYPE_LABEL[viewType]}
        noun="views"
        data-testid="views-list"
        list={list}
        searchLabel="Search views"
        filters={<ClientFilter list={list} />}
        query={query}
        columns={COLUMNS}
        rowKey={(view) => view.id}
        onRowActivate={(view) => navigate(`/admin/view/view/${view.id}`)}
        emptyTitle={
          list.search
            ? 'No view matches this search'
            : `No ${VIEW_TYPE_LABEL[viewType].toLowerCase()} yet`
        }
      />
    </AdminPage>
  );
}
