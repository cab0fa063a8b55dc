import type {
  AuditNoiseResponse,
  NoiseEntry,
  NoiseListResponse,
  noiseListQuerySchema,
  SessionUser,
} from '@lens/contracts';
import type { CharacteristicType, FilterSelection } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { containsPattern, pageOf } from '../../db/paging.ts';
import { auditInView, resolveView } from '../tenancy/view-access.queries.ts';
import { auditMarks, listEntries, type EntryRow } from './noise-list.queries.ts';
import { propertyScope } from './noise-scope.ts';

type ListQuery = z.output<typeof noiseListQuerySchema>;

/** The decisions on one audit's results, for the badges and undo of the channel audit page. */
export async function auditNoise(
  pool: pg.Pool,
  user: SessionUser,
  query: FilterSelection & { audit: number },
): Promise<AuditNoiseResponse> {
  const view = await resolveView(pool, user, query.view);
  const { propertyId } = await auditInView(pool, view, query.audit);
  const marks = await auditMarks(pool, propertyId, query.audit);
  return {
    auditId: query.audit,
    marks: marks.map((mark) => ({
      ...mark,
      characteristic: mark.characteristic as CharacteristicType,
      createdAt: mark.createdAt.toISOString(),
    })),
  };
}

function entryOf(row: EntryRow): NoiseEntry {
  return {
    kind: row.kind,
    id: row.id,
    characteristic: row.characteristic as CharacteristicType,
    property:
      row.propertyId === null
        ? null
        : { id: row.propertyId, name: row.propertyName!, code: row.propertyCode },
    site: row.channelId === null ? null : { id: row.channelId, name: row.channelName! },
    auditId: row.auditId,
    sourceValue: row.sourceValue,
    channelValue: row.channelValue,
    sourceNormalized: row.sourceNormalized,
    channelNormalized: row.channelNormalized,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Accepted variants and ignores on the properties the user may see, newest first. */
export async function listNoise(
  pool: pg.Pool,
  user: SessionUser,
  query: ListQuery,
): Promise<NoiseListResponse> {
  const scope = await propertyScope(pool, user);
  const filter = { kind: query.kind, pattern: containsPattern(query.search) };
  const rows = await listEntries(pool, scope, filter, query);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((await listEntries(pool, scope, filter, { page: 1, pageSize: 1 }))[0]?.total ?? 0)
      : 0);
  return pageOf(rows.map(entryOf), total, query);
}
