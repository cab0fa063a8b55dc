import type { ChangeRequestSummary } from '@lens/contracts';
import { formatDay } from '@lens/domain';
import { useMemo } from 'react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { VirtualTable, type TableColumn } from '../../../components/virtual-table.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestStatus, statusLine } from './request-status.tsx';
import type { ChangeRequestsPageState } from './use-change-requests-page.ts';
import styles from './change-requests.module.css';

function columns(
  onMarkSent: (request: ChangeRequestSummary) => void,
): TableColumn<ChangeRequestSummary>[] {
  return [
    {
      id: 'reference',
      header: 'Request',
      width: 110,
      cell: (request) => (
        <span className={styles.two}>
          <span className="tabular">{request.reference}</span>
          <span className={styles.muted}>{formatDay(request.createdAt)}</span>
        </span>
      ),
    },
    {
      id: 'property',
      header: 'Property and channel',
      cell: (request) => (
        <span className={styles.two}>
          <span title={request.property.name}>{request.property.name}</span>
          <span className={styles.muted}>{request.site.name}</span>
        </span>
      ),
    },
    {
      id: 'lines',
      header: 'Lines',
      width: 70,
      align: 'end',
      priority: 2,
      cell: (request) => <span className="tabular">{request.lineCount}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 250,
      cell: (request) => (
        <span className={styles.two}>
          <span>
            <RequestStatus status={request.status} />
          </span>
          <span className={styles.muted}>{statusLine(request)}</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 260,
      cell: (request) => <RequestActions request={request} onMarkSent={onMarkSent} />,
    },
  ];
}

/** The requests as a table on wide screens and as cards on narrow ones, or why there is none. */
export function ChangeRequestsPageList({ page }: { page: ChangeRequestsPageState }) {
  const { requests, rows, emptyTitle, emptyText, setSending } = page;
  const tableColumns = useMemo(() => columns(setSending), [setSending]);
  return requests.isError ? (
    <EmptyState title="The change requests could not be loaded">
      {readableError(requests.error, 'Please try again in a moment.')}
    </EmptyState>
  ) : (
    <>
      <div className={styles.tableView}>
        <VirtualTable
          caption="Change requests, newest first"
          rows={rows}
          columns={tableColumns}
          rowKey={(request) => request.id}
          rowHeight={60}
          maxHeight={640}
          loading={requests.isPending}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
          data-testid="change-requests-table"
        />
      </div>
      <div className={styles.listView}>
        {requests.isPending ? (
          <Skeleton height={320} />
        ) : rows.length === 0 ? (
          <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
        ) : (
          <ol className={styles.cards} aria-label="Change requests, newest first">
            {rows.map((request) => (
              <li key={request.id}>
                <p className={styles.cardHead}>
                  <strong className="tabular">{request.reference}</strong>
                  <RequestStatus status={request.status} />
                </p>
                <p className={styles.two}>
                  <span>{request.property.name}</span>
                  <span className={styles.muted}>
                    {request.site.name} · {request.lineCount}{' '}
                    {request.lineCount === 1 ? 'line' : 'lines'} · {statusLine(request)}
                  </span>
                </p>
                <RequestActions request={request} onMarkSent={setSending} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
