import type { ChangeRequestSummary } from '@lens/contracts';
import { CHANGE_REQUEST_STATUSES } from '@lens/domain';
import { useMemo, useState } from 'react';
import { useListParams } from '../../../lib/use-list-params.ts';
import { CHANGE_REQUESTS_PAGE_SIZE, useChangeRequests } from '../api/change-requests-api.ts';

/** The change requests screen's filters (from the query string), its page and the open dialog. */
export function useChangeRequestsPage() {
  const list = useListParams();
  const filters = {
    status: list.oneOf('status', CHANGE_REQUEST_STATUSES),
    siteId: list.id('site'),
    propertyId: list.id('property'),
  };
  const page = list.page;
  const [sending, setSending] = useState<ChangeRequestSummary | null>(null);
  const requests = useChangeRequests({ page, pageSize: CHANGE_REQUESTS_PAGE_SIZE, ...filters });
  const data = requests.data;
  const rows = useMemo(() => data?.items ?? [], [data]);
  const filtered = Boolean(filters.status || filters.siteId || filters.propertyId);
  return {
    list,
    filters,
    page,
    requests,
    rows,
    sending,
    setSending,
    emptyTitle: filtered ? 'No change requests match these filters' : 'No change requests yet',
    emptyText: filtered
      ? 'Clear the filters to see every request.'
      : 'Open a channel audit and choose “Create change request” to ask a channel for corrections.',
  };
}

export type ChangeRequestsPageState = ReturnType<typeof useChangeRequestsPage>;
