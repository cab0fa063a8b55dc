import { reportDownloadErrorMessage } from '@lens/domain';
import { ApiError } from './api-client.ts';
import { useLogStore } from './log-store.ts';

export const REPORT_DOWNLOAD_MESSAGE_ID = 'report-download-failed';

/**
 * Shows why a download failed (docs/product-rules.md, "Errors the user sees"): the server's text when it sent one, else
 * 'The report cannot be downloaded.'
 */
export function showReportDownloadError(error: unknown): void {
  const serverText = error instanceof ApiError && error.body ? error.message : null;
  useLogStore.getState().showMessage({
    id: REPORT_DOWNLOAD_MESSAGE_ID,
    text: reportDownloadErrorMessage(serverText),
    tone: 'error',
  });
}
