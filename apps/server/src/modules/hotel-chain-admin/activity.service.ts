import {
  type ActivityEntry,
  type ActivityResponse,
  type activityQuerySchema,
} from '@lens/contracts';
import {
  channelCategory,
  CHARACTERISTIC_LABELS,
  isCharacteristicType,
  type CharacteristicType,
} from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { containsPattern, pageOf } from '../../db/paging.ts';
import { HttpError } from '../../http/error-handler.ts';
import {
  activityProperties,
  activityUsers,
  countActivity,
  listActivity,
  type ActivityRow,
} from '../activity/activity.queries.ts';

type ActivityQuery = z.output<typeof activityQuerySchema>;

const label = (characteristic: string) =>
  isCharacteristicType(characteristic) ? CHARACTERISTIC_LABELS[characteristic] : characteristic;
const score = (value: unknown) => (typeof value === 'number' ? String(Math.round(value)) : 'N/A');
const quote = (text: unknown) => {
  const value = typeof text === 'string' ? text.trim() : '';
  return value.length > 120 ? `“${value.slice(0, 117)}…”` : `“${value}”`;
};

/** How many audits a noise-control decision re-scored. */
const rescoredText = (details: Record<string, unknown>) => {
  const count = typeof details.rescored === 'number' ? details.rescored : 0;
  return `${count} audit${count === 1 ? '' : 's'} re-scored`;
};

/** The characteristics an entry concerns, from whichever detail its source records. */
function characteristicsOf(details: Record<string, unknown>): CharacteristicType[] {
  const names = [
    ...(Array.isArray(details.characteristics) ? details.characteristics : []),
    ...(typeof details.characteristic === 'string' ? [details.characteristic] : []),
    ...(Array.isArray(details.items)
      ? details.items.map((item: { charType?: unknown }) => item.charType)
      : []),
  ];
  return [
    ...new Set(names.filter((n): n is CharacteristicType => isCharacteristicType(String(n)))),
  ];
}

/** One sentence saying what was done, from the entry's recorded details. */
export function describeActivity(
  action: ActivityEntry['action'],
  details: Record<string, unknown>,
): string {
  const characteristics = characteristicsOf(details).map(label).join(', ');
  switch (action) {
    case 'FLAG_FOR_MODIFICATION': {
      const count = Array.isArray(details.items) ? details.items.length : 0;
      const what = `${count} matched item${count === 1 ? '' : 's'}`;
      return `Flagged ${what} for modification (${characteristics})${details.pending ? ', waiting to be processed' : ''}`;
    }
    case 'NOTE':
      return details.selected
        ? `Noted ${characteristics}: chose ${quote(details.selected)}${details.comment ? ` and commented ${quote(details.comment)}` : ''}`
        : `Noted ${characteristics}${details.comment ? `: ${quote(details.comment)}` : ''}`;
    case 'COMMENT':
      return `Commented on ${characteristics}: ${quote(details.note)}`;
    case 'RESOLVED_ISSUE':
      return `Resolved an issue with ${characteristics}: ${quote(details.note)}`;
    case 'ACCEPT_REVIEW':
    case 'REJECT_REVIEW':
      return `${action === 'ACCEPT_REVIEW' ? 'Accepted' : 'Rejected'} ${characteristics} as ${String(details.to)}; audit accuracy ${score(details.accuracyBefore)} → ${score(details.accuracyAfter)}`;
    case 'CHANGE_AUDIT_LIMITS': {
      const type = channelCategory(Number(details.categoryId))?.name ?? 'a channel type';
      const changes = Array.isArray(details.changes) ? details.changes : [];
      const list = changes
        .slice(0, 4)
        .map(
          (c: { field: string; from: unknown; to: unknown }) =>
            `${c.field} ${String(c.from)} → ${String(c.to)}`,
        )
        .join(', ');
      const more = changes.length > 4 ? ` and ${changes.length - 4} more` : '';
      return details.reset
        ? `Reset the ${type} limits to the inherited values (${list}${more})`
        : `Changed the ${type} limits: ${list}${more}`;
    }
    case 'WRONG_MATCH':
      return `Marked the listing ${quote(details.listingUrl ?? 'without URL')} as not this property${details.comment ? `: ${quote(details.comment)}` : ''}`;
    case 'RESTORE_WRONG_MATCH':
      return `Put the listing ${quote(details.listingUrl ?? 'without URL')} back into scoring`;
    case 'CONFIRM_WRONG_MATCH':
      return `Confirmed the listing ${quote(details.listingUrl ?? 'without URL')} is not this property`;
    case 'REPOINT_LISTING':
      return `Re-pointed the listing from ${quote(details.from ?? 'no URL')} to ${quote(details.to)}`;
    case 'DISMISS_DUPLICATE':
      return `Marked ${quote(details.name ?? details.listingUrl ?? 'a listing')} as not a duplicate`;
    case 'ACCEPT_VARIANT':
      return `Accepted ${quote(details.channelValue)} as a variant of ${quote(details.sourceValue)} for ${characteristics} ${details.allChannels ? 'on every channel' : 'on this channel'}; ${rescoredText(details)}`;
    case 'UNACCEPT_VARIANT':
      return `Withdrew the accepted ${characteristics} variant ${quote(details.channelValue)}; ${rescoredText(details)}`;
    case 'IGNORE_RESULT':
      return `Ignored ${characteristics} until ${quote(details.sourceValue)} or ${quote(details.channelValue)} changes; ${rescoredText(details)}`;
    case 'UNIGNORE_RESULT':
      return `Stopped ignoring ${characteristics} (${quote(details.channelValue)}); ${rescoredText(details)}`;
    case 'CHANGE_REQUEST': {
      const request = `change request CR-${String(details.requestId)}`;
      if (details.status === 'SENT') return `Marked ${request} sent on ${String(details.sentOn)}`;
      if (details.status === 'CONFIRMED')
        return details.confirmedAuditId
          ? `Audit ${String(details.confirmedAuditId)} confirmed ${request}: the channel shows the fix`
          : `Confirmed ${request} by hand`;
      return `Made ${request} for ${characteristics}`;
    }
  }
}

function entryOf(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    user:
      row.userId === null ? null : { id: row.userId, name: row.userName!, email: row.userEmail! },
    property:
      row.propertyId === null
        ? null
        : { id: row.propertyId, name: row.propertyName!, code: row.propertyCode },
    site: row.channelId === null ? null : { id: row.channelId, name: row.channelName! },
    auditId: row.auditId,
    characteristics: characteristicsOf(row.details),
    description: describeActivity(row.action, row.details),
  };
}

export async function managerActivity(
  pool: pg.Pool,
  clientId: number,
  query: ActivityQuery,
): Promise<ActivityResponse> {
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    throw new HttpError(400, 'endDate: must not be before startDate', 'endDate');
  }
  const filter = { ...query, pattern: containsPattern(query.search) };
  const rows = await listActivity(pool, clientId, filter, query);
  const total =
    rows[0]?.total ?? (query.page > 1 ? await countActivity(pool, clientId, filter) : 0);
  return pageOf(rows.map(entryOf), total, query);
}

export async function activityOptions(pool: pg.Pool, clientId: number) {
  const [users, properties] = await Promise.all([
    activityUsers(pool, clientId),
    activityProperties(pool, clientId),
  ]);
  return { users, properties };
}
