import {
  GEOGRAPHY_PARENT,
  GEOGRAPHY_TYPES,
  type GeographyItem,
  type GeographyType,
} from '@lens/contracts';
import { ChevronRight, Plus, X } from 'lucide-react';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import type { TableColumn } from '../../../../components/virtual-table.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { AdminPage } from '../admin-page.tsx';
import { openColumn, TitleCell } from '../cells.tsx';
import { ListCard } from '../list-card.tsx';
import { NewRecordLink } from '../new-record-link.tsx';
import { SegmentLinks } from '../segment-links.tsx';
import { GeographySheet } from './geography-sheet.tsx';
import { capitalised, GEOGRAPHY_LABEL } from './geography-labels.ts';
import styles from './geography.module.css';
import { useGeographyPage, useGeographyParent } from '../../api/geography-api.ts';

const CHILD: Partial<Record<GeographyType, GeographyType>> = {
  country: 'region',
  region: 'sub_region',
  sub_region: 'city',
};

function isType(value: string | null | undefined): value is GeographyType {
  return (GEOGRAPHY_TYPES as readonly string[]).includes(value ?? '');
}

// A link inside a row must not also open the row (click or Enter on the row opens its entry).
const own = {
  onClick: (event: MouseEvent) => event.stopPropagation(),
  onKeyDown: (event: KeyboardEvent) => event.stopPropagation(),
};

function columnsFor(type: GeographyType): TableColumn<GeographyItem>[] {
  const child = CHILD[type];
  const columns: TableColumn<GeographyItem>[] = [
    {
      id: 'name',
      header: capitalised(GEOGRAPHY_LABEL[type].one),
      cell: (item) => (
        <TitleCell
          title={item.name}
          detail={item.ancestors.length ? item.ancestors.map((a) => a.name).join(' › ') : undefined}
        />
      ),
    },
  ];
  if (type === 'country')
    columns.push({ id: 'iso', header: 'ISO', width: 70, cell: (item) => item.isoCode });
  if (type === 'city')
    columns.push({
      id: 'coordinates',
      header: 'Coordinates',
      width: 170,
      priority: 1,
      cell: (item) =>
        item.lat === null ? (
          <span className="muted">None</span>
        ) : (
          <span className="tabular">
            {item.lat.toFixed(3)}, {item.lng?.toFixed(3)}
          </span>
        ),
    });
  if (child)
    columns.push({
      id: 'children',
      header: capitalised(GEOGRAPHY_LABEL[child].many),
      width: 150,
      priority: 2,
      cell: (item) => (
        <Link to={`/admin/geography?type=${child}&parent=${item.id}`} {...own}>
          {item.childCount}{' '}
          {item.childCount === 1 ? GEOGRAPHY_LABEL[child].one : GEOGRAPHY_LABEL[child].many}
        </Link>
      ),
    });
  columns.push(
    {
      id: 'properties',
      header: 'Properties',
      width: 110,
      align: 'end',
      priority: 3,
      cell: (item) => item.propertyCount.toLocaleString(),
    },
    openColumn(),
  );
  return columns;
}

/**
 * `/admin/geography?type=…&parent=…`: one level of the geography, optionally inside a parent,
 * drilled into from the level above. `geography/create/{type}[/{prevId}]` and
 * `geography/{type}/{id}` open the entry beside the list.
 */
export function GeographyPage() {
  const list = useListParams();
  const navigate = useNavigate();
  const params = useParams();
  const creating = useMatch('/admin/geography/create/*') !== null;
  const routeType = isType(params.type) ? params.type : null;
  const queryType = list.get('type');
  const type: GeographyType = routeType ?? (isType(queryType) ? queryType : 'country');
  const prevId = Number(params.prevId) > 0 ? Number(params.prevId) : undefined;
  const parentId = creating ? (prevId ?? list.id('parent')) : list.id('parent');
  const editingId = !creating && Number(params.id) > 0 ? Number(params.id) : null;
  const parentType = GEOGRAPHY_PARENT[type];
  const parent = useGeographyParent(parentType, parentId, true);
  const query = useGeographyPage(type, {
    search: list.search || undefined,
    page: list.page,
    parentId: parentType ? parentId : undefined,
  });
  const columns = useMemo(() => columnsFor(type), [type]);
  const listPath = `/admin/geography?type=${type}${parentId && parentType ? `&parent=${parentId}` : ''}`;
  const label = GEOGRAPHY_LABEL[type];
  const trail = parent.data ? [...parent.data.ancestors, parent.data] : [];

  return (
    <AdminPage
      title="Geography"
      description="Countries, regions, sub-regions and cities, shared by every client's properties."
      actions={
        <NewRecordLink
          to={`/admin/geography/create/${type}${parentId && parentType ? `/${parentId}` : ''}`}
        >
          <Plus size={16} aria-hidden /> New {label.one}
        </NewRecordLink>
      }
    >
      <SegmentLinks
        label="Geography levels"
        links={GEOGRAPHY_TYPES.map((level) => ({
          to: `/admin/geography?type=${level}`,
          label: capitalised(GEOGRAPHY_LABEL[level].many),
          current: level === type,
        }))}
      />
      {parentType && parentId && (
        <p className={styles.trail}>
          <span className="muted">Inside</span>
          {trail.map((entry, index) => (
            <span key={`${entry.type}-${entry.id}`} className={styles.step}>
              {index > 0 && <ChevronRight size={14} aria-hidden />}
              <Link to={`/admin/geography?type=${CHILD[entry.type]}&parent=${entry.id}`}>
                {entry.name}
              </Link>
            </span>
          ))}
          <Link to={`/admin/geography?type=${type}`} className={styles.clear}>
            <X size={14} aria-hidden /> All {label.many}
          </Link>
        </p>
      )}
      <ListCard
        caption={capitalised(label.many)}
        noun={label.many}
        data-testid="geography-list"
        list={list}
        searchLabel={`Search ${label.many}`}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        // The list's level, parent and search come back when the entry closes.
        onRowActivate={(item) => navigate(`/admin/geography/${type}/${item.id}${list.queryString}`)}
        emptyTitle={
          list.search ? `No ${label.one} matches this search` : `No ${label.many} here yet`
        }
      />
      {(creating || editingId !== null) && (
        <GeographySheet
          type={type}
          id={editingId}
          parentId={parentId}
          onClose={() => navigate(listPath)}
        />
      )}
    </AdminPage>
  );
}
