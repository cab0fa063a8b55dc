import { describe, expect, it } from 'vitest';
import { appendErrorLogEntry, ERROR_LOG_LIMIT } from './error-log.ts';

describe('appendErrorLogEntry: "The console error log keeps the last 20 entries."', () => {
  it('appends while under the limit', () => {
    expect(appendErrorLogEntry(['a'], 'b')).toEqual(['a', 'b']);
    expect(appendErrorLogEntry([], 'a')).toEqual(['a']);
  });

  it('keeps only the last 20, dropping the oldest', () => {
    const full = Array.from({ length: ERROR_LOG_LIMIT }, (_, i) => i);
    const next = appendErrorLogEntry(full, 20);
    expect(ERROR_LOG_LIMIT).toBe(20);
    expect(next).toHaveLength(20);
    expect(next[0]).toBe(1);
    expect(next.at(-1)).toBe(20);
  });

  it('leaves the given log unchanged', () => {
    const log = ['a'];
    appendErrorLogEntry(log, 'b');
    expect(log).toEqual(['a']);
  });
});
