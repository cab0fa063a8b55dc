import { describe, expect, it } from 'vitest';
import { compareFacts, isCutShort, tokenWindow, windowLength } from './description-facts.ts';
import { foldDescription, readText } from './description-tokens.ts';

/** The window of `shown` on `reference`, and the facts it changes. */
function facts(reference: string, shown: string, language = 'en') {
  const reading = readText(reference, language);
  const window = tokenWindow(reading, foldDescription(shown), language);
  return { reading, window, facts: compareFacts(reading.tokens, window, language, 40) };
}

const TEXT =
  'The hotel has 312 rooms, an indoor pool and a rooftop bar. Pets are welcome. ' +
  'The station is a 5-minute walk.';

describe('tokenWindow', () => {
  it('reads only the words around the change', () => {
    const { reading, window } = facts(TEXT, TEXT.replace('312', '321'));
    expect(window.middle).toEqual(['321', 'rooms']);
    expect(windowLength(reading.tokens, window)).toBe(reading.tokens.length);
  });

  it('reads a unit by the number before the window', () => {
    const { window, facts: result } = facts(TEXT, TEXT.replace('5-minute', '5 minutes'));
    expect(window.middle.at(-2)).toBe('min');
    expect(result?.changedFacts).toEqual([]);
  });
});

describe('compareFacts', () => {
  it('names a changed number with the word after it', () => {
    expect(facts(TEXT, TEXT.replace('312', '321')).facts).toMatchObject({
      changedFacts: [{ source: '312 rooms', channel: '321 rooms' }],
    });
  });

  it('names a substituted content word and a negation', () => {
    expect(facts(TEXT, TEXT.replace('indoor', 'outdoor')).facts?.changedFacts).toEqual([
      { source: 'indoor pool', channel: 'outdoor pool' },
    ]);
    expect(facts(TEXT, TEXT.replace('Pets are', 'No pets are')).facts?.changedFacts).toEqual([
      { source: 'pets', channel: 'no pets' },
    ]);
  });

  it('joins two changes a stop word apart', () => {
    const text = 'Les animaux sont admis. Parking gratuit.';
    expect(
      facts(text, text.replace('sont admis', 'ne sont pas admis'), 'fr').facts?.changedFacts,
    ).toEqual([{ source: 'sont admis', channel: 'ne sont pas admis' }]);
  });

  it('reads stop words, split words and moved words as no changed fact', () => {
    expect(facts(TEXT, TEXT.replace('The hotel has', 'Hotel has')).facts?.changedFacts).toEqual([]);
    expect(facts("Near O'Hare Airport.", 'NEAR OHARE AIRPORT').facts?.changedFacts).toEqual([]);
    expect(facts('A spa. A pool.', 'A pool. A spa.').facts).toMatchObject({
      changedFacts: [],
      reordered: true,
    });
  });

  it('gives up on a rewrite', () => {
    const words = (prefix: string) =>
      Array.from({ length: 60 }, (_, i) => `${prefix}${i}`).join(' ');
    expect(facts(words('a'), words('b')).facts).toBeNull();
  });
});

describe('isCutShort', () => {
  it('is true for the start of the text, cut mid-word or not', () => {
    for (const cut of [`${TEXT.slice(0, 40)}…`, `${TEXT.slice(0, 37)}...`]) {
      const { reading, window } = facts(TEXT, cut);
      expect(isCutShort(reading.tokens, window), cut).toBe(true);
    }
  });

  it('is false for a whole text or a changed start', () => {
    const whole = facts(TEXT, TEXT);
    expect(isCutShort(whole.reading.tokens, whole.window)).toBe(false);
    const changed = facts(TEXT, TEXT.slice(0, 40).replace('312', '321'));
    expect(isCutShort(changed.reading.tokens, changed.window)).toBe(false);
  });
});
