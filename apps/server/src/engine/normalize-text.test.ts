import { describe, expect, it } from 'vitest';
import { compact, foldCase, foldedWordHashes, foldText, hasText, words } from './normalize-text.ts';

describe('foldText', () => {
  it('reads "Hôtel de l\'Opéra" and "Hotel de l Opera" alike', () => {
    expect(foldText("Hôtel de l'Opéra")).toBe('hotel de l opera');
    expect(foldText('Hotel de l Opera')).toBe('hotel de l opera');
  });

  it('reads & as and, and collapses punctuation and spaces', () => {
    expect(foldText('  Bed & Breakfast -- Café  ')).toBe('bed and breakfast cafe');
    expect(foldText('Straße&Co')).toBe('strasse and co');
  });

  it('transliterates letters NFKD leaves whole', () => {
    expect(foldText('Ærø Øresund Łódź')).toBe('aero oresund lodz');
  });

  it('reads trademark signs as separators, not letters', () => {
    expect(foldText('Hilton™ Garden Inn®')).toBe('hilton garden inn');
    expect(foldText('Camino Real℠ Polanco©')).toBe('camino real polanco');
  });

  it('strips combining marks written separately', () => {
    expect(foldText('Cafe\u0301')).toBe('cafe');
  });

  it('keeps letters of non-Latin scripts', () => {
    expect(foldText('東京ホテル')).toBe('東京ホテル');
    expect(foldText('Гостиница «Москва»')).toBe('гостиница москва');
  });

  it('keeps different words different', () => {
    expect(foldText('Hilton Paris Opera')).not.toBe(foldText('Hilton Paris Orsay'));
  });
});

describe('foldedWordHashes', () => {
  it('gives one hash per word of foldText, equal for equal words', () => {
    const hashes = foldedWordHashes("L'Opéra & l'opera!");
    expect(words("L'Opéra & l'opera!")).toEqual(['l', 'opera', 'and', 'l', 'opera']);
    expect(hashes).toHaveLength(5);
    expect(hashes[1]).toBe(hashes[4]);
    expect(hashes[0]).toBe(hashes[3]);
    expect(hashes[1]).not.toBe(hashes[2]);
  });

  it('is empty for text without words', () => {
    expect(foldedWordHashes(' -- ')).toEqual([]);
  });
});

describe('helpers', () => {
  it('compacts folded text so that spacing does not matter', () => {
    expect(compact(foldText("L'Opéra"))).toBe(compact(foldText('LOpera')));
  });

  it('folds case but keeps punctuation for the address tokenizer', () => {
    expect(foldCase('Friedrichstraße 12, C/ Alcalá')).toBe('friedrichstrasse 12, c/ alcala');
  });

  it('treats blank text as no value', () => {
    expect(hasText('  ')).toBe(false);
    expect(hasText(null)).toBe(false);
    expect(hasText(' x ')).toBe(true);
  });
});
