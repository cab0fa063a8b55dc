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
    // Flip bits in the decoded bytes: changing a base64 character can leave the bytes as they were.
    const prefix = sealed.slice(0, sealed.lastIndexOf(':') + 1);
    const raw = Buffer.from(sealed.slice(prefix.length), 'base64url');
    for (const at of [0, 12, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      expect(secretBox(KEY).open(`${prefix}${tampered.toString('base64url')}`)).toBeNull();
    }
  });

  it('keeps secrets as entered without a key, and still opens them once a key is set', () => {
    const sealed = secretBox(null).seal('s3cret');
    expect(isEncrypted(sealed)).toBe(false);
    expect(secretBox(null).open(sealed)).toBe('s3cret');
    expect(secretBox(KEY).open(sealed)).toBe('s3cret');
  });
});
