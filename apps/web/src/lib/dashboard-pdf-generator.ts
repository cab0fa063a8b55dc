import { buildProgressMessageSchema } from '@lens/contracts';
import { buildProgressText } from '@lens/domain';
import { downloadDashboardPdf } from '../api/dashboard-pdf.ts';
import { currentSelection, selectionFileName } from './download-file-names.ts';
import { saveFile } from './save-file.ts';
import { BUILD_PROGRESS_EVENT } from './build-progress-event.ts';

/** A build id; a UUID where the browser has one. */
function newBuildId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The PDF generator: the server lays the dashboard of the current selection out as a document
 * (filters, figures, trend, score bands, map, channel categories, every property and channel)
 * with its fonts embedded, for the signed-in user's view; it is saved under the download rule's
 * name. The build reports its stages on the user's socket under an id chosen here, and each is
 * told to `onProgress` in words while the request runs.
 */
export async function generateDashboardPdf(onProgress?: (text: string) => void): Promise<void> {
  const selection = currentSelection();
  const uid = newBuildId();
  const listen = (event: Event) => {
    const body = (event as CustomEvent<string>).detail;
    const parsed = buildProgressMessageSchema.safeParse(JSON.parse(body));
    if (parsed.success && parsed.data.uid === uid) onProgress?.(buildProgressText(parsed.data));
  };
  window.addEventListener(BUILD_PROGRESS_EVENT, listen);
  try {
    const [pdf, fileName] = await Promise.all([
      downloadDashboardPdf(selection, uid),
      selectionFileName(selection, 'Dashboard', 'pdf'),
    ]);
    saveFile(pdf, fileName);
  } finally {
    window.removeEventListener(BUILD_PROGRESS_EVENT, listen);
  }
}
