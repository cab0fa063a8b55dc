import { CHANNEL_CATEGORIES } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { FIX_GUIDES, FIX_TOPICS, fixGuideFor } from '../../../lib/fix-guides.ts';
import { FIX_GUIDE_TEXTS } from './fix-guides.ts';

const filled = (texts: readonly string[]) =>
  texts.length > 0 && texts.every((text) => text.trim().length > 20);

describe('the how-to-fix guides', () => {
  it('has a guide with a text for every channel category the product knows', () => {
    for (const category of CHANNEL_CATEGORIES) {
      const guide = fixGuideFor({ name: '', categoryId: category.id });
      expect(FIX_GUIDE_TEXTS[guide.slug], category.name).toBeDefined();
    }
  });

  it.each(FIX_GUIDES.map((guide) => [guide.title, guide.slug] as const))(
    'writes every section of the %s guide',
    (_, slug) => {
      const text = FIX_GUIDE_TEXTS[slug];
      expect(text.summary.length).toBeGreaterThan(20);
      expect(text.covers).not.toBe('');
      expect(filled(text.owner)).toBe(true);
      expect(text.editAt.length).toBeGreaterThan(0);
      for (const topic of FIX_TOPICS) expect(filled(text.fixes[topic.id]), topic.id).toBe(true);
      expect(filled(text.timing)).toBe(true);
      expect(filled(text.confirm)).toBe(true);
    },
  );

  it('links nothing that must load: addresses are text, never a full URL', () => {
    for (const text of Object.values(FIX_GUIDE_TEXTS))
      for (const place of text.editAt) expect(place.address).not.toMatch(/^https?:/);
  });
});
