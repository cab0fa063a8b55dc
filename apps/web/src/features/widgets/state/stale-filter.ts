import { notAuditedWithin } from '@lens/domain';
import { useMemo } from 'react';
import { create } from 'zustand';
import { currentDate } from '../../../lib/current-date.ts';

/**
 * The stale-listings filter, shared by the properties table, the channels table and the map:
 * "not audited in the last N days", or null for every row (docs/product-rules.md, "Last
 * audited"). Kept for the session, not in the URL: it narrows rows the page already has.
 */
export const useStaleFilter = create<{ days: number | null; setDays(days: number | null): void }>(
  (set) => ({ days: null, setDays: (days) => set({ days }) }),
);

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
