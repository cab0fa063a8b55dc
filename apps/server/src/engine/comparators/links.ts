import type { Status } from '@lens/domain';
import { readLink, type NormalizedUrl } from '../normalize-url.ts';
import { hasText } from '../normalize-text.ts';
import type { PreparedLink } from '../prepare-values.ts';
import type { PreparedReference } from '../prepared-reference.ts';
import { parameterRole } from '../url-parameters.ts';
import { absence, unreadable, verdict, type Comparator, type Verdict } from './verdict.ts';

type LinkRule =
  | 'url-equal'
  | 'same-page-country-domain'
  | 'other-country-domain'
  | 'other-property-code'
  | 'parameter-differs'
  | 'less-specific-page'
  | 'sub-page'
  | 'other-page-same-level'
  | 'same-site-other-page'
  | 'other-booking-page'
  | 'own-site-other-page'
  | 'url-different';

type Decision = [Status, LinkRule, Record<string, unknown>?];

interface ParameterDifference {
  parameter: string;
  source: string | null;
  channel: string | null;
}

function differingParameters(s: NormalizedUrl, c: NormalizedUrl): ParameterDifference[] {
  const differences: ParameterDifference[] = [];
  for (const [parameter, source] of s.params) {
    const channel = c.params.get(parameter) ?? null;
    if (channel !== source) differences.push({ parameter, source, channel });
  }
  for (const [parameter, channel] of c.params) {
    if (!s.params.has(parameter)) differences.push({ parameter, source: null, channel });
  }
  return differences;
}

/**
 * Where the channel's page sits against the reference's on the same site: the same page, above it
 * (the chain's home page instead of the hotel's), below it (a sub-page), beside it under a shared
 * section or at the same depth (`/hotels/paris-opera` and `/hotels/london-city`: another
 * property), or elsewhere on the site.
 */
function placeOf(
  source: readonly string[],
  channel: readonly string[],
): ['same' | 'above' | 'below' | 'beside' | 'elsewhere', number] {
  const shared = Math.min(source.length, channel.length);
  let i = 0;
  while (i < shared && source[i] === channel[i]) i += 1;
  if (i === shared) {
    if (source.length === channel.length) return ['same', i];
    return [channel.length < source.length ? 'above' : 'below', i];
  }
  return [i > 0 || source.length === channel.length ? 'beside' : 'elsewhere', i];
}

/**
 * How the link is judged: as a website, or as a booking or order link, which must lead to the
 * place's own page. `ownDomain` is the property's own website's domain when that website is a
 * whole site (a home page): all the pages there are the property's.
 */
interface LinkKind {
  bookingLink: boolean;
  ownDomain: string | null;
}

/** What was ignored on the way to "the same page", for the evidence. */
function presentation(s: NormalizedUrl, c: NormalizedUrl): Record<string, unknown> {
  const ignored = [...new Set([...s.ignored, ...c.ignored])];
  const via = s.via ?? c.via;
  return {
    ...(ignored.length > 0 && { ignoredParameters: ignored }),
    ...(s.locale !== c.locale && { sourceLocale: s.locale, channelLocale: c.locale }),
    ...(via && { unwrappedFrom: via }),
  };
}

function decide(
  s: NormalizedUrl,
  c: NormalizedUrl,
  { bookingLink, ownDomain }: LinkKind,
): Decision {
  if (s.value === c.value) return ['ACCURATE', 'url-equal', presentation(s, c)];

  const channels = { sourceSite: s.domain, channelSite: c.domain };
  const countryDomain = s.domain !== c.domain && s.brand === c.brand;
  if (s.domain !== c.domain && !countryDomain) return ['INACCURATE', 'url-different', channels];

  const differences = differingParameters(s, c);
  const otherCode = differences.filter(
    (d) =>
      d.source !== null && d.channel !== null && parameterRole(d.parameter, s.brand) === 'identity',
  );
  if (otherCode.length > 0) return ['INACCURATE', 'other-property-code', { parameters: otherCode }];

  const [place, at] = placeOf(s.trail, c.trail);
  if (place !== 'same') {
    const paths = { sourcePath: s.trail.join('/'), channelPath: c.trail.join('/') };
    if (place === 'above') return ['DISCREPANCY', 'less-specific-page', paths];
    if (place === 'below') return ['DISCREPANCY', 'sub-page', paths];
    const segments = { sourceSegment: s.trail[at] ?? null, channelSegment: c.trail[at] ?? null };
    if (ownDomain === c.domain) return ['DISCREPANCY', 'own-site-other-page', segments];
    if (place === 'beside') return ['INACCURATE', 'other-page-same-level', segments];
    // Another page of a website is still the property's site; a booking link that does not lead
    // to the place's own booking page (nor to a page above it) books nothing the engine can tell.
    return bookingLink
      ? ['INACCURATE', 'other-booking-page', segments]
      : ['DISCREPANCY', 'same-site-other-page', segments];
  }
  if (differences.length > 0) {
    return ['DISCREPANCY', 'parameter-differs', { parameters: differences }];
  }
  // Only the domain's country suffix differs (opentable.co.uk, opentable.com): a booking engine
  // books the same place from any of its domains; a website should be the property's own domain.
  return bookingLink
    ? ['ACCURATE', 'same-page-country-domain', { ...presentation(s, c), ...channels }]
    : ['DISCREPANCY', 'other-country-domain', channels];
}

