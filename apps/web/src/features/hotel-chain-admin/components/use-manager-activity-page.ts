import type { ActivityEntry } from '@lens/contracts';
import { useMemo } from 'react';
import { useActivity, useActivityOptions } from '../api/hotel-chain-admin-api.ts';
import { useRemainderState } from '../state/use-remainder-state.ts';

export const ACTIVITY_PAGE_SIZE = 25;

/** The activity screen's filters and page (from the path remainder) and the entries they ask for. */
export function useManagerActivityPage() {
  const { values, update } = useRemainderState();
  const options = useActivityOptions();
  const page = Math.max(1, Number(values.page) || 1);
  const filters = {
    user: values.user ?? '',
    action: values.action ?? '',
    property: values.property ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
  };
  const activity = useActivity({
    page: String(page),
    pageSize: String(ACTIVITY_PAGE_SIZE),
    ...(filters.user && { userId: filters.user }),
    ...(filters.action && { action: filters.action as ActivityEntry['action'] }),
    ...(filters.property && { propertyId: filters.property }),
    ...(filters.from && { startDate: filters.from }),
    ...(filters.to && { endDate: filters.to }),
  });
  const setFilters = (next: Partial<typeof filters>, nextPage = 1) =>
    update({ ...filters, ...next, page: nextPage > 1 ? nextPage : undefined });
  const filtered = Object.values(filters).some(Boolean);
  const rows = useMemo(() => activity.data?.items ?? [], [activity.data]);
  return {
    options,
    page,
    filters,
    setFilters,
    clearFilters: () => update({}),
    filtered,
    activity,
    rows,
    emptyTitle: filtered ? 'No activity matches these filters' : 'No activity yet',
    emptyText: filtered
      ? 'Clear the filters to see everything.'
      : 'Flags, notes, reviews and limit changes appear here as they happen.',
  };
}

export type ManagerActivityPageState = ReturnType<typeof useManagerActivityPage>;
