import { describe, expect, it } from 'vitest';
import { DEFLAGGING_FALLBACK_TEXT, deflaggingText } from './deflagging.ts';
import { PROPERTY_STATUS_NOTICES } from './property-status-notices.ts';

describe('deflaggingText: "Deflagging text is looked up by type."', () => {
  it('has its own text for each type', () => {
    const texts = PROPERTY_STATUS_NOTICES.map(deflaggingText);
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).not.toBe(DEFLAGGING_FALLBACK_TEXT);
    expect(deflaggingText('DEFLAGGING')).toMatch(/leaving the brand/);
    expect(deflaggingText('REBRANDING')).toMatch(/changing brand/);
    expect(deflaggingText('CLOSED_TEMPORARY')).toMatch(/temporarily closed/);
    expect(deflaggingText('CLOSED_PERMANENTLY')).toMatch(/closed permanently/);
  });

  it('falls back for an unknown or missing type', () => {
    expect(deflaggingText('SOLD')).toBe(DEFLAGGING_FALLBACK_TEXT);
    expect(deflaggingText('deflagging')).toBe(DEFLAGGING_FALLBACK_TEXT);
    expect(deflaggingText(null)).toBe(DEFLAGGING_FALLBACK_TEXT);
    expect(deflaggingText(undefined)).toBe(DEFLAGGING_FALLBACK_TEXT);
  });
});
