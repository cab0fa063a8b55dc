import normalizeUrl, { type Options } from 'normalize-url';
import { parse as parseHost } from 'tldts';
import { isRedirectHost, isShortener, redirectTarget } from './link-wrappers.ts';
import { memoize } from './memo.ts';
import { DIRECTORY_INDEX, simpleLinkParts, type LinkParts } from './simple-link.ts';
import { parameterRole } from './url-parameters.ts';

export interface NormalizedUrl {
  /**
   * Host, path and the parameters that choose the page, sorted: without scheme, `www.`, locale
   * prefix, tracking, stay and presentation parameters, hash or trailing slash, lower-cased.
   */
  value: string;
  host: string;
  /** The registrable domain (`marriott.co.uk`) and its name without the public suffix (`marriott`). */
  domain: string;
  brand: string;
  /** The path without query, locale prefix or directory index; '' for the home page. */
  path: string;
  /**
   * Where the page sits on its site, from the top: subdomain labels (marked with a trailing dot)
   * then path segments. `paris.chain.com/en/rooms` gives ['paris.', 'rooms'].
   */
  trail: readonly string[];
  /** The parameters kept, by lower-cased name, with decoded, lower-cased values. */
  params: ReadonlyMap<string, string>;
  /** The names of the parameters dropped as tracking, stay or presentation. */
  ignored: readonly string[];
  /** The language or country prefix dropped from the path (`en-gb`), if any. */
  locale: string | null;
  /** The redirect wrapper the link was taken out of (`google.com`), if any. */
  via: string | null;
  /** A shortener's link: its target cannot be read without following it. */
  shortened: boolean;
}

export type LinkReading =
  { url: NormalizedUrl; problem?: undefined } | { url?: undefined; problem: string };

const OPTIONS: Options = {
  forceHttps: true,
  stripWWW: true,
  stripHash: true,
  // The parameters are sorted and filtered below, by what they do.
  removeQueryParameters: [],
  sortQueryParameters: false,
  removeTrailingSlash: true,
  removeSingleSlash: true,
  removeDirectoryIndex: [DIRECTORY_INDEX],
  removeExplicitPort: true,
};

/** Languages sites put first in the path or host (`/en-gb/`, `/fr/`, `de.`) for the same page. */
const LANGUAGES = new Set(
  'en fr de es it pt nl ja jp zh ko ar ru sv da nb fi pl tr cs el he th vi hu ro ca uk'.split(' '),
);
// A region (`en-gb`), a script (`zh-hant`) or Latin America (`es-419`); never any word, so that
// a slug such as `de-kas` stays a page.
const LOCALE = /^([a-z]{2})(?:[-_](?:[a-z]{2}|hans|hant|419))?$/;
/** Hosts that serve the same site as the bare domain. */
const SAME_CHANNEL_LABEL = /^(www\d*|m|mobile)$/;

const isLanguage = (segment: string) => LANGUAGES.has(LOCALE.exec(segment)?.[1] ?? '');

/**
 * Drops the language and country folders (`/en-gb/`, `/fr/`, `/us/en/`, IHG's `/hotels/gb/en/`):
 * the same page in another language. Gives the first one dropped.
 */
function stripLocale(segments: string[]): string | null {
  let first: string | null = null;
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    if (!isLanguage(segments[i]!)) continue;
    const country = i > 0 && LOCALE.test(segments[i - 1]!) ? 1 : 0;
    first = segments.splice(i - country, 1 + country).join('/');
    i -= country;
  }
  return first;
}

function decodeSegment(segment: string): string {
  try {
    // Matrix parameters (`;jsessionid=…`) are session state, never the page.
    return decodeURIComponent(segment.replace(/;.*$/, ''));
  } catch {
    return segment;
  }
}

