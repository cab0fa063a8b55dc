import { describe, expect, it } from 'vitest';
import { isEncrypted, secretBox } from './secret-box.ts';

const KEY = 'a-test-key-that-is-long-enough-0123456789';

describe('secretBox', () => {
  it('encrypts with a key, differently each time, and opens it again', () => {
    const box = secretBox(KEY);
    const first = box.seal('s3cret');
    const second = box.seal('s3cret');
    expect(box.encrypts).toBe(true);
    expect(isEncrypted(first)).toBe(true);
    expect(first).not.toContain('s3cret');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('s3cret');
  });

  it('refuses another key and tampered text', () => {
    const sealed = secretBox(KEY).seal('s3cret');
    expect(secretBox(`${KEY}-other`).open(sealed)).toBeNull();
    expect(secretBox(null).open(sealed)).toBeNull();
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(secretBox(KEY).open(flipped)).toBeNull();
  });

  it('keeps secrets as entered without a key, and still opens them once a key is set', () => {
    const sealed = secretBox(null).seal('s3cret');
    expect(isEncrypted(sealed)).toBe(false);
    expect(secretBox(null).open(sealed)).toBe('s3cret');
    expect(secretBox(KEY).open(sealed)).toBe('s3cret');
  });
});
