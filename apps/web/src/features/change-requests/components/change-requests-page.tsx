import { CHANGE_REQUEST_STATUS_LABELS, type ChangeRequestSummary } from '@lens/contracts';
import { CHANGE_REQUEST_STATUSES, formatDay } from '@lens/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { VirtualTable, type TableColumn } from '../../../components/virtual-table.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { CHANGE_REQUESTS_PAGE_SIZE, useChangeRequests } from '../api/change-requests-api.ts';
import { MarkSentDialog } from './mark-sent-dialog.tsx';
import { RequestActions } from './request-actions.tsx';
import { RequestStatus, statusLine } from './request-status.tsx';
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

/**
 * `/change_requests`: the requests made to channels, filtered by status, channel and property,
 * each with its CSV, printable page and next tracking step. The filters and page live in the
 * query string (`status`, `site`, `property`, `page`).
 */
export function ChangeRequestsPage() {
  const list = useListParams();
  const status = list.oneOf('status', CHANGE_REQUEST_STATUSES);
  const siteId = list.id('site');
  const propertyId = list.id('property');
  const page = list.page;
  const [sending, setSending] = useState<ChangeRequestSummary | null>(null);
  const requests = useChangeRequests({
    page,
    pageSize: CHANGE_REQUESTS_PAGE_SIZE,
    status,
    siteId,
    propertyId,
  });
  const data = requests.data;
  const rows = useMemo(() => data?.items ?? [], [data]);
  const tableColumns = useMemo(() => columns(setSending), []);
  const pages = data ? Math.ceil(data.total / CHANGE_REQUESTS_PAGE_SIZE) : 0;
  const filtered = Boolean(status || siteId || propertyId);
  const emptyTitle = filtered ? 'No change requests match these filters' : 'No change requests yet';
  const emptyText = filtered
    ? 'Clear the filters to see every request.'
    : 'Open a channel audit and choose “Create change request” to ask a channel for corrections.';

  return (
    <div className={`${sectionStyles.page} ${styles.page}`}>
      <header className={sectionStyles.header}>
        <div className={sectionStyles.titles}>
          <p className={sectionStyles.eyebrow}>Corrections</p>
          <h1>Change requests</h1>
          <p className={sectionStyles.description}>
            Corrections asked of channels, with the reference values to publish. A request is
            confirmed by itself when a later audit shows the channel fixed.
          </p>
        </div>
      </header>
      <Card
        flush
        title="Requests"
        subtitle={
          data
            ? CHANGE_REQUEST_STATUSES.map(
                (value) =>
                  `${data.counts[value]} ${CHANGE_REQUEST_STATUS_LABELS[value].toLowerCase()}`,
              ).join(' · ')
            : 'Loading…'
        }
        data-testid="change-requests"
      >
        <div className={styles.filters} role="search" aria-label="Filter the change requests">
          <SelectField
            label="Status"
            value={status ?? ''}
            onChange={(event) => list.set({ status: event.target.value })}
          >
            <option value="">Every status</option>
            {CHANGE_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {CHANGE_REQUEST_STATUS_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <OptionSelect
            label="Channel"
            value={siteId}
            options={data?.channels}
            placeholder="All channels"
            onChange={(value) => list.set({ site: value })}
          />
          <OptionSelect
            label="Property"
            value={propertyId}
            options={data?.properties}
            placeholder="All properties"
            onChange={(value) => list.set({ property: value })}
          />
        </div>
        {requests.isError ? (
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
        )}
        {pages > 1 && (
          <nav className={styles.pager} aria-label="Pages of change requests">
            <Button
              size="small"
              variant="ghost"
              disabled={page <= 1}
              onClick={() => list.setPage(page - 1)}
            >
              Previous
            </Button>
            <span className="tabular">
              Page {page} of {pages}
            </span>
            <Button
              size="small"
              variant="ghost"
              disabled={page >= pages}
              onClick={() => list.setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </Card>
      <MarkSentDialog request={sending} onClose={() => setSending(null)} />
    </div>
  );
}
