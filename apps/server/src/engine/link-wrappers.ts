/**
 * Links that stand for another link. A redirect wrapper carries its target in the query
 * (`google.com/url?q=…`, `l.facebook.com/l.php?u=…`): the target is what the guest reaches, so it
 * is what gets compared. A link shortener hides its target: only following it would tell.
 */

/** The query parameter that holds the target, by the wrapper's host and path. */
const REDIRECTS: ReadonlyArray<{ host: RegExp; path: string; parameter: string }> = [
  { host: /^(www\.)?google\.[a-z.]+$/, path: '/url', parameter: 'q' },
  { host: /^(l|lm|m|www)\.facebook\.com$/, path: '/l.php', parameter: 'u' },
  { host: /^l\.instagram\.com$/, path: '/', parameter: 'u' },
  { host: /^(www\.)?yelp\.[a-z.]+$/, path: '/biz_redir', parameter: 'url' },
  { host: /^(www\.)?tripadvisor\.[a-z.]+$/, path: '/showurl', parameter: 'url' },
];

/** The target a redirect wrapper carries, or null when the URL is no wrapper. */
export function redirectTarget(url: URL): string | null {
  const path = url.pathname.toLowerCase();
  for (const wrapper of REDIRECTS) {
    if (path === wrapper.path && wrapper.host.test(url.hostname)) {
      return url.searchParams.get(wrapper.parameter);
    }
  }
  return null;
}

/** True for a host that may wrap a redirect, whose target only the full URL parse reads. */
export function isRedirectHost(hostname: string): boolean {
  return REDIRECTS.some((wrapper) => wrapper.host.test(hostname));
}

const SHORTENERS = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  'goo.gl',
  'g.co',
  'g.page',
  't.co',
  'ow.ly',
  'buff.ly',
  'is.gd',
  'rebrand.ly',
  'cutt.ly',
  't.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  'lnkd.in',
  's.id',
]);

/** True for the host of a link shortener (bit.ly, goo.gl, g.page...). */
export function isShortener(host: string): boolean {
  return SHORTENERS.has(host);
}
