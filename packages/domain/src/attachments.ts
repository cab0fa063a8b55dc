/** An attachment as the browser describes a picked file (name, MIME type, size in bytes). */
export type AttachmentFile = { name: string; type: string; size: number };

/** At most 10 attachments, together below 25,000,000 bytes (docs/product-rules.md, "Questions and attachments"). */
export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 25_000_000;

/** The messages the form shows, shared with the server's own check. */
export const ONLY_IMAGES_MESSAGE = 'Error: Only images allowed';
export const TOTAL_SIZE_MESSAGE = 'Error: The maximum allowable total files size is 25MB';

export type AttachmentProblem = 'not-image' | 'too-many' | 'too-large';

/**
 * The messages shown for a problem that rejects a pick. Files past the tenth are not an error (the
 * rest of the pick is kept), so 'too-many' has none here: `leftOutNotice` says what was left out.
 */
export const ATTACHMENT_MESSAGES: Readonly<Partial<Record<AttachmentProblem, string>>> = {
  'not-image': ONLY_IMAGES_MESSAGE,
  'too-large': TOTAL_SIZE_MESSAGE,
};

export function isImageFile(file: AttachmentFile): boolean {
  return file.type.toLowerCase().startsWith('image/');
}

function totalBytes(files: readonly AttachmentFile[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** The first rule a full list of attachments breaks, or null. The server checks the same list. */
export function attachmentsProblem(files: readonly AttachmentFile[]): AttachmentProblem | null {
  if (!files.every(isImageFile)) return 'not-image';
  if (files.length > MAX_ATTACHMENTS) return 'too-many';
  if (totalBytes(files) >= MAX_ATTACHMENTS_TOTAL_BYTES) return 'too-large';
  return null;
}

export type AttachmentsChange = {
  /** The attachment list after the change. */
  files: AttachmentFile[];
  /** The picked files that were added. */
  accepted: AttachmentFile[];
  /** The message to show, if the pick was rejected. */
  error: string | null;
  /** How many picked files were left out because the list would pass the tenth. */
  leftOut: number;
  /** True when the list is full, so the form stops offering to add files. */
  limitReached: boolean;
};

/**
 * Adds picked files to the attachments. A pick with a non-image, or one that would bring the total
 * to 25,000,000 bytes or more, is rejected whole with its message. Files beyond the tenth are
 * left out and counted in `leftOut`, and `limitReached` tells the form to stop offering more.
 */
export function addAttachments(
  current: readonly AttachmentFile[],
  picked: readonly AttachmentFile[],
): AttachmentsChange {
  const room = Math.max(0, MAX_ATTACHMENTS - current.length);
  const accepted = picked.slice(0, room);
  // Every picked file must be an image, even one past the tenth: the pick is judged as a whole.
  const problem = picked.every(isImageFile)
    ? attachmentsProblem([...current, ...accepted])
    : 'not-image';
  const files = problem ? [...current] : [...current, ...accepted];
  return {
    files,
    accepted: problem ? [] : accepted,
    error: problem ? (ATTACHMENT_MESSAGES[problem] ?? null) : null,
    leftOut: problem ? 0 : picked.length - accepted.length,
    limitReached: files.length >= MAX_ATTACHMENTS,
  };
}

/** Says why files of a pick were not attached, so none disappears without a word. */
export function leftOutNotice(leftOut: number): string | null {
  if (leftOut <= 0) return null;
  const files = leftOut === 1 ? '1 image was' : `${leftOut} images were`;
  return `${files} not attached: a question carries at most ${MAX_ATTACHMENTS}.`;
}
