import { describe, expect, it } from 'vitest';
import { channelProfile } from './channel-profiles.ts';
import { activeIssue, channelIncident, listingDrift, type ListingDrift } from './drift-model.ts';
import { channelFields } from './snapshot-fields.ts';

const MONTHS = 13;

function listings(
  channelId: number,
  count = 2000,
): { drifts: ListingDrift[]; fields: ReturnType<typeof channelFields> } {
  const channel = channelProfile(channelId);
  const fields = channelFields(channel);
  return {
    drifts: Array.from({ length: count }, (_, seed) =>
      listingDrift(seed, channel, fields, MONTHS, null),
    ),
    fields,
  };
}

/** Share of (listing, field) pairs with an error in cycle `month`. */
function errorShare(channelId: number, month: number): number {
  const { drifts, fields } = listings(channelId);
  let active = 0;
  for (const drift of drifts)
    active += fields.filter((field) => activeIssue(drift, field, month)).length;
  return active / (drifts.length * fields.length);
}

describe('drift model', () => {
  it('is a function of the listing seed', () => {
    const channel = channelProfile(107);
    const fields = channelFields(channel);
    expect(listingDrift(42, channel, fields, MONTHS, null)).toEqual(
      listingDrift(42, channel, fields, MONTHS, null),
    );
  });

  it('drifts the GDS and directories more than Google and Booking.com', () => {
    expect(errorShare(60, 0)).toBeGreaterThan(errorShare(104, 0) * 2);
    expect(errorShare(170, 0)).toBeGreaterThan(errorShare(107, 0) * 2);
    expect(errorShare(104, 0)).toBeGreaterThan(0.01);
    expect(errorShare(60, 0)).toBeLessThan(0.35);
  });

  it('fixes most errors during the year, and some come back', () => {
    expect(errorShare(120, MONTHS - 1)).toBeLessThan(errorShare(120, 0) * 0.75);
    const { drifts } = listings(120);
    const comebacks = drifts.flatMap((drift) =>
      drift.issues.filter((issue) =>
        drift.issues.some(
          (other) => other !== issue && other.salt === issue.salt && other.to <= issue.from,
        ),
      ),
    );
    expect(comebacks.length).toBeGreaterThan(0);
  });

  it('keeps an error on the same field with the same details while it lasts', () => {
    const { drifts, fields } = listings(61, 500);
    for (const drift of drifts) {
      for (const field of fields) {
        const start = activeIssue(drift, field, 0);
        if (start && start.to > 1) expect(activeIssue(drift, field, 1)).toBe(start);
      }
    }
  });

  it('makes some listings lag behind reference changes', () => {
    const { drifts } = listings(170);
    const lagging = drifts.filter((drift) => drift.lagMonths > 0).length / drifts.length;
    expect(lagging).toBeGreaterThan(0.2);
    expect(lagging).toBeLessThan(0.6);
  });

  it('gives about half the channels one incident away from the first and last cycles', () => {
    const incidents = [60, 61, 62, 63, 104, 105, 106, 107, 120, 121, 81, 82, 90, 91].map(
      (channelId) => channelIncident(1, channelId, MONTHS),
    );
    const some = incidents.filter((incident) => incident !== null);
    expect(some.length).toBeGreaterThan(2);
    expect(some.length).toBeLessThan(13);
    for (const incident of some) {
      expect(incident.month).toBeGreaterThanOrEqual(2);
      expect(incident.month + incident.length).toBeLessThanOrEqual(MONTHS);
    }
  });
});
