import { sanitizeFileName } from '@lens/domain';

/** RFC 5987 attr-char leaves out these, which encodeURIComponent keeps. */
const NOT_ATTR_CHARS = /['()*]/g;

/**
 * `attachment` with the file name cleaned by the download rule (docs/product-rules.md, "Downloads"). A name with
 * characters outside printable ASCII also goes as RFC 5987 `filename*` (UTF-8), and the plain
 * `filename` then carries an ASCII stand-in (accents dropped, anything else `_`) for old clients.
 */
export function attachmentDisposition(fileName: string): string {
  const name = sanitizeFileName(fileName);
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|"/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    NOT_ATTR_CHARS,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
