import type {
  ChangeRequest,
  ChangeRequestCandidate,
  ChangeRequestCandidates,
  ChangeRequestList,
  ChangeRequestListFilter,
  CreateChangeRequestBody,
  SessionUser,
} from '@lens/contracts';
import {
  CHANGE_REQUEST_STATUSES,
  changeRequestLayoutFor,
  characteristicLabel,
  isCharacteristicType,
  referenceValueText,
  statusColor,
  type CharacteristicType,
  type Status,
} from '@lens/domain';
import type pg from 'pg';
import { pageOf } from '../../db/paging.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { CHARACTERISTIC_ORDER } from '../../engine/index.ts';
import { accessibleViews } from '../tenancy/view-access.queries.ts';
import {
  findRequest,
  listRequests,
  requestFacets,
  requestLines,
  type RequestRow,
} from './change-request-reads.queries.ts';
import {
  auditResultsWithFlags,
  insertChangeRequest,
  insertRequestActivity,
  referenceValuesOn,
  unconfirmedRequestIds,
  visibleAudit,
  type AuditResultRow,
  type RequestAudit,
} from './change-requests.queries.ts';

const NOT_YOURS = 'You do not have access to this.';
const FLAGGED: Status = 'MATCHED (MODIFY)';

const today = () => new Date().toISOString().slice(0, 10);
const rank = (type: string) => {
  const index = (CHARACTERISTIC_ORDER as readonly string[]).indexOf(type);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
};

export async function visibleRequest(
  pool: pg.Pool,
  user: SessionUser,
  requestId: number,
): Promise<RequestRow> {
  const row = await findRequest(pool, await accessibleViews(pool, user), requestId);
  if (!row) throw new HttpError(403, NOT_YOURS, 'requestId');
  return row;
}

async function auditOf(pool: pg.Pool, user: SessionUser, auditId: number, field: string) {
  const audit = await visibleAudit(pool, await accessibleViews(pool, user), auditId);
  if (!audit) throw new HttpError(403, NOT_YOURS, field);
  return audit;
}

/**
 * The results a request can be made of: flagged ones, and the others a person would want fixed
 * (red and yellow statuses), each with the reference values valid today per language. A
 * characteristic whose reference has no value today falls back to the value the audit compared
 * with; one with neither has nothing to correct to and is left out.
 */
async function candidatesOf(pool: pg.Pool, audit: RequestAudit): Promise<ChangeRequestCandidate[]> {
  const results = (await auditResultsWithFlags(pool, audit.propertyId, audit.auditId)).filter(
    (result) =>
      isCharacteristicType(result.characteristic) &&
      (isFlagged(result) ||
        (!result.ignored && ['red', 'yellow'].includes(statusColor(result.status as Status)))),
  );
  const references = await referenceValuesOn(
    pool,
    audit.propertyId,
    results.map((result) => result.characteristic),
    today(),
  );
  return results
    .map((result) => {
      const rows = references.filter((row) => row.characteristic === result.characteristic);
      const languages = rows.filter((row) => result.flaggedItems.includes(row.language));
      const chosen = languages.length > 0 ? languages : rows;
      const corrected = chosen.length
        ? chosen.map((row) => ({ language: row.language, value: referenceValueText(row.value) }))
        : result.sourceValue
          ? [{ language: '', value: result.sourceValue }]
          : [];
      return {
        characteristic: result.characteristic as CharacteristicType,
        label: characteristicLabel(result.characteristic),
        status: result.status as Status,
        flagged: isFlagged(result),
        flaggedItems: result.flaggedItems,
        channelValue: result.channelValue,
        corrected: corrected.filter((value) => value.value !== ''),
      };
    })
    .filter((candidate) => candidate.corrected.length > 0)
    .toSorted(
      (a, b) =>
        Number(b.flagged) - Number(a.flagged) || rank(a.characteristic) - rank(b.characteristic),
    );
}

function isFlagged(result: AuditResultRow): boolean {
  return result.status === FLAGGED || result.flaggedItems.length > 0;
}

