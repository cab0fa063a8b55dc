import { describe, expect, it } from 'vitest';
import {
  addAttachments,
  attachmentsProblem,
  leftOutNotice,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  type AttachmentFile,
} from './attachments.ts';

const image = (name: string, size = 1000, type = 'image/png'): AttachmentFile => ({
  name,
  type,
  size,
});
const images = (count: number, size = 1000) =>
  Array.from({ length: count }, (_, i) => image(`photo-${i}.png`, size));

describe('attachments: "images only (\'Only images allowed\'); at most 10 files; total size below 25,000,000 bytes"', () => {
  it('allows at most 10 attachments, together below 25,000,000 bytes', () => {
    expect(MAX_ATTACHMENTS).toBe(10);
    expect(MAX_ATTACHMENTS_TOTAL_BYTES).toBe(25_000_000);
  });

  it('accepts images of any image type', () => {
    const picked = [image('a.png'), image('b.jpg', 10, 'image/jpeg'), image('c', 5, 'IMAGE/WEBP')];
    expect(addAttachments([], picked)).toEqual({
      files: picked,
      accepted: picked,
      error: null,
      leftOut: 0,
      limitReached: false,
    });
  });

  it("rejects a pick holding a non-image with 'Error: Only images allowed'", () => {
    const current = [image('a.png')];
    const change = addAttachments(current, [image('b.png'), image('c.pdf', 10, 'application/pdf')]);
    expect(change).toEqual({
      files: current,
      accepted: [],
      error: 'Error: Only images allowed',
      leftOut: 0,
      limitReached: false,
    });
    expect(addAttachments([], [image('x', 1, '')]).error).toBe('Error: Only images allowed');
  });

  it("rejects a total of exactly 25,000,000 bytes with 'Error: The maximum allowable total files size is 25MB'", () => {
    const change = addAttachments([image('a.png', 20_000_000)], [image('b.png', 5_000_000)]);
    expect(change.error).toBe('Error: The maximum allowable total files size is 25MB');
    expect(change.files.map((f) => f.name)).toEqual(['a.png']);
    expect(change.accepted).toEqual([]);
  });

  it('accepts a total of 24,999,999 bytes', () => {
    const change = addAttachments([image('a.png', 20_000_000)], [image('b.png', 4_999_999)]);
    expect(change.error).toBeNull();
    expect(change.files).toHaveLength(2);
  });

  it('leaves out files past the tenth, counts them, and says the limit is reached', () => {
    const change = addAttachments(images(8), [image('x.png'), image('y.png'), image('z.png')]);
    expect(change.error).toBeNull();
    expect(change.leftOut).toBe(1);
    expect(leftOutNotice(change.leftOut)).toBe(
      '1 image was not attached: a question carries at most 10.',
    );
    expect(leftOutNotice(3)).toBe('3 images were not attached: a question carries at most 10.');
    expect(leftOutNotice(0)).toBeNull();
    expect(change.accepted.map((f) => f.name)).toEqual(['x.png', 'y.png']);
    expect(change.files).toHaveLength(10);
    expect(change.limitReached).toBe(true);
    expect(addAttachments(change.files, [image('more.png')])).toMatchObject({
      accepted: [],
      error: null,
      leftOut: 1,
      limitReached: true,
    });
  });

  it('reports the limit reached at exactly 10 files, not at 9', () => {
    expect(addAttachments(images(8), [image('x.png')]).limitReached).toBe(false);
    expect(addAttachments(images(9), [image('x.png')]).limitReached).toBe(true);
  });

  it('judges size on the files actually added, not those refused by the limit', () => {
    const change = addAttachments(images(9), [image('ok.png'), image('huge.png', 30_000_000)]);
    expect(change.error).toBeNull();
    expect(change.accepted.map((f) => f.name)).toEqual(['ok.png']);
  });
});

describe('attachmentsProblem (the server-side check of a whole list)', () => {
  it('names the first rule broken', () => {
    expect(attachmentsProblem(images(10))).toBeNull();
    expect(attachmentsProblem([])).toBeNull();
    expect(attachmentsProblem(images(11))).toBe('too-many');
    expect(attachmentsProblem([image('a', 25_000_000)])).toBe('too-large');
    expect(attachmentsProblem([image('a', 24_999_999)])).toBeNull();
    expect(attachmentsProblem([image('a.txt', 1, 'text/plain')])).toBe('not-image');
  });
});
