import { describe, expect, it } from 'vitest';
import { diffValues } from './value-diff.ts';

const marked = (fragments: { text: string; changed: boolean }[]) =>
  fragments.map((f) => (f.changed ? `[${f.text}]` : f.text)).join('');

describe('diffValues', () => {
  it('marks only what differs', () => {
    const diff = diffValues('Aster Barcelona Eixample', 'Aster Barceolna Eixample');
    expect(marked(diff.source).replace(/[[\]]/g, '')).toBe('Aster Barcelona Eixample');
    expect(marked(diff.channel)).toMatch(/^Aster Barce.*Eixample$/);
    expect(
      diff.channel
        .filter((f) => f.changed)
        .map((f) => f.text)
        .join('').length,
    ).toBe(1);
  });

  it('marks words a channel adds or drops', () => {
    const diff = diffValues('Hilton Paris Opera', 'Hilton Paris Opera Hotel');
    expect(marked(diff.source)).toBe('Hilton Paris Opera');
    expect(marked(diff.channel)).toBe('Hilton Paris Opera[ Hotel]');
  });

  it('sets case and accents aside, as the engine does', () => {
    const diff = diffValues('Meridian Madrid Chamberí', 'MREIDIAN MADRID CHAMBERI');
    expect(marked(diff.source)).toBe('M[e]ridian Madrid Chamberí');
    expect(diff.channel.filter((f) => f.changed).map((f) => f.text)).toEqual(['E']);
  });

  it('handles empty and long values', () => {
    expect(diffValues('', 'abc')).toEqual({
      source: [],
      channel: [{ text: 'abc', changed: true }],
    });
    const long = 'x'.repeat(500);
    expect(diffValues(long, long).channel).toEqual([{ text: long, changed: false }]);
  });
});
