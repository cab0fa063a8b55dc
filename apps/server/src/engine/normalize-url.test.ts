import { describe, expect, it } from 'vitest';
import { normalizeLink } from './normalize-url.ts';

describe('normalizeLink', () => {
  it('drops scheme, www., tracking parameters, hash and trailing slash', () => {
    expect(normalizeLink('https://www.x.com/?utm_source=a')?.value).toBe('x.com');
    expect(normalizeLink('x.com')?.value).toBe('x.com');
    expect(normalizeLink('http://WWW.X.COM/Paris/?gclid=1&fbclid=2#rooms')?.value).toBe(
      'x.com/paris',
    );
  });

  it('keeps parameters that choose the page, sorted', () => {
    expect(normalizeLink('https://book.x.com/r?lang=fr&hotel=12&utm_medium=cpc')).toEqual({
      value: 'book.x.com/r?hotel=12&lang=fr',
      host: 'book.x.com',
      path: '/r',
    });
  });

  it('treats a directory index as the directory', () => {
    expect(normalizeLink('https://x.com/paris/index.html')?.value).toBe('x.com/paris');
  });

  it('keeps another page of the same site apart', () => {
    expect(normalizeLink('https://x.com/london')?.value).not.toBe(normalizeLink('x.com')?.value);
  });

  it('gives null for text that is not a URL', () => {
    expect(normalizeLink('see our website')).toBeNull();
  });
});
