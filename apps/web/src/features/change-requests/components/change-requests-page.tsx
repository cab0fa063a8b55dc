import { CHANGE_REQUEST_STATUS_LABELS } from '@lens/contracts';
import { CHANGE_REQUEST_STATUSES } from '@lens/domain';
import { Card } from '../../../components/card.tsx';
import { Pager } from '../../../components/pager.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { ChangeRequestsPageFilters } from './change-requests-page-filters.tsx';
import { ChangeRequestsPageList } from './change-requests-page-list.tsx';
import { MarkSentDialog } from './mark-sent-dialog.tsx';
import { useChangeRequestsPage } from './use-change-requests-page.ts';
import styles from './change-requests.module.css';

/**
 * `/change_requests`: the requests made to channels, filtered by status, channel and property,
 * each with its CSV, printable page and next tracking step. The filters and page live in the
 * query string (`status`, `site`, `property`, `page`).
 */
export function ChangeRequestsPage() {
  const state = useChangeRequestsPage();
  const { list, page, sending, setSending } = state;
  const data = state.requests.data;

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
        <ChangeRequestsPageFilters page={state} />
        <ChangeRequestsPageList page={state} />
        {data && (
          <Pager
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={list.setPage}
            label="change requests"
            hideSinglePage
          />
        )}
      </Card>
      <MarkSentDialog request={sending} onClose={() => setSending(null)} />
    </div>
  );
}
