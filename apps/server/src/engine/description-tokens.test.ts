import { describe, expect, it } from 'vitest';
import { factTokens, foldDescription, readText } from './description-tokens.ts';

const tokens = (text: string, language: string) => factTokens(foldDescription(text), language);

describe('factTokens', () => {
  it('folds case, accents and punctuation, and reads & as and', () => {
    expect(tokens('L’Hôtel — Café & Bar…', 'fr')).toEqual(['l', 'hotel', 'cafe', 'and', 'bar']);
  });

  it('writes number words of the language in digits, not articles', () => {
    expect(tokens('two pools', 'en')).toEqual(['2', 'pools']);
    expect(tokens('zwei Restaurants, ein Spa', 'de')).toEqual(['2', 'restaurants', 'ein', 'spa']);
    expect(tokens('trois restaurants, un spa', 'fr')).toEqual(['3', 'restaurants', 'un', 'spa']);
    expect(tokens('dos piscinas', 'es')).toEqual(['2', 'piscinas']);
    expect(tokens('tre ristoranti', 'it')).toEqual(['3', 'ristoranti']);
    expect(tokens('tre ristoranti', 'en')).toEqual(['tre', 'ristoranti']);
  });

  it('writes a unit after a number one way, and leaves the word alone elsewhere', () => {
    expect(tokens('5 minutes, 5-min, five mins', 'en')).toEqual([
      '5',
      'min',
      '5',
      'min',
      '5',
      'min',
    ]);
    expect(tokens('800 metros del metro', 'es')).toEqual(['800', 'm', 'del', 'metro']);
    expect(tokens('10 Minuten, 2 Kilometer', 'de')).toEqual(['10', 'min', '2', 'km']);
  });

  it('reads a stretch that starts after a number', () => {
    expect(factTokens(' minutes walk', 'en', true)).toEqual(['min', 'walk']);
  });
});

describe('readText', () => {
  it('places every token in the folded text', () => {
    const reading = readText('Two pools & a spa.', 'en');
    expect(reading.tokens).toEqual(['2', 'pools', 'and', 'a', 'spa']);
    expect(
      [...reading.starts].map((start, i) => reading.folded.slice(start, reading.ends[i])),
    ).toEqual(['two', 'pools', 'and', 'a', 'spa']);
  });
});

describe('readText words', () => {
  it('reads the words a letters-and-digits regex finds, in every script and beyond the BMP', () => {
    const reading = readText(
      'Hôtel ２３ rooms—東京駅 徒歩5分; 𝐁old 𠀋字 🏨 pool\uD800 lone \uDC00 surrogates, ١٢ عربي, Ωμέγα.',
      'xx',
    );
    const matches = [...reading.folded.matchAll(/[\p{L}\p{N}]+/gu)];
    expect(reading.tokens).toEqual(matches.map((match) => match[0]));
    expect([...reading.starts]).toEqual(matches.map((match) => match.index));
    expect([...reading.ends]).toEqual(matches.map((match) => match.index + match[0].length));
  });
});
