import { describe, expect, it } from 'vitest';
import { isStopWord, primaryLanguage, writtenLanguage } from './description-stop-words.ts';

describe('isStopWord', () => {
  it('knows function words and presentational verbs per language, never negations', () => {
    expect(isStopWord('en', 'offers')).toBe(true);
    expect(isStopWord('de', 'bietet')).toBe(true);
    expect(isStopWord('fr', 'propose')).toBe(true);
    for (const [language, negation] of [
      ['en', 'no'],
      ['en', 'not'],
      ['de', 'nicht'],
      ['de', 'kein'],
      ['fr', 'pas'],
      ['fr', 'non'],
      ['es', 'no'],
      ['it', 'non'],
    ] as const) {
      expect(isStopWord(language, negation), `${language} ${negation}`).toBe(false);
    }
    expect(isStopWord('ja', 'and')).toBe(true);
  });
});

describe('writtenLanguage', () => {
  const words = (text: string) => text.toLowerCase().split(/\W+/);
  it('tells the language of a text by its stop words', () => {
    expect(writtenLanguage(words('The hotel has a pool and a spa with views of the river'))).toBe(
      'en',
    );
    expect(
      writtenLanguage(words('Das Hotel hat ein Hallenbad und eine Sauna mit Blick auf den Fluss')),
    ).toBe('de');
    expect(
      writtenLanguage(words('Le palace propose une piscine et un spa avec vue sur la Seine')),
    ).toBe('fr');
  });

  it('does not guess on a text too short to tell', () => {
    expect(writtenLanguage(words('Hotel Berlin'))).toBeNull();
  });
});

describe('primaryLanguage', () => {
  it('keeps the primary subtag', () => {
    expect(primaryLanguage('en-GB')).toBe('en');
    expect(primaryLanguage('pt_BR')).toBe('pt');
  });
});
