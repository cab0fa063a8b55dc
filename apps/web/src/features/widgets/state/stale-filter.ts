import { notAuditedWithin, STALE_AFTER_DAYS } from '@lens/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { currentDate } from '../../../lib/current-date.ts';

/** The query parameter that carries the stale filter in a link: `?stale=90`. */
export const STALE_PARAM = 'stale';

/**
 * The stale-listings filter, shared by the properties table, the channels table and the map:
 * "not audited in the last N days", or null for every row (docs/product-rules.md, "Last
 * audited"). The URL's query string carries it, so a reload or a shared link keeps it; this store
 * remembers it for the session because the filters' navigation builds paths without a query.
 */
export const useStaleFilter = create<{ days: number | null; setDays(days: number | null): void }>(
  (set) => ({ days: null, setDays: (days) => set({ days }) }),
);

/** The filter's days as written in a query string, or null when absent or not one of the choices. */
export function parseStaleDays(search: string): number | null {
  const value = Number(new URLSearchParams(search).get(STALE_PARAM));
  return (STALE_AFTER_DAYS as readonly number[]).includes(value) ? value : null;
}

/** The query string with the filter's days set, or removed for null; other parameters stay. */
export function withStaleDays(search: string, days: number | null): string {
  const params = new URLSearchParams(search);
  if (days === null) params.delete(STALE_PARAM);
  else params.set(STALE_PARAM, String(days));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filter's choice and its setter, which writes the URL and the session's memory together. */
export function useStaleDays(): [number | null, (days: number | null) => void] {
  const days = useStaleFilter((state) => state.days);
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const setDays = (next: number | null) => {
    useStaleFilter.getState().setDays(next);
    void navigate({ search: withStaleDays(search, next), hash }, { replace: true });
  };
  return [days, setDays];
}

/**
 * Keeps the URL and the store in step on the widgets page: an address reached with `?stale=`
 * wins (a shared link, the back button); one reached without it (a filter change, a breadcrumb)
 * gets the session's choice written back, so the address always says what the tables show. Only
 * a new address is read: the setter changes the store before its navigation lands.
 */
export function useStaleFilterInUrl() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const days = useStaleFilter((state) => state.days);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const address = `${pathname}${search}`;
    const arrived = seen.current !== address;
    seen.current = address;
    const inUrl = parseStaleDays(search);
    if (inUrl !== null) {
      if (arrived && inUrl !== days) useStaleFilter.getState().setDays(inUrl);
    } else if (days !== null) {
      void navigate({ pathname, search: withStaleDays(search, days), hash }, { replace: true });
    }
  }, [pathname, search, hash, days, navigate]);
}

/** The rows the stale filter lets through, aged against the server's today. */
export function useStaleRows<T extends { lastAuditDate?: string | null }>(
  rows: readonly T[] | undefined,
): readonly T[] | undefined {
  const days = useStaleFilter((state) => state.days);
  return useMemo(() => {
    if (!rows || days === null) return rows;
    const today = currentDate();
    return rows.filter((row) => notAuditedWithin(row.lastAuditDate, today, days));
  }, [rows, days]);
}
