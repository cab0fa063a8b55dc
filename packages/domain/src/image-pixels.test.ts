import { describe, expect, it } from 'vitest';
import { imagePixelsProblem, MAX_IMAGE_PIXELS } from './image-pixels.ts';

describe('picture sizes of attachments', () => {
  it('accepts pictures up to 50 megapixels, a 48 MP phone photo among them', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(imagePixelsProblem('lobby.jpg', { width: 8064, height: 6048 })).toBeNull();
    expect(imagePixelsProblem('pixel.png', { width: 1, height: 1 })).toBeNull();
    expect(imagePixelsProblem('exact.png', { width: 10_000, height: 5_000 })).toBeNull();
  });

  it('refuses a larger picture, naming the file and its size', () => {
    expect(imagePixelsProblem('bomb.png', { width: 20_000, height: 20_000 })).toBe(
      '“bomb.png” is 20,000 × 20,000 pixels; pictures may have at most 50 megapixels. Attach a smaller version.',
    );
    expect(imagePixelsProblem('wide.png', { width: 10_001, height: 5_000 })).toMatch(
      /^“wide\.png” is 10,001 × 5,000 pixels/,
    );
  });

  it('refuses a picture whose header states no usable size', () => {
    const unreadable =
      '“scan.jpg”: its width and height cannot be read. Attach it as a PNG, JPEG, GIF or WebP picture.';
    expect(imagePixelsProblem('scan.jpg', null)).toBe(unreadable);
    for (const dimensions of [
      { width: 0, height: 0 },
      { width: 1, height: Number.NaN },
      { width: -4, height: 4 },
    ]) {
      expect(imagePixelsProblem('scan.jpg', dimensions)).toBe(unreadable);
    }
  });
});
