import { describe, expect, it } from 'vitest';
import { progressLine } from './import-progress.ts';

const start = 1_000_000;

describe('progressLine: the import tool says how far it is, honestly', () => {
  it('starts at 0% of the file and estimates before claiming a time', () => {
    expect(
      progressLine(
        { progress: 0, eta: Number.NaN, startTime: start },
        { phase: 'reading', rows: 0 },
        start,
        null,
      ),
    ).toBe('reading 0% of the file | 0 rows | estimating time left');
  });

  it('reports rows per second and the time left once a second has passed', () => {
    expect(
      progressLine(
        { progress: 0.25, eta: 12, startTime: start },
        { phase: 'reading', rows: 5000 },
        start + 4000,
        '[====------]',
      ),
    ).toBe('[====------] | reading 25% of the file | 5,000 rows | 1,250 rows/s | about 12 s left');
  });

  it('keeps estimating while cli-progress has no rate yet (its ETA is a word then)', () => {
    expect(
      progressLine(
        { progress: 0.1, eta: 'NULL' as unknown as number, startTime: start },
        { phase: 'reading', rows: 250 },
        start + 2000,
        null,
      ),
    ).toMatch(/estimating time left$/);
  });

  it('says when rows are being written, with how many', () => {
    expect(
      progressLine(
        { progress: 1, eta: 0, startTime: start },
        { phase: 'writing', rows: 3 },
        start + 500,
        null,
      ),
    ).toBe('writing 3 rows to the database');
  });
});
