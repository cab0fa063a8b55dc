import type { SnapshotRecord } from '@lens/contracts';
import { isNode, jsonLdNodes, listingEntity, pageData, type JsonLdNode } from './json-ld.ts';
import {
  cleanText,
  coordinatesOf,
  countryCodeOf,
  httpUrl,
  numberOf,
  textList,
  withoutEmpty,
  type SnapshotContent,
} from './snapshot-values.ts';

type Hours = Extract<NonNullable<SnapshotRecord['hours']>, unknown[]>;

/** What a page says about the place it lists, with the schema.org type it used. */
export interface SchemaOrgListing {
  type: string;
  content: SnapshotContent;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SHORT_DAYS: Readonly<Record<string, string>> = {
  mo: 'Mon',
  tu: 'Tue',
  we: 'Wed',
  th: 'Thu',
  fr: 'Fri',
  sa: 'Sat',
  su: 'Sun',
};

/**
 * Reads the listed hotel, restaurant or spa from a page's JSON-LD and maps it onto the snapshot
 * characteristics the engine audits. Null when the page describes no such place.
 */
export function schemaOrgListing(html: string, pageUrl: string): SchemaOrgListing | null {
  const page = pageData(html);
  const nodes = jsonLdNodes(page.blocks);
  const found = listingEntity(nodes);
  if (!found) return null;
  const byId = new Map(
    nodes.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]),
  );
  // Graphs often point at shared nodes by id ({"@id": "#address"}) instead of nesting them.
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1)
      return byId.get(value['@id']) ?? value;
    return value;
  };
  const get = (key: string) => resolve(found.node[key]);
  const language = cleanText(found.node.inLanguage, 10)?.slice(0, 2).toLowerCase();
  const description = cleanText(get('description'), 20_000);
  const lang = language && /^[a-z]{2}$/.test(language) ? language : (page.language ?? 'en');

  return {
    type: found.type,
    content: withoutEmpty({
      listingUrl: httpUrl(pageUrl),
      name: cleanText(get('name'), 300),
      brand: cleanText(
        isNode(get('brand')) ? (get('brand') as JsonLdNode).name : get('brand'),
        120,
      ),
      address: addressOf(get('address')),
      phone: cleanText(get('telephone'), 40),
      fax: cleanText(get('faxNumber'), 40),
      email: cleanText(String(get('email') ?? '').replace(/^mailto:/i, ''), 200),
      website: websiteOf([...list(get('url')), ...list(get('sameAs'))], pageUrl),
      starRating: starRatingOf(get('starRating')),
      cuisine: textList(list(get('servesCuisine')), 60, 20),
      reservationLink: httpUrl(get('acceptsReservations'), pageUrl),
      hours: hoursOf(get('openingHoursSpecification'), get('openingHours'), resolve),
      coordinates: geoOf(get('geo')),
      descriptions: description ? { [lang]: { content: description } } : null,
      amenities: amenitiesOf(get('amenityFeature'), resolve),
      photos: photosOf([...list(get('image')), ...list(get('photo'))], pageUrl, resolve),
    }),
  };
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function addressOf(value: unknown): SnapshotContent['address'] {
  const address = list(value)[0];
  if (typeof address === 'string') return cleanText(address, 500);
  if (!isNode(address)) return null;
  const line1 = cleanText(address.streetAddress, 300);
  const city = cleanText(address.addressLocality, 120);
  const country = isNode(address.addressCountry)
    ? address.addressCountry.name
    : address.addressCountry;
  const countryCode = countryCodeOf(country);
  const postalCode = cleanText(address.postalCode, 20);
  const region = cleanText(address.addressRegion, 120);
  if (line1 && city && countryCode) return { line1, city, postalCode, region, countryCode };
  // Without its parts the address is still worth comparing as one line.
  return cleanText(
    [line1, postalCode, city, region, cleanText(country, 120)].filter(Boolean).join(', '),
    500,
  );
}

function geoOf(value: unknown): SnapshotContent['coordinates'] {
  const geo = list(value)[0];
  return isNode(geo) ? coordinatesOf(geo.latitude, geo.longitude) : null;
}

function starRatingOf(value: unknown): SnapshotContent['starRating'] {
  const rating = list(value)[0];
  const stars = numberOf(isNode(rating) ? rating.ratingValue : rating);
  if (stars !== null) return stars >= 0 && stars <= 7 ? stars : null;
  return cleanText(isNode(rating) ? rating.name : rating, 20);
}

/** Profiles on other platforms that `sameAs` lists beside the place's own website. */
const PROFILE_HOSTS =
  /(^|\.)(facebook|instagram|twitter|x|linkedin|youtube|tiktok|pinterest|tripadvisor|wikipedia|wikidata|yelp)\.[a-z.]+$/;

