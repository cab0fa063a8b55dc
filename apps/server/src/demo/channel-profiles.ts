import { CHANNEL_CATALOG, type CatalogChannel } from '../modules/catalog/channel-catalog.ts';

/** How a channel writes phone numbers: "(212) 765-0100", "+1 212 765 0100" or "+12127650100". */
export type PhoneStyle = 'NATIONAL' | 'INTERNATIONAL' | 'E164';

/**
 * How a channel treats listings: how often its copy is wrong, how late it picks up changes, and
 * how it writes values. Maps and the big OTAs are maintained closely through direct feeds; GDS,
 * directories and data aggregators hold stale, hand-keyed copies.
 */
export interface ChannelProfile {
  channel: CatalogChannel;
  /** Chance that a published field is wrong at the start of the cycles (before characteristic weights). */
  errorRate: number;
  /** Chance that a listing shows reference changes months late. */
  lagOdds: number;
  /** Day of the month the channel's monthly read starts. */
  captureDay: number;
  /** Listing page host; null for channels without public pages (GDS, voice, aggregators). */
  host: string | null;
  photoCap: number;
  structuredAddress: boolean;
  phoneStyle: PhoneStyle;
  /** GDS terminals show upper-case ASCII. */
  terminal: boolean;
  /** The channel shows the short name the chain sends it (SHORT_NAME) where others show the name. */
  shortName: boolean;
  searchRank: boolean;
}

type Defaults = Omit<ChannelProfile, 'channel' | 'captureDay' | 'host' | 'shortName'>;

const profile = (
  errorRate: number,
  lagOdds: number,
  photoCap: number,
  structuredAddress: boolean,
  phoneStyle: PhoneStyle,
): Defaults => ({
  errorRate,
  lagOdds,
  photoCap,
  structuredAddress,
  phoneStyle,
  terminal: false,
  searchRank: false,
});

const BY_CATEGORY: Readonly<Record<number, Defaults>> = {
  1: { ...profile(0.07, 0.1, 24, false, 'NATIONAL'), searchRank: true },
  2: profile(0.07, 0.12, 26, true, 'INTERNATIONAL'),
  3: profile(0.09, 0.15, 15, false, 'INTERNATIONAL'),
  4: profile(0.09, 0.2, 15, false, 'NATIONAL'),
  5: profile(0.11, 0.25, 15, false, 'NATIONAL'),
  6: { ...profile(0.17, 0.35, 0, true, 'INTERNATIONAL'), terminal: true },
  7: profile(0.14, 0.3, 15, true, 'INTERNATIONAL'),
  8: profile(0.14, 0.3, 15, true, 'INTERNATIONAL'),
  9: profile(0.08, 0.15, 15, false, 'NATIONAL'),
  10: profile(0.1, 0.2, 13, false, 'E164'),
  11: profile(0.1, 0.2, 15, false, 'NATIONAL'),
  12: profile(0.18, 0.4, 13, false, 'NATIONAL'),
  13: profile(0.12, 0.3, 0, false, 'E164'),
  14: profile(0.1, 0.25, 0, false, 'E164'),
  15: profile(0.12, 0.3, 20, true, 'INTERNATIONAL'),
  18: profile(0.13, 0.35, 13, true, 'INTERNATIONAL'),
  24: profile(0.16, 0.4, 0, false, 'NATIONAL'),
};

/** The channels scored for content, and the cleanest maps, drift least. */
const ERROR_RATE_BY_ID: Readonly<Record<number, number>> = {
  104: 0.035,
  106: 0.06,
  105: 0.08,
  107: 0.045,
  120: 0.055,
  81: 0.07,
};

const HOSTS: Readonly<Record<number, string>> = {
  104: 'www.google.com',
  105: 'www.bing.com',
  106: 'maps.apple.com',
  107: 'www.booking.com',
  120: 'www.expedia.com',
  121: 'www.hotels.com',
  122: 'www.agoda.com',
  123: 'www.trip.com',
  124: 'www.hrs.com',
  126: 'www.priceline.com',
  130: 'www.trivago.com',
  131: 'www.kayak.com',
  132: 'www.skyscanner.net',
  81: 'www.tripadvisor.com',
  82: 'www.yelp.com',
  83: 'foursquare.com',
  84: 'www.holidaycheck.de',
  90: 'www.facebook.com',
  91: 'www.instagram.com',
  70: 'www.cvent.com',
  71: 'www.groups360.com',
  72: 'www.meetingpackage.com',
  73: 'www.eventup.com',
  75: 'www.hotelplanner.com',
  140: 'www.opentable.com',
  141: 'www.thefork.com',
  142: 'resy.com',
  143: 'www.sevenrooms.com',
  150: 'www.ubereats.com',
  151: 'deliveroo.co.uk',
  152: 'www.doordash.com',
  160: 'www.mindbodyonline.com',
  161: 'www.treatwell.com',
  162: 'www.spafinder.com',
  170: 'www.yellowpages.com',
  171: 'www.hotfrog.com',
  111: 'wego.here.com',
  112: 'plan.tomtom.com',
  113: 'www.waze.com',
  125: 'www.hotelbeds.com',
};

const CHANNEL_PROFILES: ReadonlyMap<number, ChannelProfile> = new Map(
  CHANNEL_CATALOG.map((channel, i) => {
    const defaults = BY_CATEGORY[channel.categoryId] ?? profile(0.12, 0.3, 10, false, 'NATIONAL');
    return [
      channel.id,
      {
        ...defaults,
        channel,
        errorRate: ERROR_RATE_BY_ID[channel.id] ?? defaults.errorRate,
        // Crawls are spread over the month: each channel starts on its own day, 2nd to 20th.
        captureDay: 2 + ((i * 7) % 19),
        host: HOSTS[channel.id] ?? null,
        shortName: channel.characteristics.includes('SHORT_NAME'),
      },
    ];
  }),
);

export function channelProfile(channelId: number): ChannelProfile {
  const found = CHANNEL_PROFILES.get(channelId);
  if (!found) throw new RangeError(`no channel ${channelId} in the catalog`);
  return found;
}
