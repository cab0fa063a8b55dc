import type { SnapshotRecord } from '@lens/contracts';
import { dayOf, monthsBefore, timestamp } from './calendar.ts';
import { channelProfile, type ChannelProfile } from './channel-profiles.ts';
import { activeIssue, listingDrift, type Incident } from './drift-model.ts';
import { listingUrl } from './listing-pages.ts';
import { versionAt, type DemoProperty } from './property-version.ts';
import { mixSeed, Random } from './random.ts';
import { applyError, type ErrorContext } from './snapshot-errors.ts';
import { channelFields, hasReference, type SnapshotField } from './snapshot-fields.ts';
import { renderField } from './snapshot-render.ts';

/** One property on one channel. */
export interface Listing {
  property: DemoProperty;
  channelId: number;
  seed: number;
  /** How well the property's listings are looked after (care-model.ts). */
  care: number;
}

/** What every snapshot of a cycle shares. */
export interface Cycles {
  months: readonly string[];
  endDate: string;
  incidents: ReadonlyMap<number, Incident | null>;
}

const FIELDS_BY_CHANNEL = new Map<number, readonly SnapshotField[]>();

function fieldsOf(channel: ChannelProfile): readonly SnapshotField[] {
  let fields = FIELDS_BY_CHANNEL.get(channel.channel.id);
  if (!fields) {
    fields = channelFields(channel);
    FIELDS_BY_CHANNEL.set(channel.channel.id, fields);
  }
  return fields;
}

/** The premium tier some upscale hotels buy on OTAs and review channels. */
function listingTier(listing: Listing, channel: ChannelProfile): string | null {
  const category = channel.channel.categoryId;
  const upscale = listing.property.segment === 'LUXURY' || listing.property.segment === 'UPSCALE';
  return upscale &&
    (category === 2 || category === 4) &&
    new Random(mixSeed(listing.seed, 7)).chance(0.15)
    ? 'DIAMOND'
    : null;
}

function searchRank(listing: Listing, monthly: Random): SnapshotRecord['searchRank'] {
  const stable = new Random(mixSeed(listing.seed, 8));
  const position = stable.weighted([
    [1, 5],
    [2, 3],
    [3, 2],
    [5, 1],
    [8, 1],
  ] as const);
  return {
    pageNumber: stable.chance(0.05) ? 2 : 1,
    position: Math.max(1, position + monthly.int(-1, 1)),
    level: stable.weighted([
      [0, 7],
      [1, 2],
      [2, 1],
    ] as const),
  };
}

/**
 * What the channel showed for the listing in cycle `monthIndex`: read on a day of the month that
 * depends on the channel, from the reference version true then (or months earlier for a listing
 * that lags), written the listing's way, with the listing's active errors applied.
 */
export function buildSnapshot(
  listing: Listing,
  monthIndex: number,
  cycles: Cycles,
): SnapshotRecord {
  const { property, channelId } = listing;
  const channel = channelProfile(channelId);
  const month = cycles.months[monthIndex] as string;
  const fields = fieldsOf(channel);
  const drift = listingDrift(
    listing.seed,
    channel,
    fields,
    cycles.months.length,
    cycles.incidents.get(channelId) ?? null,
    listing.care,
  );
  const monthly = new Random(mixSeed(listing.seed, 0x6d6f6e, monthIndex));
  let date = dayOf(month, channel.captureDay + monthly.int(0, 3));
  if (date > cycles.endDate) date = cycles.endDate;
  const version = versionAt(
    property,
    drift.lagMonths > 0 ? monthsBefore(date, drift.lagMonths) : date,
  );
  const snapshot: SnapshotRecord = {
    propertyCode: property.slot.code,
    siteId: channelId,
    capturedAt: timestamp(date, monthly.int(0, 86_399)),
    projectType: 'AUTOMATED',
    listingUrl: listingUrl(property, channel, listing.seed),
    listingType: listingTier(listing, channel),
  };
  if (channel.searchRank) snapshot.searchRank = searchRank(listing, monthly);
  const context: ErrorContext = {
    property,
    version,
    style: drift.style,
    channelName: channel.channel.name,
  };
  for (const field of fields) {
    if (!hasReference(field, version)) continue;
    let value = renderField(field, version, channel, drift.style, monthly);
    const issue = activeIssue(drift, field, monthIndex);
    if (issue && value != null)
      value = applyError(field, issue.kind, value, context, new Random(issue.salt));
    if (value != null) (snapshot as Record<SnapshotField, unknown>)[field] = value;
  }
  return snapshot;
}