const PHONE = /^[+(]?\d[\d\s().\-/]{5,}$/;
const EMAIL = /^(mailto:)?[^\s/@:]+@[^\s/@]+\.[a-z]{2,}$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const HOST = /^[a-z0-9.-]+$/;
/** The top-level names kept for examples and tests (RFC 2606): well-formed, never real. */
const RESERVED_SUFFIXES = new Set(['example', 'test']);
const NUMBER = /^\d{1,15}$/;

/** The link's parts by WHATWG URL after normalize-url, with the URL for redirect wrappers. */
export function urlParts(text: string): (LinkParts & { url: URL }) | { problem: string } {
  let url: URL;
  try {
    url = new URL(normalizeUrl(text, OPTIONS));
  } catch {
    return { problem: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: `a ${url.protocol} link, not a web page` };
  }
  if (url.username || url.password) return { problem: 'a URL with a user name, not a site' };
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  return { hostname: url.hostname, segments, parameters: url.searchParams, url };
}

/** Host names repeat (a chain has a few domains): the public-suffix lookup is kept per host. */
const hostOf = memoize((hostname: string) => parseHost(hostname), 1_000);

function read(raw: string, depth: number): LinkReading {
  const text = raw.trim().toLowerCase();
  if (PHONE.test(text)) return { problem: 'a phone number, not a link' };
  if (EMAIL.test(text)) return { problem: 'an e-mail address, not a link' };
  // A link has no spaces; a sentence around one ("www.x.com (new site soon)") is for a person.
  if (/\s/.test(text)) return { problem: 'text with spaces, not a link' };
  const scheme = SCHEME.exec(text)?.[1];
  if (scheme && scheme !== 'http' && scheme !== 'https' && !text.startsWith(`${scheme}://`)) {
    // `www.x.com:8080` has no scheme; `tel:`, `mailto:` and `javascript:` are no web page.
    if (!/^\d/.test(text.slice(scheme.length + 1))) {
      return { problem: `a ${scheme}: link, not a web page` };
    }
  }
  const parts: (LinkParts & { url?: URL }) | { problem: string } =
    simpleLinkParts(text, isRedirectHost) ?? urlParts(text);
  if ('problem' in parts) return parts;
  const { hostname: fullHost, segments, parameters } = parts;
  const url = parts.url ?? null;
  if (!HOST.test(fullHost)) return { problem: 'not a URL' };
  const host = hostOf(fullHost);
  if (host.isIp) return { problem: 'an IP address, not a site name' };
  if (
    !host.domain ||
    !host.domainWithoutSuffix ||
    !(host.isIcann || RESERVED_SUFFIXES.has(host.publicSuffix ?? ''))
  ) {
    return { problem: `no site name (${fullHost})` };
  }

  const target = depth < 2 && url ? redirectTarget(url) : null;
  if (target) {
    const inner = read(target, depth + 1).url;
    if (!inner) return { problem: `a redirect through ${host.domain} without a readable target` };
    return { url: { ...inner, via: host.domain } };
  }

  const labels = (host.subdomain ?? '').split('.').filter(Boolean);
  while (labels.length > 0 && SAME_CHANNEL_LABEL.test(labels[0]!)) labels.shift();
  let locale: string | null = null;
  if (labels.length === 1 && isLanguage(labels[0]!)) locale = labels.shift()!;
  const hostname = [...labels, host.domain].join('.');

  locale = stripLocale(segments) ?? locale;
  const path = segments.length > 0 ? `/${segments.join('/')}` : '';

  const params = new Map<string, string>();
  const ignored: string[] = [];
  for (const [rawName, rawValue] of parameters) {
    const name = rawName.trim();
    if (!name) continue;
    if (parameterRole(name, host.domainWithoutSuffix) === 'ignored') {
      ignored.push(name);
      continue;
    }
    // Numbers compare as numbers: hotel=05678 and hotel=5678 are one code.
    const value = NUMBER.test(rawValue) ? String(Number(rawValue)) : rawValue.trim();
    const before = params.get(name);
    params.set(name, before === undefined ? value : `${before},${value}`);
  }
  const query = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

  return {
    url: {
      value: `${hostname}${path}${query ? `?${query}` : ''}`,
      host: hostname,
      domain: host.domain,
      brand: host.domainWithoutSuffix,
      path,
      trail: [...labels.reverse().map((label) => `${label}.`), ...segments],
      params,
      ignored,
      locale,
      via: null,
      shortened: isShortener(host.domain),
    },
  };
}

/**
 * A website or booking link in comparable form, or why it cannot be read (not a URL, a phone
 * number or an e-mail address in the link's place). Memoised: channel links repeat.
 */
export const readLink = memoize((raw: string): LinkReading => read(raw, 0));

/**
 * The comparable form of a website or booking link: `https://www.x.com/?utm_source=a` and `x.com`
 * both give `x.com`. Null when the text is not a URL.
 */
export function normalizeLink(raw: string): NormalizedUrl | null {
  return readLink(raw).url ?? null;
}
