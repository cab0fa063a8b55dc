import { CHANNEL_CATEGORIES, type ChannelCategoryId, type CharacteristicType } from '@lens/domain';

/**
 * The how-to-fix guides of the Instructions screen and which channel opens which
 * (docs/product-rules.md, "Instructions"). Only the index lives here, so the links on the audit and
 * change-request screens stay small; the guides' text loads with the Instructions screen. It is
 * kept out of `@lens/domain`, whose code every page downloads before it draws (the initial budget
 * of `e2e/tests/bundle-budget.e2e.test.ts`); only these lazily loaded screens use it.
 */
export interface FixGuideEntry {
  slug: string;
  title: string;
  /** Channels this guide is written for, matched by name (ids differ between installations). */
  channelNames: readonly string[];
  /** Categories whose channels it covers when no guide names the channel. */
  categoryIds: readonly ChannelCategoryId[];
}

/** The guides written for named channels and families, each with the categories it covers. */
const FAMILY_GUIDES = [
  {
    slug: 'google-business-profile',
    title: 'Google Business Profile',
    channelNames: ['Google', 'Google Maps', 'Google Business Profile'],
    categoryIds: [],
  },
  { slug: 'booking-com', title: 'Booking.com', channelNames: ['Booking.com'], categoryIds: [] },
  {
    slug: 'expedia-group',
    title: 'Expedia Group',
    channelNames: ['Expedia', 'Hotels.com', 'Vrbo', 'Orbitz', 'Travelocity', 'Wotif', 'ebookers'],
    categoryIds: [],
  },
  { slug: 'tripadvisor', title: 'Tripadvisor', channelNames: ['Tripadvisor'], categoryIds: [] },
  {
    slug: 'gds',
    title: 'GDS: Amadeus, Sabre and Travelport',
    channelNames: ['Amadeus', 'Sabre', 'Travelport Galileo', 'Travelport Worldspan', 'Apollo'],
    // Corporate booking tools show what the GDSs hold.
    categoryIds: [6, 18],
  },
  {
    slug: 'meeting-and-event-platforms',
    title: 'Meeting and event platforms',
    channelNames: ['Cvent', 'MeetingPackage', 'EventUp', 'Groups360', 'HotelPlanner Groups'],
    categoryIds: [7, 8, 22],
  },
] as const satisfies readonly FixGuideEntry[];

const familyCategories = new Set<number>(FAMILY_GUIDES.flatMap((guide) => guide.categoryIds));

export const FIX_GUIDES = [
  ...FAMILY_GUIDES,
  {
    slug: 'other-channels',
    title: 'Other channels and your own website',
    channelNames: [],
    // Every category no family guide covers, so a new category always has a guide.
    categoryIds: CHANNEL_CATEGORIES.map((category) => category.id).filter(
      (id) => !familyCategories.has(id),
    ),
  },
] as const satisfies readonly FixGuideEntry[];

export type FixGuideSlug = (typeof FIX_GUIDES)[number]['slug'];

/** The guide for any channel no other guide covers. */
export const FALLBACK_FIX_GUIDE: FixGuideSlug = 'other-channels';

/**
 * The families of characteristics a guide explains how to fix, in the order a guide lists them.
 * Every characteristic the product audits belongs to one, so a note on any result can open the
 * guide at the right step.
 */
export const FIX_TOPICS = [
  { id: 'name', title: 'Name and brand', characteristics: ['NAME', 'SHORT_NAME', 'BRAND'] },
  { id: 'address', title: 'Address and map pin', characteristics: ['ADDRESS', 'GEO_COORDINATES'] },
  { id: 'phone', title: 'Phone, fax and email', characteristics: ['PHONE', 'FAX', 'EMAIL'] },
  {
    id: 'website',
    title: 'Website and booking links',
    characteristics: ['WEBSITE', 'RESERVATION_LINK', 'ORDER_LINK'],
  },
  { id: 'description', title: 'Description', characteristics: ['DESCRIPTION'] },
  { id: 'amenities', title: 'Amenities', characteristics: ['AMENITIES', 'CUISINE'] },
  { id: 'photos', title: 'Photos', characteristics: ['PHOTOS'] },
  { id: 'hours', title: 'Opening hours', characteristics: ['HOURS_OF_OPERATION'] },
  { id: 'rating', title: 'Star rating and category', characteristics: ['STAR_RATING', 'CATEGORY'] },
  {
    id: 'meeting-rooms',
    title: 'Meeting rooms',
    characteristics: ['MEETING_ROOMS_COUNT', 'MEETING_ROOM_CAPACITY', 'MEETING_ROOM_SIZE'],
  },
  { id: 'rates', title: 'Rates and property codes', characteristics: ['GDS_RATES'] },
] as const satisfies readonly {
  id: string;
  title: string;
  characteristics: readonly CharacteristicType[];
}[];

export type FixTopicId = (typeof FIX_TOPICS)[number]['id'];

const normalised = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/** The guide a channel opens: the one naming it, else its category's, else the general one. */
export function fixGuideFor(channel: {
  name: string;
  categoryId?: number | null;
}): (typeof FIX_GUIDES)[number] {
  const name = normalised(channel.name);
  return (
    FIX_GUIDES.find((guide) =>
      guide.channelNames.some((named: string) => normalised(named) === name),
    ) ??
    FIX_GUIDES.find((guide) =>
      (guide.categoryIds as readonly number[]).includes(channel.categoryId ?? -1),
    ) ??
    FIX_GUIDES.find((guide) => guide.slug === FALLBACK_FIX_GUIDE)!
  );
}

export function fixTopicOf(characteristic: string): FixTopicId | undefined {
  return FIX_TOPICS.find((topic) =>
    (topic.characteristics as readonly string[]).includes(characteristic),
  )?.id;
}

/** The element id of a topic's steps in a guide, for links straight to them. */
export const fixTopicAnchor = (topic: FixTopicId) => `fix-${topic}`;

/** `/instructions/<slug>`, at the characteristic's steps when one is given. */
export function fixGuidePath(
  channel: { name: string; categoryId?: number | null },
  characteristic?: string,
): string {
  const topic = characteristic === undefined ? undefined : fixTopicOf(characteristic);
  return `/instructions/${fixGuideFor(channel).slug}${topic ? `#${fixTopicAnchor(topic)}` : ''}`;
}
