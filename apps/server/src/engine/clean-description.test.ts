import { describe, expect, it } from 'vitest';
import { cleanDescription } from './clean-description.ts';

describe('cleanDescription', () => {
  it('reads tags as spaces and decodes entities', () => {
    expect(cleanDescription('<p>Caf&eacute; &amp; bar</p><br/>Spa &ndash; open daily')).toBe(
      'Café & bar  Spa – open daily',
    );
  });

  it('keeps a "<" that starts no tag', () => {
    expect(cleanDescription('Beach < 5 min away')).toBe('Beach < 5 min away');
  });

  it('drops a trailing expand link in the demo languages', () => {
    expect(cleanDescription('A quiet hotel… Read more')).toBe('A quiet hotel');
    expect(cleanDescription('Un hôtel calme. Lire la suite')).toBe('Un hôtel calme');
    expect(cleanDescription('Ein ruhiges Hotel ... Mehr anzeigen ›')).toBe('Ein ruhiges Hotel');
    expect(cleanDescription('We read more books')).toBe('We read more books');
  });

  it('drops the sentences Booking.com adds to every text, and only those', () => {
    expect(
      cleanDescription(
        'A quiet hotel.\n\nCouples particularly like the location — they rated it 8.8 for a ' +
          'two-person trip.\n\nWe speak your language!',
      ),
    ).toBe('A quiet hotel.');
    expect(
      cleanDescription(
        'Un hôtel calme. La distance indiquée dans la description est calculée à l’aide d’© OpenStreetMap.',
      ),
    ).toBe('Un hôtel calme.');
    expect(cleanDescription('Deux piscines ! Un spa.')).toBe('Deux piscines ! Un spa.');
  });

  it('writes numbers without thousands separators, not decimals', () => {
    expect(cleanDescription('1,200 rooms, 1.500 Zimmer, 2\u202f000 m², 1.5 km, 3,5 km')).toBe(
      '1200 rooms, 1500 Zimmer, 2000 m², 1.5 km, 3,5 km',
    );
  });
});
