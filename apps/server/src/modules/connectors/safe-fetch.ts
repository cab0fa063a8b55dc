import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

/**
 * Fetches what an admin points a connector (or a single sign-on provider) at without letting that
 * URL reach inside our network (SSRF): only http and https, every address a host resolves to is
 * checked at connect time (so a DNS answer cannot swap in a private address after a check),
 * redirects are followed by hand and each hop is checked again, and time and size are bounded.
 * `allowHosts` names hosts that may be private (the loopback test servers); nothing else may.
 */
export interface FetchPolicy {
  allowHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The URL points somewhere connectors may not go. */
export class FetchRefused extends Error {}

/** The page could not be read: network, timeout, size or HTTP status. */
export class FetchFailed extends Error {}

/**
 * Whether connectors must not reach `address`: anything but a global unicast address. ipaddr.js
 * names the special-purpose ranges of the IANA registries: loopback, private, link-local, shared
 * (CGNAT), documentation, benchmarking, multicast and reserved ones, and the IPv6 prefixes that
 * lead to an IPv4 address behind them (NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16,
 * Teredo, IPv4-translated). An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPrivateAddress(address: string): boolean {
  if (net.isIP(address) === 0) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function checkUrl(url: URL, policy: FetchPolicy): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('only http and https addresses can be read');
  if (url.username || url.password)
    throw new FetchRefused('addresses with credentials are refused');
  const host = hostOf(url);
  const allowed = policy.allowHosts.map((h) => h.toLowerCase()).includes(host);
  if (!allowed && net.isIP(host) && isPrivateAddress(host))
    throw new FetchRefused(`${host} is a private or local address`);
  return allowed;
}

function guardedLookup(allowed: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const bad = allowed ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) {
        return callback(
          new FetchRefused(`${hostname} resolves to a private or local address`),
          '',
          0,
        );
      }
      if (addresses.length === 0)
        return callback(new FetchFailed(`${hostname} has no address`), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** A request other than a plain page read: the OpenID Connect calls of single sign-on. */
export interface SafeRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function request(
  url: URL,
  allowed: boolean,
  init: SafeRequest,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: init.method,
        signal,
        lookup: guardedLookup(allowed),
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'ListingLens-Connector/1.0',
          ...init.headers,
        },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // The limit applies after decompression, so a small compressed bomb is stopped too.
  for await (const chunk of decoded(response)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchFailed(`the answer is larger than ${Math.round(maxBytes / 1024)} KB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failure(error: unknown, signal: AbortSignal): Error {
  if (error instanceof FetchRefused || error instanceof FetchFailed) return error;
  if (signal.aborted) return new FetchFailed('the address did not answer in time');
  const code = (error as { code?: string }).code;
  return new FetchFailed(`the address could not be reached${code ? ` (${code})` : ''}`);
}

/** GETs `address` under `policy`; any refusal or failure is a FetchRefused or FetchFailed. */
export function safeGet(
  address: string,
  policy: FetchPolicy,
  accept = 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5',
): Promise<FetchedPage> {
  return safeRequest(address, policy, { method: 'GET', headers: { accept } });
}

/**
 * Sends `init` to `address` under `policy`; any refusal or failure is a FetchRefused or
 * FetchFailed. Only GETs follow redirects: another method would be sent again elsewhere.
 */
export async function safeRequest(
  address: string,
  policy: FetchPolicy,
  init: SafeRequest,
): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(policy.timeoutMs ?? 10_000);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('is not a valid address');
  }
  const maxRedirects = init.method === 'GET' ? (policy.maxRedirects ?? 3) : 0;
  try {
    for (let hop = 0; ; hop += 1) {
      const allowed = checkUrl(url, policy);
      const response = await request(url, allowed, init, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (hop >= maxRedirects) throw new FetchFailed(`more than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      const body = await readBody(response, policy.maxBytes ?? 2 * 1024 * 1024);
      // The body is handed over decoded, so its encoding and length no longer describe it.
      const {
        'content-encoding': _encoding,
        'content-length': _length,
        ...headers
      } = response.headers;
      return {
        url: url.toString(),
        status,
        contentType: String(response.headers['content-type'] ?? ''),
        headers,
        body,
      };
    }
  } catch (error) {
    throw failure(error, signal);
  }
}
