import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const PASSWORD_LINK = /\/login\/(?:restore|create)\/user\/\d+\/token\/[A-Za-z0-9_-]+/;

/** The .eml files the server has written; their names start with an ISO time, so they sort by it. */
export async function mailFiles(dataDir: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(dataDir, 'mail'));
    return names.filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Waits for the newest email to `to` that is not among `known` and returns the path of the password
 * link in it. The server sends after answering, so the file appears a moment later.
 */
export async function waitForPasswordLink(
  dataDir: string,
  known: readonly string[],
  to: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles(dataDir)).filter((name) => !known.includes(name)).reverse();
    for (const name of fresh) {
      const raw = await readFile(path.join(dataDir, 'mail', name), 'utf8');
      // Quoted-printable wraps long lines with a trailing '=' and escapes '=' itself.
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const addressed = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
      const link = PASSWORD_LINK.exec(text)?.[0];
      if (addressed.test(text) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No password email to ${to} arrived within ${timeoutMs} ms.`);
}
