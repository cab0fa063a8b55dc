import { memoize } from './memo.ts';

/**
 * What a query parameter of a website or booking link does, by its lower-cased name:
 * - `ignored`: it never changes which place the link leads to — click and campaign identifiers
 *   added by ad platforms, mailers, listing tools and chains' marketing (Yext `y_source`, Hilton
 *   `seo_id`, IHG `cm_mmc`, Accor `merchantid`, a travel agent's `iata`), session ids, the stay and
 *   party a search was made for (dates, nights, adults, rooms, covers), and presentation (language,
 *   currency): the same hotel in another language or currency is still the same hotel;
 * - `identity`: it names the hotel, property, restaurant or venue (SynXis `hotel` and `chain`,
 *   Hilton `ctyhocn`, Marriott `propertycode`, iHotelier `hotelid`, OpenTable `rid`, Resy
 *   `venue_id`): another value books another place;
 * - `other`: anything else (a rate, promotion or room code): a difference is worth fixing but does
 *   not send the guest elsewhere.
 */
export type ParameterRole = 'ignored' | 'identity' | 'other';

const IGNORED = new Set([
  // Ad platforms' click identifiers.
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'srsltid',
  'fbclid',
  'igshid',
  'msclkid',
  'cvid',
  'ocid',
  'yclid',
  'ysclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'rdt_cid',
  'epik',
  'tblci',
  'dicbo',
  'irclickid',
  'clickid',
  'click_id',
  '_ga',
  '_gl',
  '_openstat',
  // Mailers and marketing automation.
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'hsctatracking',
  'mkt_tok',
  '_kx',
  'ml_subscriber',
  'ml_subscriber_hash',
  // Analytics suites and campaign codes used by chains and listing-management tools.
  's_kwcid',
  's_cid',
  'sc_cid',
  'cmpid',
  'cid',
  'icid',
  'icdv',
  'scid',
  'cm_mmc',
  'cm_sp',
  'y_source',
  'seo_id',
  'merchantid',
  'sourceid',
  'campaign',
  'campaignid',
  'trk',
  'trkid',
  'ref',
  'referrer',
  'referer',
  'ref_src',
  'src',
  'source',
  'iata',
  'qita',
  'affid',
  'aff_id',
  // Google's Reserve and Order actions, OpenTable's correlation id.
  'rwg_token',
  'corrid',
  // Sessions.
  'sid',
  'sessionid',
  'session_id',
  'jsessionid',
  'phpsessid',
  // Stay and party.
  'date',
  'dates',
  'datetime',
  'time',
  'los',
  'stay',
  'rooms',
  'numrooms',
  'nrooms',
  'numberofrooms',
  'qrms',
  'qcid',
  'qcimy',
  'qcod',
  'qcomy',
  'guests',
  'guest',
  'party',
  'partysize',
  'party_size',
  'covers',
  'persons',
  'people',
  'pax',
  'seats',
  'occupancy',
  // Delivery apps: the guest's own place, pickup or delivery, the search that led there.
  'diningmode',
  'pickup',
  'pl',
  'ps',
  'sc',
  'cursor',
  'day',
  'geohash',
  // Presentation.
  'lang',
  'language',
  'locale',
  'hl',
  'gl',
  'currency',
  'currencycode',
  'curr',
  'cur',
]);

const IGNORED_PREFIX = /^(utm_|pk_|mtm_|hsa_|__hs|wt\.|itm_|fb_|ga_)/;
/** Stay, party and presentation under an engine's own names: arrivalDate, room1NumAdults, displayCurrency. */
const STAY_WORD =
  /(checkin|checkout|check_in|check_out|check-in|check-out|arriv|depart|night|adult|child|kids|infant|currency)|(^date|date$|^lang)/;

const IDENTITY = new Set([
  'id',
  'hid',
  'rid',
  'restref',
  'ctyhocn',
  'qslh',
  'spirit_code',
  'mewshotel',
]);

/** hotel, hotelId, hotel_code, propertyCode, venue_id, restaurantId, locationId, studioid, chain... */
const IDENTITY_WORD =
  /^(hotel|property|prop|venue|restaurant|resto|rest|location|store|studio|spa|salon|business|outlet|chain|brand)[_-]?(id|code|cd|no|nr|num|number|ref)?$/;

const roleByName = memoize((name: string): ParameterRole => {
  if (IDENTITY.has(name) || IDENTITY_WORD.test(name)) return 'identity';
  if (IGNORED.has(name) || IGNORED_PREFIX.test(name) || STAY_WORD.test(name)) return 'ignored';
  return 'other';
}, 5_000);

/**
 * The role of a parameter by its lower-cased name, on a site by its name without the public
 * suffix (`google`): `cid` is a campaign id on chains' sites but the place id on Google Maps.
 */
export function parameterRole(name: string, channel: string): ParameterRole {
  return name === 'cid' && channel === 'google' ? 'identity' : roleByName(name);
}
