import type { ChannelProfile, PhoneStyle } from './channel-profiles.ts';
import { fixOdds } from './care-model.ts';
import { mixSeed, Random } from './random.ts';
import { FIELD_ERRORS } from './snapshot-errors.ts';
import type { ListingStyle, SnapshotField } from './snapshot-fields.ts';

/** Calibrates all channels' error rates at once: the demo starts the year near 89% accuracy. */
const ERROR_SCALE = 1.5;

/** Months an error lasts when nobody fixes it. */
const FOREVER = Number.MAX_SAFE_INTEGER;

/** A real error on one field of one listing, shown in the cycles `from` (included) to `to` (excluded). */
export interface Issue {
  field: SnapshotField;
  /** Index into the field's error kinds. */
  kind: number;
  /** Seeds the error's details (which digit, which amenity), so they stay the same month after month. */
  salt: number;
  from: number;
  to: number;
}

/** A channel-wide data incident (a feed reset, a bad import): errors for a month or two. */
export interface Incident {
  month: number;
  length: number;
}

export interface ListingDrift {
  issues: Issue[];
  /** Months the listing lags behind reference changes (0: up to date). */
  lagMonths: number;
  style: ListingStyle;
}

const KIND_WEIGHTS = new Map(
  Object.entries(FIELD_ERRORS).map(([field, errors]) => [
    field,
    errors.kinds.map(([, weight], i) => [i, weight] as const),
  ]),
);

const WEBSITE_STYLES: ReadonlyArray<readonly [ListingStyle['website'], number]> = [
  ['AS_IS', 9],
  ['TRACKING', 2],
  ['NO_WWW', 1],
  ['HTTP', 0.5],
  ['TRAILING_SLASH', 1],
];
const PHONE_STYLES: readonly PhoneStyle[] = ['NATIONAL', 'INTERNATIONAL', 'E164'];
const LAGS = [
  [1, 4],
  [2, 3],
  [3, 2],
  [12, 1],
] as const;

/** Half the channels have one incident during the cycles, away from the first and last month. */
export function channelIncident(
  seed: number,
  channelId: number,
  monthCount: number,
): Incident | null {
  const random = new Random(mixSeed(seed, channelId, 0x1c1d));
  if (monthCount < 5 || !random.chance(0.5)) return null;
  return { month: random.int(2, monthCount - 3), length: random.int(1, 2) };
}

// New errors rarely appear in the newest cycle: each one raises an alert, and a content team
// opening the product meets a handful to act on, not one per listing.
const NEW_IN_NEWEST_CYCLE = 0.005;

/** Whether an error first shown in cycle `from` is kept: damped in the newest cycle. */
function kept(random: Random, from: number, newest: number): boolean {
  return from !== newest || random.chance(NEW_IN_NEWEST_CYCLE);
}

/** Adds an error, and now and then its comeback a few months after the fix. */
function addIssue(
  issues: Issue[],
  random: Random,
  field: SnapshotField,
  weights: ReadonlyArray<readonly [number, number]>,
  from: number,
  to: number,
  newest: number,
): void {
  const issue = { field, kind: random.weighted(weights), salt: random.int(0, 2 ** 31), from, to };
  issues.push(issue);
  if (to !== FOREVER && random.chance(0.15)) {
    const back = to + random.int(1, 3);
    if (kept(random, back, newest))
      issues.push({ ...issue, from: back, to: back + random.int(1, 3) });
  }
}

function styleOf(channel: ChannelProfile, random: Random): ListingStyle {
  return {
    phone: random.chance(0.75) ? channel.phoneStyle : random.pick(PHONE_STYLES),
    abbreviate: random.chance(channel.terminal ? 0.8 : 0.3),
    ascii: channel.terminal || random.chance(0.08),
    upper: channel.terminal,
    ampersand: random.chance(0.15),
    website: random.weighted(WEBSITE_STYLES),
    punctuation: random.chance(0.2),
    reorder: random.chance(0.2),
    lowerAmenities: random.chance(0.1),
    roundPin: random.chance(0.25),
    photoShare: random.float(0.8, 1),
    brandCode: random.chance(channel.terminal ? 0.7 : 0.1),
  };
}

/**
 * The drift of one listing over the cycles, from its seed alone. Errors present at the start are
 * mostly fixed during the year (some come back), new ones appear now and then, and channel
 * incidents add short-lived ones: accuracy trends up with dips. Rates scale with the channel's
 * error rate, each field's proneness and how well the property is looked after (`care`,
 * care-model.ts).
 */
export function listingDrift(
  seed: number,
  channel: ChannelProfile,
  fields: readonly SnapshotField[],
  monthCount: number,
  incident: Incident | null,
  care = 1,
): ListingDrift {
  const random = new Random(seed);
  const last = Math.max(1, monthCount - 1);
  const issues: Issue[] = [];
  for (const field of fields) {
    const odds = Math.min(0.9, channel.errorRate * ERROR_SCALE * FIELD_ERRORS[field].factor * care);
    const weights = KIND_WEIGHTS.get(field) ?? [];
    if (random.chance(odds)) {
      const to = random.chance(fixOdds(care)) ? random.int(1, last) : FOREVER;
      addIssue(issues, random, field, weights, -1, to, last);
    }
    if (random.chance(odds * 0.3)) {
      const from = random.int(1, last);
      const to = random.chance(0.5) ? from + random.int(1, 4) : FOREVER;
      if (kept(random, from, last)) addIssue(issues, random, field, weights, from, to, last);
    }
    if (incident && random.chance(Math.min(0.9, odds * 1.5))) {
      addIssue(
        issues,
        random,
        field,
        weights,
        incident.month,
        incident.month + incident.length,
        last,
      );
    }
  }
  const lagMonths = random.chance(channel.lagOdds) ? random.weighted(LAGS) : 0;
  return { issues, lagMonths, style: styleOf(channel, random) };
}

/** The listing's error on `field` in cycle `month`, if any. */
export function activeIssue(
  drift: ListingDrift,
  field: SnapshotField,
  month: number,
): Issue | undefined {
  for (const issue of drift.issues) {
    if (issue.field === field && issue.from <= month && month < issue.to) return issue;
  }
  return undefined;
}
