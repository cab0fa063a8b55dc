import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploads wait in DATA_DIR/tmp while they are imported: a folder of the server's own, so that what
 * a killed server leaves there is found and removed at the next start (the system's temp folder
 * would keep it until a reboot).
 */
function uploadFolder(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/** A fresh folder for one upload; the caller removes it. */
export async function newUploadDir(dataDir: string): Promise<string> {
  await mkdir(uploadFolder(dataDir), { recursive: true });
  return mkdtemp(path.join(uploadFolder(dataDir), 'upload-'));
}

/** At start, before requests: no upload is in flight, so whatever is there was left by a crash. */
export async function emptyUploadFolder(dataDir: string): Promise<void> {
  await rm(uploadFolder(dataDir), { recursive: true, force: true });
}
