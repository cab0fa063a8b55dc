import type {
  AuditDetails,
  AuditNotesResponse,
  CharacteristicNotes,
  ContentScoreResponse,
  LastAuditResponse,
  SnapshotRecord,
} from '@lens/contracts';
import {
  CHARACTERISTIC_LABELS,
  isCharacteristicType,
  isHotelChainView,
  type FilterSelection,
} from '@lens/domain';
import { HttpError } from '../../http/error-handler.ts';
import type { Coordinates, Description, MeetingRoom } from '../../engine/types.ts';
import { rangeOf } from '../dashboard-data/filter-dimensions.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { referenceProfile } from '../reference/reference-fields.ts';
import {
  accessibleViews,
  assertPropertiesInView,
  auditInView,
  resolveView,
} from '../tenancy/view-access.queries.ts';
import {
  lastAudit,
  loadAudit,
  loadAuditNotes,
  loadComments,
  loadResults,
  previousSnapshot,
  referenceAt,
  type StoredResult,
} from './audit-details.queries.ts';
import {
  amenitiesWidget,
  amenityLists,
  characteristicDtos,
  gdsRatesWidget,
  locationWidget,
  meetingRoomsWidget,
  tagsWidget,
} from './audit-widgets.ts';
import { descriptionWidget } from './description-widget.ts';

function single(selection: FilterSelection, name: 'property' | 'site'): number {
  const values = selection[name];
  if (values?.length !== 1)
    throw new HttpError(
      400,
      `${name}: select exactly one ${name === 'site' ? 'channel' : 'property'}`,
      name,
    );
  return values[0]!;
}

/** The latest audit of the one selected property on the one selected channel in the date range. */
export async function lastAuditOf(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<LastAuditResponse> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const propertyId = single(selection, 'property');
  const channelId = single(selection, 'site');
  await assertPropertiesInView(ctx.db, view, [propertyId]);
  const range = rangeOf(selection, ctx.today);
  const audit = await lastAudit(ctx.db, propertyId, channelId, range.startDate, range.endDate);
  return {
    auditId: audit?.id ?? null,
    propertyId,
    siteId: channelId,
    auditDate: audit?.auditDate ?? null,
    projectType: audit?.projectType ?? null,
  };
}

/** Everything the channel page draws for one audit. */
export async function auditDetails(
  ctx: DashboardContext,
  query: FilterSelection & { audit: number },
): Promise<AuditDetails> {
  const view = await resolveView(ctx.db, ctx.user, query.view);
  const { propertyId } = await auditInView(ctx.db, view, query.audit);
  const audit = await loadAudit(ctx.db, propertyId, query.audit);
  if (!audit) throw new HttpError(404, 'The audit was not found.', 'audit');
  const [results, fields, previous, comments] = await Promise.all([
    loadResults(ctx.db, propertyId, audit.id),
    referenceAt(ctx.db, propertyId, audit.auditDate),
    previousSnapshot(ctx.db, audit),
    loadComments(ctx.db, propertyId, audit.id),
  ]);
  const reference = referenceProfile(
    { id: propertyId, type: 'HOTEL', countryCode: '', open: true },
    fields,
  );
  const byType = new Map(results.map((result) => [result.characteristic, result]));
  const snapshot = audit.snapshot;
  const hotelChain = isHotelChainView(view);
  const description = byType.get('DESCRIPTION');
  return {
    auditId: audit.id,
    propertyId,
    siteId: audit.channelId,
    siteName: audit.channelName,
    projectType: audit.projectType,
    auditDate: audit.auditDate,
    engineVersion: audit.engineVersion,
    scoredAt: audit.scoredAt?.toISOString() ?? null,
    status: (audit.statusNotice as AuditDetails['status']) ?? null,
    generalWidgetDashboardDto: { auditDetailsCharacteristicDtos: characteristicDtos(results) },
    amenitiesWidgetDashboardDto: amenitiesWidget(
      byType.get('AMENITIES'),
      reference.amenities ?? [],
    ),
    locationWidgetDashboardDto: locationWidget(
      byType.get('GEO_COORDINATES'),
      reference.coordinates ?? null,
      snapshot.coordinates as Coordinates | null,
    ),
    descriptionWidgetDashboardDto: descriptionWidget({
      current: (snapshot.descriptions ?? {}) as Record<string, Description>,
      previous: (previous?.descriptions ?? null) as Record<string, Description> | null,
      source: reference.descriptions ?? {},
      againstSource: hotelChain,
      languages: audit.languages,
      status: description?.status ?? null,
      canCreateMatchedNote: description?.status === 'ACCURATE',
    }),
    deflaggingDashboardDto: {
      deflagging:
        audit.statusNotice === 'DEFLAGGING' || audit.statusNotice === 'REBRANDING'
          ? audit.statusNotice
          : null,
    },
    fetchedTagsDashboardDto: tagsWidget(snapshot),
    commentsSection: notesOf(comments.filter((c) => c.kind === 'COMMENT')),
    resolvedIssuesSection: notesOf(comments.filter((c) => c.kind === 'RESOLVED')),
    ...amenityLists(byType.get('AMENITIES')),
    meetingRoomsDashboardDto: hotelChain
      ? meetingRoomsWidget(
          byType as ReadonlyMap<string, StoredResult>,
          reference.meetingRooms ?? null,
          snapshot.meetingRooms as MeetingRoom[] | null,
        )
      : undefined,
    gdsRatesDashboardDto: hotelChain
      ? gdsRatesWidget(byType.get('GDS_RATES'), snapshot as SnapshotRecord)
      : undefined,
  };
}

