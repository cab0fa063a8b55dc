import { describe, expect, it } from 'vitest';
import { BUILD_STAGES, buildProgressText } from './build-progress.ts';

describe('buildProgressText: where a document build is, in words', () => {
  it('words every stage, the drawing one with its part', () => {
    expect(BUILD_STAGES.map((stage) => buildProgressText({ stage }))).toEqual([
      'Reading figures…',
      'Reading the property’s channels…',
      'Drawing…',
      'Finishing the file…',
    ]);
    expect(buildProgressText({ stage: 'drawing', step: 2, of: 3 })).toBe('Drawing part 2 of 3…');
  });
});
