import { CHANNEL_CATALOG } from '../modules/catalog/channel-catalog.ts';
import type { DemoProperty } from './property-version.ts';
import type { Random } from './random.ts';

const EUROPE = new Set(['GB', 'IE', 'FR', 'DE', 'AT', 'CH', 'ES', 'IT', 'PT', 'NL']);
const NORTH_AMERICA = new Set(['US', 'CA']);
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH']);

/**
 * How likely a property is listed on a channel: every property is on Google; hotels are on the
 * OTAs, metasearch and review sites, on the GDS when branded and on meeting platforms when they
 * have meeting rooms; restaurants on reservation and (when they deliver) delivery apps; spas on
 * spa booking channels. Regional channels (HRS, HolidayCheck, TheFork, Resy...) stay in their region.
 */
function listingOdds(channelId: number, categoryId: number, property: DemoProperty): number {
  const record = property.versions[0]?.record;
  if (!record) return 0;
  const country = record.address.countryCode;
  const europe = EUROPE.has(country);
  const northAmerica = NORTH_AMERICA.has(country);
  const segment = property.segment;
  switch (record.type) {
    case 'HOTEL': {
      const odds: Record<number, number> = {
        104: 1,
        105: 0.9,
        106: 0.9,
        107: 0.97,
        120: 0.95,
        121: 0.5,
        122: 0.4,
        123: 0.4,
        124: europe ? 0.5 : 0.1,
        126: northAmerica ? 0.8 : 0.2,
        81: 0.98,
        82: northAmerica ? 0.7 : 0.2,
        83: 0.3,
        84: GERMAN_SPEAKING.has(country) ? 0.85 : 0.25,
        90: 0.9,
        91: segment === 'LIFESTYLE' || segment === 'LUXURY' ? 0.7 : 0.3,
        60: 0.95,
        61: 0.95,
        62: 0.9,
        63: 0.6,
        70: 0.9,
        71: 0.7,
        72: 0.6,
        73: 0.5,
        75: 0.6,
        170: northAmerica ? 0.5 : 0.15,
        171: 0.3,
        180: 0.2,
        111: 0.25,
        112: 0.25,
        113: 0.25,
        125: 0.3,
        200: segment === 'LIFESTYLE' ? 0.2 : 0.35,
        201: 0.3,
        191: northAmerica ? 0.5 : 0.15,
        192: northAmerica ? 0.5 : 0.15,
      };
      if (categoryId === 6 && record.brand == null) return 0.3;
      if ((categoryId === 7 || categoryId === 8) && !record.meetingRooms?.length) return 0;
      if (categoryId === 3) return 0.35;
      return odds[channelId] ?? 0;
    }
    case 'RESTAURANT': {
      const odds: Record<number, number> = {
        104: 1,
        105: 0.8,
        106: 0.9,
        81: 0.95,
        82: northAmerica ? 0.95 : 0.6,
        83: 0.7,
        90: 0.85,
        91: 0.8,
        140: europe ? 0.5 : 0.9,
        141: europe ? 0.85 : 0.05,
        142: country === 'US' ? 0.6 : 0,
        143: 0.4,
        170: 0.5,
        171: 0.4,
        180: 0.4,
        111: 0.5,
        112: 0.4,
        113: 0.4,
      };
      if (categoryId === 10) {
        if (!record.orderLink) return 0;
        // Uber Eats is everywhere, Deliveroo outside North America, DoorDash in it and Australia.
        if (channelId === 150) return 0.8;
        if (channelId === 151) return northAmerica ? 0 : 0.8;
        return northAmerica || country === 'AU' ? 0.8 : 0;
      }
      return odds[channelId] ?? 0;
    }
    case 'SPA': {
      const odds: Record<number, number> = {
        104: 1,
        105: 0.7,
        106: 0.8,
        81: 0.8,
        82: 0.6,
        83: 0.5,
        90: 0.85,
        91: 0.85,
        160: 0.7,
        161: europe ? 0.8 : 0.3,
        162: 0.6,
        170: 0.4,
        171: 0.3,
        111: 0.4,
        112: 0.3,
        113: 0.3,
      };
      return odds[channelId] ?? 0;
    }
  }
}

/**
 * The channels a property is listed on, in catalog order. With `count` (bench scale), exactly
 * that many: the likeliest ones first, the rest of the catalog after them.
 */
export function chooseChannels(property: DemoProperty, random: Random, count?: number): number[] {
  const scored = CHANNEL_CATALOG.map((channel) => ({
    id: channel.id,
    odds: listingOdds(channel.id, channel.categoryId, property),
    roll: random.next(),
  }));
  if (count === undefined) {
    return scored.filter(({ odds, roll }) => roll < odds).map(({ id }) => id);
  }
  if (count > scored.length) throw new RangeError(`the catalog has only ${scored.length} channels`);
  const chosen = new Set(
    [...scored]
      .sort((a, b) => b.odds - a.odds || a.roll - b.roll)
      .slice(0, count)
      .map(({ id }) => id),
  );
  return scored.filter(({ id }) => chosen.has(id)).map(({ id }) => id);
}
