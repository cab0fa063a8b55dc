import type {
  AdminClient,
  ClientListResponse,
  ClientPortfolio,
  ClientPropertiesResponse,
  clientInputSchema,
  clientListQuerySchema,
  clientPropertiesQuerySchema,
} from '@lens/contracts';
import type pg from 'pg';
import type { z } from 'zod';
import { pageOf } from '../../db/paging.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import {
  clientExists,
  clientNameTaken,
  clientPortfolio,
  findClient,
  listClientProperties,
  listClients as selectClients,
  lockClient,
  updateClient as writeClient,
} from './admin-clients.queries.ts';

const CLIENT_NOT_FOUND = 'No client with this id.';

export async function listClients(
  pool: pg.Pool,
  query: z.output<typeof clientListQuerySchema>,
): Promise<ClientListResponse> {
  const { items, total } = await selectClients(pool, query.search, query);
  return pageOf(items, total, query);
}

export async function getClient(pool: pg.Pool, id: number): Promise<AdminClient> {
  const client = await findClient(pool, id);
  if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
  return client;
}

export async function updateClient(
  pool: pg.Pool,
  id: number,
  input: z.output<typeof clientInputSchema>,
): Promise<AdminClient> {
  await withTransaction(pool, async (tx) => {
    if (!(await lockClient(tx, id))) throw new HttpError(404, CLIENT_NOT_FOUND);
    if (await clientNameTaken(tx, input.name, id))
      throw new HttpError(409, 'name: another client already has this name', 'name');
    await writeClient(tx, id, input.name, input.loginPath);
  });
  return getClient(pool, id);
}

async function existingClient(pool: pg.Pool, id: number): Promise<void> {
  if (!(await clientExists(pool, id))) throw new HttpError(404, CLIENT_NOT_FOUND);
}

export async function portfolio(pool: pg.Pool, clientId: number): Promise<ClientPortfolio> {
  await existingClient(pool, clientId);
  return clientPortfolio(pool, clientId);
}

export async function properties(
  pool: pg.Pool,
  clientId: number,
  query: z.output<typeof clientPropertiesQuerySchema>,
): Promise<ClientPropertiesResponse> {
  await existingClient(pool, clientId);
  const { items, total } = await listClientProperties(pool, clientId, query, query);
  return pageOf(items, total, query);
}
