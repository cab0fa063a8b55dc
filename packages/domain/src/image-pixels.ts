/**
 * The largest picture the question form accepts, in pixels. A few kilobytes can claim a picture of
 * gigapixels that takes gigabytes of memory to open (a decompression bomb), in the mail program of
 * support or wherever it is viewed. 50 megapixels still takes the largest photos phones make in
 * their usual modes (48 MP, 8064 × 6048).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Width and height as a picture file's header states them. */
export type ImageDimensions = { width: number; height: number };

const count = new Intl.NumberFormat('en-US');

/**
 * Why an attached picture is refused by its size, naming the file; null when it may be sent.
 * `dimensions` is null when the header states none that can be read: such a file could be of any
 * size, so it is refused too.
 */
export function imagePixelsProblem(
  fileName: string,
  dimensions: ImageDimensions | null,
): string | null {
  const { width, height } = dimensions ?? { width: 0, height: 0 };
  if (!(Number.isSafeInteger(width) && Number.isSafeInteger(height) && width > 0 && height > 0)) {
    return `“${fileName}”: its width and height cannot be read. Attach it as a PNG, JPEG, GIF or WebP picture.`;
  }
  if (width * height <= MAX_IMAGE_PIXELS) return null;
  return `“${fileName}” is ${count.format(width)} × ${count.format(height)} pixels; pictures may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Attach a smaller version.`;
}
