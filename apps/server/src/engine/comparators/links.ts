import type { Status } from '@lens/domain';
import { prepareLink, type PreparedLink } from '../prepare-values.ts';
import { absence, verdict, type Comparator, type Verdict } from './verdict.ts';

type LinkRule =
  'url-equal' | 'same-booking-page' | 'same-host-other-page' | 'url-different' | 'url-unreadable';

function decide(
  source: PreparedLink,
  channel: PreparedLink,
  bookingLink: boolean,
): [Status, LinkRule] {
  const s = source.url;
  const c = channel.url;
  if (!s || !c) return ['INACCURATE', 'url-unreadable'];
  if (s.value === c.value) return ['ACCURATE', 'url-equal'];
  if (s.host !== c.host) return ['INACCURATE', 'url-different'];
  // A booking engine ignores session and partner parameters: the same host and path book the same place.
  if (bookingLink) {
    return s.path === c.path ? ['ACCURATE', 'same-booking-page'] : ['INACCURATE', 'url-different'];
  }
  return ['DISCREPANCY', 'same-host-other-page'];
}

function compareLinks(
  source: PreparedLink | null,
  channelRaw: string | null | undefined,
  bookingLink: boolean,
): Verdict | null {
  const channel = prepareLink(channelRaw);
  if (!source || !channel) return absence(source?.raw ?? null, channel?.raw ?? null, true);
  const [status, rule] = decide(source, channel, bookingLink);
  return verdict(status, source.raw, channel.raw, {
    rule,
    sourceNormalized: source.url?.value ?? null,
    channelNormalized: channel.url?.value ?? null,
  });
}

/** Another page of the property's own site (the brand home page instead of the hotel's) is a DISCREPANCY. */
export const compareWebsite: Comparator = (reference, snapshot) =>
  compareLinks(reference.website, snapshot.website, false);

export const compareReservationLink: Comparator = (reference, snapshot) =>
  compareLinks(reference.reservationLink, snapshot.reservationLink, true);

export const compareOrderLink: Comparator = (reference, snapshot) =>
  compareLinks(reference.orderLink, snapshot.orderLink, true);
