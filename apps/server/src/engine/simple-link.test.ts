import { describe, expect, it } from 'vitest';
import { isRedirectHost } from './link-wrappers.ts';
import { urlParts } from './normalize-url.ts';
import { simpleLinkParts } from './simple-link.ts';
import { Random } from '../demo/random.ts';

const SCHEMES = ['', 'http://', 'https://', '//', 'ftp://'];
const HOSTS = [
  'x.com',
  'www.x.com',
  'www.www.x.com',
  'www.co.uk',
  'www.marriott.co.uk',
  'm.hotel-adlon.de',
  'fr.accor.com',
  'a--b.com',
  'xn--hotel-ueno-9ya.jp',
  '192.168.0.1',
  '1.2.3',
  'x.com.',
  'x..com',
  'book.example-hotels.com',
  'google.com',
  'www.google.fr',
  'l.facebook.com',
  'x.com:8080',
  'user@x.com',
  `${'a'.repeat(64)}.com`,
  'x.example',
];
const SEGMENTS = [
  'en',
  'en-gb',
  'fr',
  'hotels',
  'paris-opera',
  'index.html',
  'home',
  'default.aspx',
  'index',
  '.',
  '..',
  '',
  'a;jsessionid=1',
  'caf%c3%a9',
  'a+b',
  'url',
  'l.php',
  'a~b_c.d',
  'x,y',
];
const QUERIES = [
  '',
  '?',
  '?a=1',
  '?a=1&b=2',
  '?a',
  '?a=',
  '?=1',
  '?&&a=1&',
  '?a=1&a=2',
  '?q=x.com/a',
  '?u=https://x.com',
  '?a=b=c',
  '?a=%20',
  '?a=x+y',
  '?a=1,2',
];
const HASHES = ['', '#', '#rooms', '#a?b=1', '#:~:text=x'];

describe('simpleLinkParts', () => {
  it('reads every link it takes as URL parsing after normalize-url does', () => {
    const random = new Random(15);
    const pick = <T>(items: readonly T[]) => random.pick(items);
    let taken = 0;
    for (let i = 0; i < 20_000; i++) {
      const path = Array.from({ length: Math.floor(random.next() * 4) }, () => pick(SEGMENTS)).join(
        '/',
      );
      const slash = path === '' && random.next() < 0.5 ? '' : '/';
      const text =
        pick(SCHEMES) +
        pick(HOSTS) +
        slash +
        path +
        (random.next() < 0.3 ? '/' : '') +
        pick(QUERIES) +
        pick(HASHES);
      const simple = simpleLinkParts(text, isRedirectHost);
      if (simple === null) continue;
      taken++;
      const parsed = urlParts(text);
      expect('problem' in parsed, text).toBe(false);
      if ('problem' in parsed) continue;
      expect(simple, text).toEqual({
        hostname: parsed.hostname,
        segments: parsed.segments,
        parameters: [...parsed.parameters],
      });
    }
    // The plain links channels show take the fast path.
    expect(taken).toBeGreaterThan(2_000);
  });

  it('takes plain links and leaves the rest to URL parsing', () => {
    const takes = (text: string) => simpleLinkParts(text, isRedirectHost) !== null;
    expect(takes('https://www.example-hotels.com/paris/12/?utm_source=google')).toBe(true);
    expect(takes('book.example-hotels.com/reserve?property=12&lang=fr')).toBe(true);
    expect(takes('https://www.google.com/url?q=https://x.com')).toBe(false);
    expect(takes('https://x.com/caf%c3%a9')).toBe(false);
    expect(takes('https://x.com:8443/')).toBe(false);
    expect(takes('https://192.168.0.1/')).toBe(false);
  });
});
