import { describe, expect, it } from 'vitest';
import { isNarrowWindow } from './viewport.ts';

describe('isNarrowWindow: "narrow window threshold: under 1024px"', () => {
  it('is narrow under 1024px', () => {
    expect(isNarrowWindow(1023)).toBe(true);
    expect(isNarrowWindow(1023.5)).toBe(true);
    expect(isNarrowWindow(375)).toBe(true);
  });

  it('is not narrow at 1024px and above', () => {
    expect(isNarrowWindow(1024)).toBe(false);
    expect(isNarrowWindow(1920)).toBe(false);
  });
});
