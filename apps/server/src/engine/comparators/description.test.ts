import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../engine-fixtures.ts';

const content = NEW_YORK_HOTEL.descriptions?.en?.content as string;

describe('DESCRIPTION', () => {
  it('keeps the same text in other case and spacing ACCURATE', () => {
    const shown = { en: { content: `  ${content.toUpperCase().replaceAll(' ', '  ')} ` } };
    expect(compare('DESCRIPTION', NEW_YORK_HOTEL, { descriptions: shown })).toMatchObject({
      status: 'ACCURATE',
      additionalData: { type: 'LANGUAGE', value: 'en' },
      evidence: { rule: 'description-bigram-dice', similarity: 1 },
    });
  });

  it('calls a text with a sentence changed a DISCREPANCY', () => {
    const edited = content.replace(
      'Grand Central Terminal is a ten-minute walk away.',
      'The hotel also has an outdoor pool open in summer.',
    );
    const verdict = compare('DESCRIPTION', NEW_YORK_HOTEL, {
      descriptions: { en: { content: edited } },
    });
    expect(verdict?.status).toBe('DISCREPANCY');
    expect(verdict?.evidence.similarity).toBeGreaterThan(0.6);
    expect(verdict?.evidence.similarity).toBeLessThan(0.95);
  });

  it('calls another text INACCURATE', () => {
    const other = { en: { content: 'A cosy bed and breakfast by the sea with a family garden.' } };
    expect(compare('DESCRIPTION', NEW_YORK_HOTEL, { descriptions: other })?.status).toBe(
      'INACCURATE',
    );
  });

  it('judges by the worst language both sides have and lists the ones the channel lacks', () => {
    const shown = {
      'en-US': PARIS_HOTEL.descriptions?.en as { content: string },
      fr: { content: 'Un hôtel de chaîne près de la gare, avec parking.' },
    };
    expect(compare('DESCRIPTION', PARIS_HOTEL, { descriptions: shown })).toMatchObject({
      status: 'INACCURATE',
      additionalData: { value: 'fr' },
      evidence: {
        details: {
          languages: [
            { language: 'en', status: 'ACCURATE' },
            { language: 'fr', status: 'INACCURATE' },
          ],
          missingLanguages: [],
        },
      },
    });
    expect(
      compare('DESCRIPTION', PARIS_HOTEL, { descriptions: { en: shown['en-US'] } })?.evidence
        .details,
    ).toMatchObject({ missingLanguages: ['fr'] });
  });

  it('calls no description in the reference languages MISSING', () => {
    const german = { de: { content: 'Ein Hotel in New York.' } };
    expect(compare('DESCRIPTION', NEW_YORK_HOTEL, { descriptions: german })).toMatchObject({
      status: 'MISSING',
      evidence: { details: { missingLanguages: ['en'] } },
    });
  });
});
