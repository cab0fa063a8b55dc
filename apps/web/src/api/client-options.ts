import { ADMIN_CLIENT_CALLS, ADMIN_VIEW_CALLS, MAX_ADMIN_PAGE_SIZE } from '@lens/contracts';
import { apiQueryOptions } from '../lib/use-api.ts';

// The pickers of the admin area and the report forms show every client and view in one list.
const everything = { pageSize: MAX_ADMIN_PAGE_SIZE };

/** Every client, for the client pickers; clients come and go rarely. */
export const allClientsQuery = apiQueryOptions(
  ADMIN_CLIENT_CALLS.listClients,
  { query: everything },
  5 * 60_000,
);

/** Every view of one client, for the view pickers. */
export const clientViewsQuery = (clientId: number | undefined) =>
  apiQueryOptions(ADMIN_VIEW_CALLS.listViews, { query: { clientId, ...everything } });
