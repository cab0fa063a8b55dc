import { DASHBOARD_REPORT_CALLS } from '@lens/contracts';
import { callApi } from './api-client.ts';
import { currentSelection, selectionFileName } from './download-file-names.ts';
import { saveFile } from './save-file.ts';

/**
 * The PDF generator: the server lays the dashboard of the current selection out as a document
 * (filters, figures, trend, score bands, map, channel categories, every property and channel)
 * with its fonts embedded, for the signed-in user's view; it is saved under the download rule's
 * name.
 */
export async function generateDashboardPdf(): Promise<void> {
  const selection = currentSelection();
  const [pdf, fileName] = await Promise.all([
    // A document of a large portfolio takes seconds: one request, not retried behind the user.
    callApi(DASHBOARD_REPORT_CALLS.downloadDashboardPdf, { query: selection, retries: 0 }),
    selectionFileName(selection, 'Dashboard', 'pdf'),
  ]);
  saveFile(pdf, fileName);
}
