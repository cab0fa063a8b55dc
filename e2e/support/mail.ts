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
 * Waits for a new email (one not among `known`) whose decoded text passes `matches`, newest first,
 * and returns that text. The server sends after answering, so the file appears a moment later.
 */
export async function waitForMail(
  dataDir: string,
  known: readonly string[],
  matches: (text: string) => boolean,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles(dataDir)).filter((name) => !known.includes(name)).reverse();
    for (const name of fresh) {
      const raw = await readFile(path.join(dataDir, 'mail', name), 'utf8');
      // Quoted-printable wraps long lines with a trailing '=' and escapes '=' itself.
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      if (matches(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching email arrived within ${timeoutMs} ms.`);
}

/** The password link of the newest new email to `to`. */
export async function waitForPasswordLink(
  dataDir: string,
  known: readonly string[],
  to: string,
  timeoutMs = 15_000,
): Promise<string> {
  const addressed = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const text = await waitForMail(
    dataDir,
    known,
    (mail) => addressed.test(mail) && PASSWORD_LINK.test(mail),
    timeoutMs,
  ).catch(() => {
    throw new Error(`No password email to ${to} arrived within ${timeoutMs} ms.`);
  });
  return PASSWORD_LINK.exec(text)![0];
}
