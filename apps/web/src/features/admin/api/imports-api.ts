import { ADMIN_CALLS, type ImportParams } from '@lens/contracts';
import { uploadFile, type UploadProgress } from '../../../lib/upload-file.ts';

/** Sends one import file, reporting the upload's progress. */
export const uploadImport = (
  kind: ImportParams['kind'],
  body: FormData,
  options: { signal: AbortSignal; onProgress(progress: UploadProgress): void },
) => uploadFile(ADMIN_CALLS.importFile, { params: { kind }, body, ...options });
