import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A note a running server leaves in its DATA_DIR, so that command-line tools run beside it (an
 * administrator created, a file imported) write links with the address users reach the server at,
 * whatever its PORT or PUBLIC_URL, without being told again.
 */
const FILE = 'running-server.json';

export async function noteRunningServer(dataDir: string, publicUrl: string): Promise<void> {
  // With an external DATABASE_URL nothing else creates DATA_DIR.
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, FILE), JSON.stringify({ pid: process.pid, publicUrl }));
}

export async function forgetRunningServer(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, FILE), { force: true });
}

/** The public URL of the server running on `dataDir`, or null when none runs there. */
export async function runningServerUrl(dataDir: string): Promise<string | null> {
  try {
    const { pid, publicUrl } = JSON.parse(await readFile(path.join(dataDir, FILE), 'utf8')) as {
      pid: number;
      publicUrl: string;
    };
    process.kill(pid, 0);
    return publicUrl;
  } catch {
    return null;
  }
}