export async function changeRequestCandidates(
  pool: pg.Pool,
  user: SessionUser,
  auditId: number,
): Promise<ChangeRequestCandidates> {
  const audit = await auditOf(pool, user, auditId, 'audit');
  const layout = changeRequestLayoutFor({ name: audit.channelName, categoryId: audit.categoryId });
  return {
    auditId: audit.auditId,
    auditDate: audit.auditDate,
    property: { id: audit.propertyId, name: audit.propertyName, code: audit.propertyCode },
    site: { id: audit.channelId, name: audit.channelName },
    layout: layout.id,
    layoutName: layout.name,
    items: await candidatesOf(pool, audit),
    openRequestIds: await unconfirmedRequestIds(pool, audit.propertyId, audit.channelId),
  };
}

/** Makes an OPEN request from chosen candidates; its lines and its log entry commit together. */
export async function createChangeRequest(
  pool: pg.Pool,
  user: SessionUser,
  body: CreateChangeRequestBody,
): Promise<ChangeRequest> {
  const audit = await auditOf(pool, user, body.auditId, 'auditId');
  const candidates = await candidatesOf(pool, audit);
  const chosen = [...new Set(body.characteristics)];
  const unknown = body.characteristics.findIndex(
    (type) => !candidates.some((candidate) => candidate.characteristic === type),
  );
  if (unknown >= 0) {
    const field = `characteristics.${unknown}`;
    throw new HttpError(
      400,
      `${field}: the audit has no flagged or inaccurate result to correct for this characteristic`,
      field,
    );
  }
  const lines = candidates
    .filter((candidate) => chosen.includes(candidate.characteristic))
    .flatMap((candidate) =>
      candidate.corrected.map((value) => ({
        characteristic: candidate.characteristic,
        language: value.language,
        currentValue: candidate.channelValue,
        correctedValue: value.value,
      })),
    );
  const id = await withTransaction(pool, async (tx) => {
    const requestId = await insertChangeRequest(tx, audit, user.id, lines);
    await insertRequestActivity(tx, {
      clientId: audit.clientId,
      userId: user.id,
      propertyId: audit.propertyId,
      channelId: audit.channelId,
      auditId: audit.auditId,
      details: { requestId, status: 'OPEN', characteristics: chosen },
    });
    return requestId;
  });
  return changeRequestDetail(pool, user, id);
}

export async function changeRequestDetail(
  pool: pg.Pool,
  user: SessionUser,
  requestId: number,
): Promise<ChangeRequest> {
  const row = await visibleRequest(pool, user, requestId);
  const layout = changeRequestLayoutFor({ name: row.channelName, categoryId: row.categoryId });
  const lines = await requestLines(pool, requestId);
  return {
    ...summaryOf(row),
    layout: layout.id,
    layoutName: layout.name,
    listingUrl: row.listingUrl,
    lines: lines
      .filter((line) => isCharacteristicType(line.characteristic))
      .map((line) => ({
        characteristic: line.characteristic as CharacteristicType,
        label: characteristicLabel(line.characteristic),
        language: line.language,
        currentValue: line.currentValue,
        correctedValue: line.correctedValue,
      }))
      .toSorted((a, b) => rank(a.characteristic) - rank(b.characteristic)),
  };
}

export function summaryOf(row: RequestRow): ChangeRequestList['items'][number] {
  return {
    id: row.id,
    reference: `CR-${row.id}`,
    status: row.status,
    property: { id: row.propertyId, name: row.propertyName, code: row.propertyCode },
    site: { id: row.channelId, name: row.channelName, siteGroupId: row.categoryId },
    auditId: row.auditId,
    auditDate: row.auditDate,
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    sentOn: row.sentOn,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedBy: row.confirmedById
      ? { id: row.confirmedById, name: row.confirmedByName ?? '' }
      : null,
    confirmedAuditId: row.confirmedAuditId,
  };
}

export async function changeRequestList(
  pool: pg.Pool,
  user: SessionUser,
  query: ChangeRequestListFilter,
): Promise<ChangeRequestList> {
  const views = await accessibleViews(pool, user);
  const [{ rows, total }, facets] = await Promise.all([
    listRequests(pool, views, query, query),
    requestFacets(pool, views),
  ]);
  const counts = Object.fromEntries(
    CHANGE_REQUEST_STATUSES.map((status) => [
      status,
      facets.counts.find((count) => count.status === status)?.n ?? 0,
    ]),
  ) as ChangeRequestList['counts'];
  return {
    ...pageOf(rows.map(summaryOf), total, query),
    counts,
    channels: facets.channels,
    properties: facets.properties,
  };
}
