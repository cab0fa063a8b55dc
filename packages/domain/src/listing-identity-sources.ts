/**
 * Where a listing identity (a property's URL and external id on a channel) was last set from, and
 * which source a capture may overwrite (docs/product-rules.md, "Listing identities").
 */
export const LISTING_SOURCES = ['IMPORT', 'SNAPSHOT', 'MANUAL', 'API', 'REPOINT'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** A person stated these (on the channel page, through the API, or by re-pointing). */
const SET_BY_PEOPLE: ReadonlySet<ListingSource> = new Set(['MANUAL', 'API', 'REPOINT']);

export interface ListingIdentityFields {
  listingUrl: string | null;
  externalId: string | null;
  source: ListingSource;
  /** ISO date-time of the latest capture or import that saw the listing. */
  lastSeenAt: string | null;
}

export interface ListingCapture {
  listingUrl: string | null;
  externalId: string | null;
  capturedAt: string;
}

const later = (a: string | null, b: string) =>
  a === null || Date.parse(b) > Date.parse(a) ? b : a;

/**
 * The identity after a snapshot of the pair lands, or null when it does not change. A capture
 * replaces what a capture or an import set before it (the newest sighting wins), but never what a
 * person set: it only dates such an identity's listing as seen, and fills a value left empty,
 * when it is of that listing (same URL by `sameUrl`, or same external id).
 */
export function identityAfterCapture(
  current: ListingIdentityFields | null,
  capture: ListingCapture,
  sameUrl: (a: string, b: string) => boolean,
): ListingIdentityFields | null {
  if (capture.listingUrl === null && capture.externalId === null) return null;
  if (current === null)
    return {
      listingUrl: capture.listingUrl,
      externalId: capture.externalId,
      source: 'SNAPSHOT',
      lastSeenAt: capture.capturedAt,
    };
  if (!SET_BY_PEOPLE.has(current.source)) {
    if (
      current.lastSeenAt !== null &&
      Date.parse(capture.capturedAt) < Date.parse(current.lastSeenAt)
    )
      return null;
    return {
      listingUrl: capture.listingUrl ?? current.listingUrl,
      externalId: capture.externalId ?? current.externalId,
      source: 'SNAPSHOT',
      lastSeenAt: capture.capturedAt,
    };
  }
  const sameListing =
    (current.listingUrl !== null &&
      capture.listingUrl !== null &&
      sameUrl(current.listingUrl, capture.listingUrl)) ||
    (current.externalId !== null && capture.externalId === current.externalId);
  if (!sameListing) return null;
  const next = {
    ...current,
    listingUrl: current.listingUrl ?? capture.listingUrl,
    externalId: current.externalId ?? capture.externalId,
    lastSeenAt: later(current.lastSeenAt, capture.capturedAt),
  };
  const changed =
    next.listingUrl !== current.listingUrl ||
    next.externalId !== current.externalId ||
    next.lastSeenAt !== current.lastSeenAt;
  return changed ? next : null;
}
