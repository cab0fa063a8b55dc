import { create } from 'content-disposition';
import { sanitizeFileName } from '@lens/domain';

/**
 * `attachment` with the file name cleaned by the download rule (docs/product-rules.md,
 * "Downloads"). The package writes the RFC 6266 quoting and the UTF-8 `filename*`; the plain
 * `filename` for old clients is ours, because its stand-in turns every non-ASCII character into
 * `?`, and "Zurich" reads better than "Z?rich".
 */
export function attachmentDisposition(fileName: string): string {
  const name = sanitizeFileName(fileName);
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|"/g, '_');
  return create(name, { fallback: ascii });
}
