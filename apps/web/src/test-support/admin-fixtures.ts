import type { AdminView } from '@lens/contracts';

/** One page of an admin list holding every item. */
export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

/** A view of the Meridian client over all its properties; `extra` changes what a test needs. */
export function adminView(id: number, name: string, extra: Partial<AdminView> = {}): AdminView {
  return {
    id,
    name,
    clientId: 1,
    clientName: 'Meridian Hospitality Group',
    viewType: 'standard',
    specificViewType: null,
    supportsEssentials: true,
    contentMonitorSummary: true,
    contentMonitorDetail: true,
    lastContentMonitor: 'DETAIL',
    scope: { kind: 'ALL' },
    siteIds: null,
    propertyCount: 300,
    userCount: 1,
    ...extra,
  };
}
