import { type ChannelConnector } from '@lens/contracts';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../../../components/card.tsx';
import { VirtualTable, type TableColumn } from '../../../../components/virtual-table.tsx';
import { useConnectors } from '../../api/connectors-api.ts';
import { AdminPage } from '../admin-page.tsx';
import { openColumn, TitleCell } from '../cells.tsx';
import { CaptureCard } from './capture-card.tsx';
import { KIND_LABELS, scheduleText } from './connector-labels.ts';
import { ConnectorSheet } from './connector-sheet.tsx';
import { isActive, RunCounts, RunTag } from './run-summary.tsx';
import styles from './connectors.module.css';

const COLUMNS: readonly TableColumn<ChannelConnector>[] = [
  {
    id: 'channel',
    header: 'Channel',
    width: 150,
    sortValue: (c) => c.siteName,
    cell: (c) => (
      <TitleCell
        title={c.siteName}
        detail={c.kind === 'NONE' ? 'No connector' : KIND_LABELS[c.kind]}
      />
    ),
  },
  {
    id: 'schedule',
    header: 'Schedule',
    width: 200,
    priority: 1,
    sortValue: (c) => c.schedule.frequency,
    cell: (c) => scheduleText(c.schedule),
  },
  {
    id: 'listings',
    header: 'Listings',
    width: 100,
    align: 'end',
    priority: 2,
    sortValue: (c) => c.listings,
    cell: (c) => <span className="tabular">{c.listings.toLocaleString()}</span>,
  },
  {
    id: 'run',
    header: 'Last run',
    sortValue: (c) => c.lastRun?.queuedAt,
    cell: (c) => (
      <TitleCell
        title={<RunTag run={c.lastRun} />}
        detail={c.lastRun && <RunCounts run={c.lastRun} />}
      />
    ),
  },
  openColumn(),
];

/** Channels with a connector first, then by name. */
function byConfigured(a: ChannelConnector, b: ChannelConnector): number {
  return (
    Number(a.kind === 'NONE') - Number(b.kind === 'NONE') || a.siteName.localeCompare(b.siteName)
  );
}

/** `/admin/connectors`, with `:siteId` opening a channel's connector beside the list. */
export function ConnectorsPage() {
  const navigate = useNavigate();
  const { siteId } = useParams();
  const query = useConnectors((c) => isActive(c.lastRun));
  const items = (query.data?.items ?? []).toSorted(byConfigured);
  const open = items.find((c) => String(c.siteId) === siteId) ?? null;
  return (
    <AdminPage
      title="Connectors"
      description="Read listings straight from channels, by schedule or on demand. What they read lands as a channel snapshot and is audited like an imported one."
    >
      <div className={styles.layout}>
        <Card title="Channels" subtitle="Choose a channel to set its connector and schedule." flush>
          <VirtualTable
            caption="Channel connectors"
            rows={items}
            columns={COLUMNS}
            rowKey={(c) => c.siteId}
            onRowActivate={(c) => navigate(`/admin/connectors/${c.siteId}`)}
            loading={query.isPending}
            rowHeight={60}
            maxHeight={620}
            emptyTitle={query.isError ? 'The channels could not be loaded' : 'No channels'}
            data-testid="connectors-list"
          />
        </Card>
        <CaptureCard sites={items} />
      </div>
      {open && <ConnectorSheet connector={open} onClose={() => navigate('/admin/connectors')} />}
    </AdminPage>
  );
}
