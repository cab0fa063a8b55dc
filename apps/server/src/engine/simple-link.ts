/**
 * The parts of a link the engine compares: host name, path segments (decoded, without the
 * directory index) and query parameters, as WHATWG URL gives them after normalize-url.
 */
export interface LinkParts {
  hostname: string;
  segments: string[];
  parameters: Iterable<[string, string]>;
}

/**
 * A plain link, already trimmed and lower-cased: http(s) or no scheme, an ASCII host name whose
 * last label starts with a letter (never an IP address), and a path and query of characters that
 * URL parsing neither encodes nor decodes. No port, user, '+', '%', backslash, dot segment or
 * double slash: whatever needs URL's rules goes to the full parse.
 */
const SIMPLE =
  /^(?:https?:\/\/)?((?:[a-z0-9-]{1,63}\.)+[a-z][a-z0-9-]{0,62})(\/[a-z0-9._~,/-]*)?(?:\?([a-z0-9._~,/:=&-]*))?(?:#.*)?$/;
/** normalize-url's `stripWWW`: only `www.` before a registrable-looking name. */
const STRIPPED_WWW = /^www\.(?!www\.)[a-z\-\d]{1,63}\.[a-z.\-\d]{2,63}$/;
/** normalize-url's `removeDirectoryIndex` as the engine configures it. */
export const DIRECTORY_INDEX = /^(index|default|home)(\.[a-z0-9]+)*$/;

/**
 * The parts of a plain link read without URL parsing, the same as `new URL(normalizeUrl(text))`
 * gives (simple-link.test.ts compares the two); null when the link needs the full parse.
 * `needsUrl` says which host names must keep the URL (redirect wrappers).
 */
export function simpleLinkParts(
  text: string,
  needsUrl: (hostname: string) => boolean,
): LinkParts | null {
  const match = SIMPLE.exec(text);
  if (!match) return null;
  const [, host, path = '', query = ''] = match as unknown as [string, string, string?, string?];
  if (host.length > 253 || host.includes('--') || path.includes('/.') || path.includes('//'))
    return null;
  const hostname = STRIPPED_WWW.test(host) ? host.slice(4) : host;
  if (needsUrl(hostname)) return null;
  const segments = path === '' ? [] : path.split('/').filter(Boolean);
  if (segments.length > 0 && DIRECTORY_INDEX.test(segments[segments.length - 1] as string)) {
    segments.pop();
  }
  const parameters: Array<[string, string]> = [];
  if (query !== '') {
    for (const pair of query.split('&')) {
      if (pair === '') continue;
      const equals = pair.indexOf('=');
      parameters.push(equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)]);
    }
  }
  return { hostname, segments, parameters };
}
