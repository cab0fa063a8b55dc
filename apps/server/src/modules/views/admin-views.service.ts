import type {
  AdminView,
  ViewListResponse,
  viewInputSchema,
  viewListQuerySchema,
} from '@lens/contracts';
import type { ContentMonitorMode } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { pageOf } from '../../db/paging.ts';
import type { ViewScope } from '../../db/schema/views.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { clientExists, missingIds } from '../admin-clients/admin-clients.queries.ts';
import { materializeViewProperties } from './view-scope.queries.ts';
import {
  findView,
  insertView,
  listViews as selectViews,
  lockView,
  replaceViewChannels,
  updateView as writeView,
  withdrawFromOtherClients,
  type ViewRow,
} from './admin-views.queries.ts';

type ViewData = z.output<typeof viewInputSchema>;

const VIEW_NOT_FOUND = 'No view with this id.';

export async function listViews(
  pool: pg.Pool,
  query: z.output<typeof viewListQuerySchema>,
): Promise<ViewListResponse> {
  const { items, total } = await selectViews(pool, query, query);
  return pageOf(items, total, query);
}

export async function getView(pool: pg.Pool, id: number): Promise<AdminView> {
  const view = await findView(pool, id);
  if (!view) throw new HttpError(404, VIEW_NOT_FOUND);
  return view;
}

const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

/** The scope as stored: repeats dropped, empty criteria left out. */
function storedScope(scope: ViewData['scope']): ViewScope {
  if (scope.kind === 'ALL') return { kind: 'ALL' };
  if (scope.kind === 'LIST') return { kind: 'LIST', propertyIds: unique(scope.propertyIds) };
  const stored: ViewScope = { kind: 'FILTER' };
  if (scope.propertyTypes?.length) stored.propertyTypes = [...new Set(scope.propertyTypes)];
  for (const key of ['chainIds', 'brandIds', 'managementCompanyIds', 'countryIds'] as const) {
    if (scope[key]?.length) stored[key] = unique(scope[key]);
  }
  return stored;
}

/** Every id the view names must exist, and belong to the view's client where ids are a client's. */
async function checkReferences(tx: Tx, view: ViewData, scope: ViewScope): Promise<void> {
  if (!(await clientExists(tx, view.clientId)))
    throw new HttpError(400, 'clientId: no client has this id', 'clientId');
  const clientOwned = (table: Parameters<typeof missingIds>[1], ids?: number[]) => () =>
    missingIds(tx, table, ids ?? [], view.clientId);
  const checks: Array<[field: string, missing: () => Promise<number[]>]> = [];
  if (scope.kind === 'LIST')
    checks.push(['scope.propertyIds', clientOwned('properties', scope.propertyIds)]);
  if (scope.kind === 'FILTER') {
    checks.push(
      ['scope.chainIds', clientOwned('chains', scope.chainIds)],
      ['scope.brandIds', clientOwned('brands', scope.brandIds)],
      [
        'scope.managementCompanyIds',
        clientOwned('management_companies', scope.managementCompanyIds),
      ],
      ['scope.countryIds', () => missingIds(tx, 'countries', scope.countryIds ?? [])],
    );
  }
  checks.push(['siteIds', () => missingIds(tx, 'channels', view.siteIds ?? [])]);
  for (const [field, missing] of checks) {
    const ids = await missing();
    if (ids.length === 0) continue;
    const owner = field === 'siteIds' || field === 'scope.countryIds' ? 'known' : "the client's";
    throw new HttpError(
      400,
      `${field}: ${ids.slice(0, 5).join(', ')} ${ids.length === 1 ? 'is' : 'are'} not ${owner}`,
      field,
    );
  }
}

/** The remembered content monitor mode, unless the view no longer offers it. */
function contentMonitorMode(view: ViewData, before?: ContentMonitorMode): ContentMonitorMode {
  const offered = (mode: ContentMonitorMode) =>
    mode === 'SUMMARY' ? view.contentMonitorSummary : view.contentMonitorDetail;
  if (before && offered(before)) return before;
  return view.contentMonitorDetail ? 'DETAIL' : 'SUMMARY';
}

function row(view: ViewData, scope: ViewScope, mode: ContentMonitorMode): ViewRow {
  return {
    clientId: view.clientId,
    name: view.name,
    viewType: view.viewType,
    specificViewType: view.specificViewType,
    supportsEssentials: view.supportsEssentials,
    contentMonitorSummary: view.contentMonitorSummary,
    contentMonitorDetail: view.contentMonitorDetail,
    lastContentMonitor: mode,
    scope,
    allChannels: view.siteIds === null,
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'views_name_key'))
    throw new HttpError(409, 'name: the client already has a view with this name', 'name');
  throw error;
}

/** The view, its channels and its resolved properties are written together or not at all. */
export async function createView(pool: pg.Pool, view: ViewData): Promise<AdminView> {
  const scope = storedScope(view.scope);
  const id = await withTransaction(pool, async (tx) => {
    await checkReferences(tx, view, scope);
    const viewId = await insertView(tx, row(view, scope, contentMonitorMode(view))).catch(
      nameTaken,
    );
    await replaceViewChannels(tx, viewId, unique(view.siteIds ?? []));
    await materializeViewProperties(tx, viewId);
    return viewId;
  });
  return getView(pool, id);
}

export async function updateView(pool: pg.Pool, id: number, view: ViewData): Promise<AdminView> {
  const scope = storedScope(view.scope);
  await withTransaction(pool, async (tx) => {
    const before = await lockView(tx, id);
    if (!before) throw new HttpError(404, VIEW_NOT_FOUND);
    await checkReferences(tx, view, scope);
    await writeView(
      tx,
      id,
      row(view, scope, contentMonitorMode(view, before.lastContentMonitor)),
    ).catch(nameTaken);
    await replaceViewChannels(tx, id, unique(view.siteIds ?? []));
    if (before.clientId !== view.clientId) await withdrawFromOtherClients(tx, id, view.clientId);
    await materializeViewProperties(tx, id);
  });
  return getView(pool, id);
}
