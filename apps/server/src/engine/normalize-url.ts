import normalizeUrl, { type Options } from 'normalize-url';
import { memoize } from './memo.ts';

export interface NormalizedUrl {
  /** Lower-cased host and path with query, without scheme, www., tracking parameters, hash or trailing slash. */
  value: string;
  host: string;
  /** The path without query; '' for the home page. */
  path: string;
}

/** Click and campaign identifiers added by ad platforms and mailers: they never change the page. */
const TRACKING_PARAMETERS: Options['removeQueryParameters'] = [
  /^utm_\w+/i,
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'mc_cid',
  'mc_eid',
  'igshid',
  'srsltid',
  '_ga',
  '_gl',
];

const OPTIONS: Options = {
  stripProtocol: true,
  stripWWW: true,
  stripHash: true,
  removeQueryParameters: TRACKING_PARAMETERS,
  removeTrailingSlash: true,
  removeSingleSlash: true,
  removeDirectoryIndex: true,
  removeExplicitPort: true,
  sortQueryParameters: true,
};

const HOST_END = /[/?]/;

const normalizeCached = memoize((raw: string): NormalizedUrl | null => {
  let value: string;
  try {
    // Paths are lower-cased too: hotel sites serve /Paris and /paris alike, and a content team
    // would not want the difference flagged.
    value = normalizeUrl(raw.trim(), OPTIONS).toLowerCase();
  } catch {
    return null;
  }
  const hostEnd = value.search(HOST_END);
  if (hostEnd < 0) return { value, host: value, path: '' };
  const queryStart = value.indexOf('?', hostEnd);
  return {
    value,
    host: value.slice(0, hostEnd),
    path: value.slice(hostEnd, queryStart < 0 ? undefined : queryStart),
  };
});

/**
 * The comparable form of a website or booking link: `https://www.x.com/?utm_source=a` and `x.com`
 * both give `x.com`. Null when the text is not a URL.
 */
export function normalizeLink(raw: string): NormalizedUrl | null {
  return normalizeCached(raw);
}
