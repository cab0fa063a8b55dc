import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEALED = 'aes256gcm:v1:';
const PLAIN = 'plain:';

/**
 * Seals secrets stored in the database (a client's single sign-on secret). With a key they are
 * encrypted with AES-256-GCM under a key derived from it, so a copy of the database alone does not
 * reveal them; without one they are kept as entered, marked so, and opened under any key until they are entered again.
 */
export interface SecretBox {
  readonly encrypts: boolean;
  seal(secret: string): string;
  /** The secret, or null when it was sealed under another key (or tampered with). */
  open(sealed: string): string | null;
}

export function isEncrypted(sealed: string): boolean {
  return sealed.startsWith(SEALED);
}

export function secretBox(passphrase: string | null): SecretBox {
  const key = passphrase
    ? Buffer.from(hkdfSync('sha256', passphrase, 'listinglens', 'stored-secrets-v1', 32))
    : null;
  return {
    encrypts: key !== null,
    seal(secret) {
      if (!key) return `${PLAIN}${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${SEALED}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (sealed.startsWith(PLAIN)) return sealed.slice(PLAIN.length);
      if (!key || !sealed.startsWith(SEALED)) return null;
      const raw = Buffer.from(sealed.slice(SEALED.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
