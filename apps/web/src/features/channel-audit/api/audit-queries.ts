import { AUDIT_CALLS, DASHBOARD_CALLS, FILTER_CALLS } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { apiQueryOptions, useApiQuery } from '../../../lib/use-api.ts';

/** The filters narrowed to the one property and channel whose audit the page shows. */
export type AuditScope = FilterSelection & { property: number[]; site: number[] };

/** The second link of the audit chain: everything the page draws for the audit. */
export const auditDetailsQuery = (scope: AuditScope, auditId: number | null) =>
  apiQueryOptions(AUDIT_CALLS.getAuditDetails, {
    query: { ...scope, audit: auditId ?? undefined },
  });

export function useAuditDetails(scope: AuditScope, auditId: number | null) {
  return useApiQuery(auditDetailsQuery(scope, auditId), {
    label: 'Loading audit details',
    enabled: auditId !== null,
  });
}

/** Notes on the audit's results; asked for in hotel-chain mode only (docs/product-rules.md, "Loading the widgets"). */
export const auditNotesQuery = (scope: AuditScope, auditId: number | null) =>
  apiQueryOptions(AUDIT_CALLS.getAuditNotes, { query: { ...scope, audit: auditId ?? undefined } });

export function useAuditNotes(scope: AuditScope, auditId: number | null, enabled: boolean) {
  return useApiQuery(auditNotesQuery(scope, auditId), {
    label: 'Loading audit notes',
    enabled: enabled && auditId !== null,
  });
}

/** The content score of the listing, for the channels that publish rich content. */
type DateRange = { startDate?: string; endDate?: string };

export const contentScoreQuery = (propertyId: number, channelId: number, range: DateRange) =>
  apiQueryOptions(DASHBOARD_CALLS.getContentScore, {
    body: {
      propertyId,
      webSiteId: channelId,
      startDate: range.startDate ?? '',
      endDate: range.endDate ?? '',
    },
  });

export function useContentScore(
  propertyId: number,
  channelId: number,
  range: DateRange,
  enabled: boolean,
) {
  return useApiQuery(contentScoreQuery(propertyId, channelId, range), {
    label: 'Loading contentPro data',
    enabled: enabled && !!range.startDate && !!range.endDate,
  });
}

/** Seating layouts, which name the capacities of the meeting-room widget; they rarely change. */
/** The room configurations change with a release, not with the data. */
export const roomConfigurationsQuery = apiQueryOptions(
  AUDIT_CALLS.getRoomConfigurations,
  {},
  30 * 60_000,
);

export function useRoomConfigurations(enabled: boolean) {
  return useApiQuery(roomConfigurationsQuery, { label: 'Loading room configurations', enabled });
}

/** One dataset's accuracy under one characteristic. */
export const characteristicAccuracyQuery = (
  dataset: 'property' | 'brand',
  query: FilterSelection,
) => apiQueryOptions(FILTER_CALLS.getDatasetAccuracy, { params: { dataset }, query });

/**
 * Hotel-chain mode's extra calls with `characteristic={id}` for the property and brand datasets:
 * how the property does on one characteristic across all its channels, and how its brand does, so
 * a result on this channel can be read against both.
 */
export function useCharacteristicBenchmark(
  selection: FilterSelection,
  propertyId: number,
  brandId: number | null,
  characteristicId: number | null,
) {
  const base = { ...selection, site: undefined, characteristic: [characteristicId ?? 0] };
  const property = useApiQuery(
    characteristicAccuracyQuery('property', { ...base, property: [propertyId] }),
    { label: 'Loading property data', enabled: characteristicId !== null },
  );
  const brand = useApiQuery(
    characteristicAccuracyQuery('brand', {
      ...base,
      property: undefined,
      brand: brandId === null ? undefined : [brandId],
    }),
    { label: 'Loading brand data', enabled: characteristicId !== null && brandId !== null },
  );
  return { property, brand };
}
