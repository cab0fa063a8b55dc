import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (algorithm 2; the package's Algorithm enum is a const enum that isolated modules cannot
 * read) with the OWASP-recommended minimum of 19 MiB and 2 passes: about 40 ms here.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
