import { AUDIT_CALLS, DASHBOARD_CALLS, FILTER_CALLS } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { useApiQuery } from '../../../lib/use-api.ts';

/** The filters narrowed to the one property and channel whose audit the page shows. */
export type AuditScope = FilterSelection & { property: number[]; site: number[] };

/** The second link of the audit chain: everything the page draws for the audit. */
export function useAuditDetails(scope: AuditScope, auditId: number | null) {
  return useApiQuery(AUDIT_CALLS.getAuditDetails, {
    query: { ...scope, audit: auditId ?? undefined },
    label: 'Loading audit details',
    enabled: auditId !== null,
  });
}

/** Notes on the audit's results; asked for in hotel-chain mode only (docs/product-rules.md, "Loading the widgets"). */
export function useAuditNotes(scope: AuditScope, auditId: number | null, enabled: boolean) {
  return useApiQuery(AUDIT_CALLS.getAuditNotes, {
    query: { ...scope, audit: auditId ?? undefined },
    label: 'Loading audit notes',
    enabled: enabled && auditId !== null,
  });
}

/** The content score of the listing, for the channels that publish rich content. */
export function useContentScore(
  propertyId: number,
  channelId: number,
  range: { startDate?: string; endDate?: string },
  enabled: boolean,
) {
  return useApiQuery(DASHBOARD_CALLS.getContentScore, {
    body: {
      propertyId,
      webSiteId: channelId,
      startDate: range.startDate ?? '',
      endDate: range.endDate ?? '',
    },
    label: 'Loading contentPro data',
    enabled: enabled && !!range.startDate && !!range.endDate,
  });
}

/** Seating layouts, which name the capacities of the meeting-room widget; they rarely change. */
export function useRoomConfigurations(enabled: boolean) {
  return useApiQuery(AUDIT_CALLS.getRoomConfigurations, {
    label: 'Loading room configurations',
    enabled,
    staleTime: 30 * 60_000,
  });
}

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
  const property = useApiQuery(FILTER_CALLS.getDatasetAccuracy, {
    params: { dataset: 'property' },
    query: { ...base, property: [propertyId] },
    label: 'Loading property data',
    enabled: characteristicId !== null,
  });
  const brand = useApiQuery(FILTER_CALLS.getDatasetAccuracy, {
    params: { dataset: 'brand' },
    query: { ...base, property: undefined, brand: brandId === null ? undefined : [brandId] },
    label: 'Loading brand data',
    enabled: characteristicId !== null && brandId !== null,
  });
  return { property, brand };
}