function websiteOf(candidates: readonly unknown[], pageUrl: string): string | null {
  // The entity's url on a channel's own page is usually that page; only a link elsewhere is the website.
  const pageHost = new URL(pageUrl).hostname.replace(/^www\./, '');
  for (const candidate of candidates) {
    const url = httpUrl(candidate, pageUrl);
    if (!url) continue;
    const host = new URL(url).hostname.replace(/^www\./, '');
    if (host !== pageHost && !PROFILE_HOSTS.test(host)) return url;
  }
  return null;
}

function amenitiesOf(value: unknown, resolve: (v: unknown) => unknown): string[] {
  const names = list(value)
    .map(resolve)
    .filter((feature) => {
      if (!isNode(feature)) return true;
      const available = feature.value;
      return available !== false && available !== 'false' && available !== 'False';
    })
    .map((feature) => (isNode(feature) ? feature.name : feature));
  return textList(names, 120, 300);
}

function photosOf(
  values: readonly unknown[],
  pageUrl: string,
  resolve: (v: unknown) => unknown,
): SnapshotContent['photos'] {
  const urls = values
    .map(resolve)
    .map((image) => httpUrl(isNode(image) ? (image.contentUrl ?? image.url) : image, pageUrl))
    .filter((url): url is string => url !== null);
  return [...new Set(urls)].slice(0, 2000).map((url) => ({ url, tags: [] }));
}

function clock(value: unknown): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(typeof value === 'string' ? value.trim() : '');
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function dayIndex(value: unknown): number {
  const name = typeof value === 'string' ? value.replace(/^.*[/:#]/, '').toLowerCase() : '';
  return DAYS.indexOf(name);
}

function hoursOf(
  specifications: unknown,
  texts: unknown,
  resolve: (v: unknown) => unknown,
): SnapshotContent['hours'] {
  const week = emptyWeek();
  let seen = false;
  for (const spec of list(specifications).map(resolve)) {
    if (!isNode(spec)) continue;
    const open = clock(spec.opens);
    const rawClose = clock(spec.closes);
    if (!open || !rawClose) continue;
    // Closing at midnight ends the day; a day open round the clock is 00:00-24:00.
    const close = rawClose === '00:00' ? '24:00' : rawClose;
    for (const day of list(spec.dayOfWeek).map(dayIndex)) {
      const entry = week[day];
      if (!entry || entry.intervals.length >= 4) continue;
      entry.intervals.push({ open, close });
      seen = true;
    }
  }
  if (seen) return sortedWeek(week);
  const written = textList(list(texts), 200, 14).join(' ');
  return writtenWeek(written) ?? spelledDays(written);
}

function emptyWeek(): Hours {
  return DAYS.map((_, day) => ({ day, intervals: [] }));
}

function sortedWeek(week: Hours): Hours {
  for (const entry of week) entry.intervals.sort((a, b) => a.open.localeCompare(b.open));
  return week;
}

const DAY_CODES = Object.keys(SHORT_DAYS);
const WRITTEN_ENTRY =
  /([A-Za-z]{2}(?:\s*[-,]\s*[A-Za-z]{2})*)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/g;

/** "Mo-Fr 11:30-14:30 Sa 19:00-23:00" (schema.org's openingHours), or null when it says more. */
function writtenWeek(text: string): Hours | null {
  const week = emptyWeek();
  let matched = false;
  for (const [, days, opens, closes] of text.matchAll(WRITTEN_ENTRY)) {
    const open = clock(opens);
    const close = clock(closes);
    if (!open || !close) return null;
    for (const day of dayCodesOf(days!)) {
      const entry = week[day]!;
      if (entry.intervals.length < 4)
        entry.intervals.push({ open, close: close === '00:00' ? '24:00' : close });
    }
    matched = true;
  }
  if (!matched || text.replace(WRITTEN_ENTRY, '').replace(/[\s,;]/g, '') !== '') return null;
  return sortedWeek(week);
}

function dayCodesOf(days: string): number[] {
  const result: number[] = [];
  for (const part of days.toLowerCase().split(/\s*,\s*/)) {
    const [from, to] = part.split(/\s*-\s*/).map((code) => DAY_CODES.indexOf(code));
    if (from === undefined || from < 0) continue;
    const last = to === undefined ? from : to;
    if (last < 0) continue;
    // "Sa-Mo" wraps round the week.
    for (let day = from; ; day = (day + 1) % 7) {
      result.push(day);
      if (day === last) break;
    }
  }
  return result;
}

/** Hours written otherwise are left to the engine, with the days spelled as it reads them. */
function spelledDays(text: string): string | null {
  return cleanText(
    text.replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/gi, (d) => SHORT_DAYS[d.toLowerCase()]!),
    500,
  );
}
