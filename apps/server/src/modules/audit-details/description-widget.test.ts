import { describe, expect, it } from 'vitest';
import { descriptionWidget, type DescriptionInputs } from './description-widget.ts';

const base: DescriptionInputs = {
  current: { en: { content: 'A calm hotel near the opera.' }, fr: { content: 'Un hôtel calme.' } },
  previous: { en: { content: 'A calm hotel near the old opera.' } },
  source: {
    en: { header: 'Welcome', content: 'A calm hotel beside the opera.' },
    de: { content: 'Ein ruhiges Hotel.' },
  },
  againstSource: false,
  languages: ['fr', 'en'],
  status: 'DISCREPANCY',
  canCreateMatchedNote: true,
};

const text = (fragments: Array<{ text: string }>) => fragments.map((f) => f.text).join('');

describe('descriptionWidget', () => {
  it('compares with the previous capture in the standard mode', () => {
    const widget = descriptionWidget(base)!;
    const en = widget.comparedDescriptions.find((item) => item.language === 'en')!;
    expect(text(en.currentComparedDescription.descriptionFragment)).toBe(
      'A calm hotel near the opera.',
    );
    expect(text(en.previousComparedDescription!.descriptionFragment)).toBe(
      'A calm hotel near the old opera.',
    );
    expect(en.previousComparedDescription!.descriptionFragment).toContainEqual({
      text: 'old ',
      highlightType: 'INSERT',
    });
  });

  it('compares with the source (PIM) in hotel-chain mode', () => {
    const en = descriptionWidget({ ...base, againstSource: true })!.comparedDescriptions.find(
      (i) => i.language === 'en',
    )!;
    expect(en.previousComparedDescription!.header).toBe('Welcome');
    expect(en.currentComparedDescription.descriptionFragment).toContainEqual({
      text: 'near',
      highlightType: 'DELETE',
    });
    expect(en.previousComparedDescription!.descriptionFragment).toContainEqual({
      text: 'beside',
      highlightType: 'INSERT',
    });
  });

  it('sorts by priority (the property languages order) with empty descriptions last', () => {
    const widget = descriptionWidget({ ...base, againstSource: true })!;
    expect(widget.comparedDescriptions.map((item) => item.language)).toEqual(['fr', 'en', 'de']);
    expect(widget.currentDescription?.content).toBe('Un hôtel calme.');
    expect(widget.mappedDescriptions.find((m) => m.language === 'de')).toMatchObject({
      channelDescription: null,
    });
  });

  it('has nothing to show without any description', () => {
    expect(descriptionWidget({ ...base, current: {}, previous: null, source: {} })).toBeNull();
  });
});