function notesOf(comments: Array<{ characteristic: string; note: string }>): CharacteristicNotes[] {
  const grouped = new Map<string, string[]>();
  for (const { characteristic, note } of comments)
    grouped.set(characteristic, [...(grouped.get(characteristic) ?? []), note]);
  return [...grouped]
    .filter(([characteristic]) => isCharacteristicType(characteristic))
    .map(([characteristic, notes]) => ({
      characteristicType: characteristic as CharacteristicNotes['characteristicType'],
      name: CHARACTERISTIC_LABELS[characteristic as CharacteristicNotes['characteristicType']],
      notes,
    }));
}

/** Notes on an audit's results, grouped by characteristic. */
export async function auditNotes(
  ctx: DashboardContext,
  query: FilterSelection & { audit: number },
): Promise<AuditNotesResponse> {
  const view = await resolveView(ctx.db, ctx.user, query.view);
  const { propertyId } = await auditInView(ctx.db, view, query.audit);
  const notes = await loadAuditNotes(ctx.db, propertyId, query.audit);
  const grouped = new Map<string, typeof notes>();
  for (const note of notes)
    grouped.set(note.characteristic, [...(grouped.get(note.characteristic) ?? []), note]);
  return {
    characteristics: [...grouped]
      .filter(([characteristic]) => isCharacteristicType(characteristic))
      .map(([characteristic, list]) => ({
        characteristicType: characteristic as CharacteristicNotes['characteristicType'],
        name: CHARACTERISTIC_LABELS[characteristic as CharacteristicNotes['characteristicType']],
        notes: list.map(({ id, options, selectedOptionId, comment }) => ({
          id,
          options,
          selectedOptionId,
          comment,
        })),
      })),
  };
}

/** The content score of one property on one channel: its latest audit in the range. */
export async function contentScoreOf(
  ctx: DashboardContext,
  body: { propertyId: number; webSiteId: number; startDate: string; endDate: string },
): Promise<ContentScoreResponse> {
  const views = await accessibleViews(ctx.db, ctx.user);
  let allowed = false;
  for (const view of views) {
    allowed = await assertPropertiesInView(ctx.db, view, [body.propertyId]).then(
      () => true,
      () => false,
    );
    if (allowed) break;
  }
  if (!allowed) throw new HttpError(403, 'You do not have access to this.', 'propertyId');
  const audit = await lastAudit(
    ctx.db,
    body.propertyId,
    body.webSiteId,
    body.startDate,
    body.endDate,
  );
  const loaded = audit ? await loadAudit(ctx.db, body.propertyId, audit.id) : null;
  return {
    contentScore: loaded?.contentScore ?? null,
    components: (loaded?.contentScoreComponents ?? []) as ContentScoreResponse['components'],
  };
}
