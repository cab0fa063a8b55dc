import type {
  AmenitiesWidget,
  AuditCharacteristic,
  Evidence,
  FetchedTagsWidget,
  GdsRatesWidget,
  LocationWidget,
  MeetingRoomsWidget,
  SnapshotRecord,
} from '@lens/contracts';
import {
  ACCEPTED_VARIANT_RULE,
  CHARACTERISTIC_LABELS,
  isCharacteristicType,
  type Status,
} from '@lens/domain';
import { decidingFacts } from '../../engine/index.ts';
import type { Coordinates, MeetingRoom } from '../../engine/types.ts';
import type { VariantEvidence } from '../audits/noise-rules.ts';
import type { StoredResult } from './audit-details.queries.ts';

const SQM_TO_SQFT = 10.7639;

/**
 * What decided, read from the stored details (so audits stored before the lines existed get them
 * too). An accepted variant says who accepted it, then what the engine had found.
 */
function decidedBy(characteristic: string, evidence: NonNullable<StoredResult['evidence']>) {
  const accepted = evidence.details?.acceptedVariant as VariantEvidence | undefined;
  if (evidence.rule !== ACCEPTED_VARIANT_RULE || !accepted?.engine) {
    return decidingFacts(characteristic, evidence);
  }
  const by = accepted.by ? ` by ${accepted.by}` : '';
  const where = accepted.allChannels ? 'on every channel' : 'on this channel';
  return [
    `Accepted as a variant${by} ${where}; the engine found ${accepted.engine.status}`,
    ...decidingFacts(characteristic, { ...evidence, rule: accepted.engine.rule }),
  ];
}

/** The engine's evidence in the contract's shape: numbers only where the rule measured one. */
export function evidenceOf(
  characteristic: string,
  evidence: StoredResult['evidence'],
): Evidence | null {
  if (!evidence) return null;
  const threshold = typeof evidence.threshold === 'number' ? evidence.threshold : null;
  return {
    rule: evidence.rule,
    threshold,
    sourceNormalized: evidence.sourceNormalized ?? null,
    channelNormalized: evidence.channelNormalized ?? null,
    ...(typeof evidence.similarity === 'number' ? { similarity: evidence.similarity } : {}),
    ...(typeof evidence.distanceMiles === 'number'
      ? { distanceMiles: evidence.distanceMiles }
      : {}),
    decidedBy: decidedBy(characteristic, evidence),
  };
}

export function characteristicDtos(results: readonly StoredResult[]): AuditCharacteristic[] {
  return results
    .filter((result) => isCharacteristicType(result.characteristic))
    .map((result) => ({
      characteristicType: result.characteristic,
      name: CHARACTERISTIC_LABELS[result.characteristic],
      status: result.status,
      accuracy: result.ignored ? null : result.accuracy,
      sourceValue: result.sourceValue,
      channelValue: result.channelValue,
      additionalData: result.additionalData ?? null,
      priority: result.priority,
      ignored: result.ignored,
      evidence: evidenceOf(result.characteristic, result.evidence),
    }));
}

interface AmenityDetails {
  addAmenities?: string[];
  removeAmenities?: string[];
  replaceAmenities?: Array<{ from: string; to: string }>;
}

/** Present, missing and extra amenities, from the reference list and the engine's lists. */
export function amenitiesWidget(
  result: StoredResult | undefined,
  reference: readonly string[],
): AmenitiesWidget | null {
  if (!result) return null;
  const details = (result.evidence?.details ?? {}) as AmenityDetails;
  const missing = new Set(details.addAmenities ?? []);
  const renamed = new Set((details.replaceAmenities ?? []).map((r) => r.to));
  const item = (name: string, status: Status) => ({
    name,
    status,
    canCreateMatchedNote: status === 'ACCURATE',
  });
  return {
    status: result.status,
    accuracy: result.ignored ? null : result.accuracy,
    present: reference
      .filter((name) => !missing.has(name))
      .map((name) => item(name, renamed.has(name) ? 'DISCREPANCY' : 'ACCURATE')),
    missing: [...missing].map((name) => item(name, 'MISSING')),
    extra: (details.removeAmenities ?? []).map((name) => item(name, 'REMOVE')),
  };
}

