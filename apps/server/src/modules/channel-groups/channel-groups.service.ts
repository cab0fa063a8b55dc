import type {
  AdminSite,
  ChannelGroup,
  ChannelGroupListResponse,
  channelGroupInputSchema,
  channelGroupListQuerySchema,
} from '@lens/contracts';
import type pg from 'pg';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { pageOf } from '../../db/paging.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { clientExists, missingIds } from '../admin-clients/admin-clients.queries.ts';
import {
  deleteGroup as removeGroup,
  findGroup,
  insertGroup,
  listGroups as selectGroups,
  listChannels,
  lockGroup,
  replaceGroupChannels,
  updateGroup as writeGroup,
} from './channel-groups.queries.ts';

type GroupData = z.output<typeof channelGroupInputSchema>;

const GROUP_NOT_FOUND = 'No channel group with this id.';

export function channels(pool: pg.Pool): Promise<AdminSite[]> {
  return listChannels(pool);
}

export async function listGroups(
  pool: pg.Pool,
  query: z.output<typeof channelGroupListQuerySchema>,
): Promise<ChannelGroupListResponse> {
  const { items, total } = await selectGroups(pool, query, query);
  return pageOf(items, total, query);
}

export async function getGroup(pool: pg.Pool, id: number): Promise<ChannelGroup> {
  const group = await findGroup(pool, id);
  if (!group) throw new HttpError(404, GROUP_NOT_FOUND);
  return group;
}

async function checkReferences(tx: Tx, group: GroupData): Promise<void> {
  if (!(await clientExists(tx, group.clientId)))
    throw new HttpError(400, 'clientId: no client has this id', 'clientId');
  const unknown = await missingIds(tx, 'channels', group.siteIds);
  if (unknown.length)
    throw new HttpError(400, `siteIds: no channel has the id ${unknown.join(', ')}`, 'siteIds');
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'channel_groups_name_key'))
    throw new HttpError(409, 'name: the client already has a group with this name', 'name');
  throw error;
}

export async function createGroup(pool: pg.Pool, group: GroupData): Promise<ChannelGroup> {
  const id = await withTransaction(pool, async (tx) => {
    await checkReferences(tx, group);
    const groupId = await insertGroup(tx, group.clientId, group.name).catch(nameTaken);
    await replaceGroupChannels(tx, groupId, [...new Set(group.siteIds)]);
    return groupId;
  });
  return getGroup(pool, id);
}

export async function updateGroup(
  pool: pg.Pool,
  id: number,
  group: GroupData,
): Promise<ChannelGroup> {
  await withTransaction(pool, async (tx) => {
    if (!(await lockGroup(tx, id))) throw new HttpError(404, GROUP_NOT_FOUND);
    await checkReferences(tx, group);
    await writeGroup(tx, id, group.clientId, group.name).catch(nameTaken);
    await replaceGroupChannels(tx, id, [...new Set(group.siteIds)]);
  });
  return getGroup(pool, id);
}

export async function deleteGroup(pool: pg.Pool, id: number): Promise<undefined> {
  if (!(await removeGroup(pool, id))) throw new HttpError(404, GROUP_NOT_FOUND);
  return undefined;
}