interface Judgement {
  status: Status;
  rule: string;
  details: Record<string, unknown> | null;
  /** The side the engine cannot read, and why. */
  unreadable: { side: 'reference' | 'channel'; reason: string } | null;
  sourceNormalized: string | null;
  channelNormalized: string | null;
}

function judge(source: PreparedLink, channelRaw: string, kind: LinkKind): Judgement {
  const s = source.url;
  const channel = readLink(channelRaw);
  const c = channel.url ?? null;
  const base = { sourceNormalized: s?.value ?? null, channelNormalized: c?.value ?? null };
  const cannotRead = (side: 'reference' | 'channel', rule: string, reason: string): Judgement => ({
    status: 'AWAITING REVIEW',
    rule,
    details: null,
    unreadable: { side, reason },
    ...base,
  });
  if (!s) {
    return cannotRead('reference', 'url-unreadable', readLink(source.raw).problem ?? 'not a URL');
  }
  if (!c) return cannotRead('channel', 'url-unreadable', channel.problem ?? 'not a URL');
  if ((s.shortened || c.shortened) && s.value !== c.value) {
    const shortened = s.shortened ? s : c;
    return cannotRead(
      s.shortened ? 'reference' : 'channel',
      'url-shortened',
      `a shortened link (${shortened.domain}) hides its target`,
    );
  }
  const [status, rule, details] = decide(s, c, kind);
  return {
    status,
    rule,
    details: details && Object.keys(details).length > 0 ? details : null,
    unreadable: null,
    ...base,
  };
}

/**
 * Judgements by reference link (prepared once per reference) and channel text: the same links
 * meet again on every channel and in every monthly cycle. Bounded per reference link.
 */
const judgements = new WeakMap<PreparedLink, Map<string, Judgement>>();
const JUDGEMENTS_PER_LINK = 1_000;

function judgementOf(source: PreparedLink, channelRaw: string, kind: LinkKind): Judgement {
  let byChannel = judgements.get(source);
  if (!byChannel) {
    byChannel = new Map();
    judgements.set(source, byChannel);
  }
  let judgement = byChannel.get(channelRaw);
  if (!judgement) {
    judgement = judge(source, channelRaw, kind);
    if (byChannel.size < JUDGEMENTS_PER_LINK) byChannel.set(channelRaw, judgement);
  }
  return judgement;
}

function compareLinks(
  source: PreparedLink | null,
  channelRaw: string | null | undefined,
  kind: LinkKind,
): Verdict | null {
  if (!source || !hasText(channelRaw)) {
    return absence(source?.raw ?? null, hasText(channelRaw) ? channelRaw : null, true);
  }
  const judgement = judgementOf(source, channelRaw, kind);
  const evidence = {
    rule: judgement.rule,
    sourceNormalized: judgement.sourceNormalized,
    channelNormalized: judgement.channelNormalized,
    ...(judgement.details && { details: judgement.details }),
  };
  if (judgement.unreadable) {
    const { side, reason } = judgement.unreadable;
    return unreadable(side, reason, source.raw, channelRaw, evidence);
  }
  return verdict(judgement.status, source.raw, channelRaw, evidence);
}

const WEBSITE: LinkKind = { bookingLink: false, ownDomain: null };

/** The property's website's domain when it is a site of its own (its home page), not a chain's page. */
function ownDomain(reference: PreparedReference): string | null {
  const channel = reference.website?.url;
  return channel && channel.trail.length === 0 && channel.params.size === 0 ? channel.domain : null;
}

/** Another page of the property's own site (the brand home page instead of the hotel's) is a DISCREPANCY. */
export const compareWebsite: Comparator = (reference, snapshot) =>
  compareLinks(reference.website, snapshot.website, WEBSITE);

export const compareReservationLink: Comparator = (reference, snapshot) =>
  compareLinks(reference.reservationLink, snapshot.reservationLink, {
    bookingLink: true,
    ownDomain: ownDomain(reference),
  });

export const compareOrderLink: Comparator = (reference, snapshot) =>
  compareLinks(reference.orderLink, snapshot.orderLink, {
    bookingLink: true,
    ownDomain: ownDomain(reference),
  });
