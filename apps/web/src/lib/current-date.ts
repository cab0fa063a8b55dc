import { create } from 'zustand';
import { localToday } from './today.ts';

/** The error window's line for a failed date load. */
export const CURRENT_DATE_LABEL = 'Loading current date';

export const useServerDateStore = create<{ serverDate: string | null }>(() => ({
  serverDate: null,
}));

/**
 * Today for the dashboard (the end of the default date range, the "not in the future" limit):
 * the server's date once it answered, else the browser's own as the fallback. The server's date
 * is the one the data is dated by, so a browser whose clock or time zone is off still opens on
 * the range the data covers (docs/architecture.md, "The dashboard's today").
 */
export function currentDate(): string {
  return useServerDateStore.getState().serverDate ?? localToday();
}