export function amenityLists(result: StoredResult | undefined): Required<AmenityDetails> {
  const details = (result?.evidence?.details ?? {}) as AmenityDetails;
  return {
    addAmenities: details.addAmenities ?? [],
    removeAmenities: details.removeAmenities ?? [],
    replaceAmenities: details.replaceAmenities ?? [],
  };
}

export function locationWidget(
  result: StoredResult | undefined,
  source: Coordinates | null,
  channel: Coordinates | null | undefined,
): LocationWidget | null {
  if (!result && !source && !channel) return null;
  return {
    sourceCoordinates: source,
    channelCoordinates: channel ?? null,
    distanceFromCorrectCoordinatesInMiles:
      typeof result?.evidence?.distanceMiles === 'number' ? result.evidence.distanceMiles : null,
    status: result?.status ?? null,
  };
}

export function tagsWidget(snapshot: SnapshotRecord): FetchedTagsWidget | null {
  if (!snapshot.photos) return null;
  const tagsStat: Record<string, number> = {};
  for (const photo of snapshot.photos)
    for (const tag of photo.tags) tagsStat[tag] = (tagsStat[tag] ?? 0) + 1;
  return { tagsStat, photoCount: snapshot.photos.length };
}

/** Meeting rooms side by side; areas are shown in square feet. */
export function meetingRoomsWidget(
  results: ReadonlyMap<string, StoredResult>,
  reference: readonly MeetingRoom[] | null,
  channel: readonly MeetingRoom[] | null | undefined,
): MeetingRoomsWidget | null {
  const count = results.get('MEETING_ROOMS_COUNT');
  if (!count && !reference?.length && !channel?.length) return null;
  const capacityStatus = results.get('MEETING_ROOM_CAPACITY')?.status ?? 'UNDEFINED';
  const sizeStatus = results.get('MEETING_ROOM_SIZE')?.status ?? 'UNDEFINED';
  const byName = new Map((channel ?? []).map((room) => [room.name.trim().toLowerCase(), room]));
  const sqft = (sqm: number | null | undefined) =>
    sqm == null ? null : Math.round(sqm * SQM_TO_SQFT);
  return {
    roomCount: {
      sourceValue: reference?.length ?? null,
      channelValue: channel?.length ?? null,
      status: count?.status ?? 'UNDEFINED',
    },
    rooms: (reference ?? []).map((room) => {
      const shown = byName.get(room.name.trim().toLowerCase());
      return {
        name: room.name,
        status: shown ? 'PRESENT' : 'NOT-PRESENT',
        size:
          room.areaSqm == null
            ? null
            : {
                sourceValue: sqft(room.areaSqm),
                channelValue: sqft(shown?.areaSqm),
                status: sizeStatus,
              },
        capacities: Object.entries(room.capacities).map(([configurationCode, seats]) => ({
          configurationCode,
          sourceValue: seats,
          channelValue: shown?.capacities[configurationCode] ?? null,
          status: shown?.capacities[configurationCode] === seats ? 'ACCURATE' : capacityStatus,
        })),
      };
    }),
  };
}

export function gdsRatesWidget(
  result: StoredResult | undefined,
  snapshot: SnapshotRecord,
): GdsRatesWidget | null {
  if (!result || (result.status !== 'RATES RETURNED' && result.status !== 'RATES NOT RETURNED'))
    return null;
  return { status: result.status, checkedAt: toDateTime(snapshot.capturedAt), rates: [] };
}

function toDateTime(capturedAt: string): string {
  return capturedAt.length === 10 ? `${capturedAt}T00:00:00Z` : new Date(capturedAt).toISOString();
}
