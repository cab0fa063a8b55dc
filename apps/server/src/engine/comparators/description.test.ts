import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../../test-support/engine-fixtures.ts';
import type { Description } from '../types.ts';

const content = NEW_YORK_HOTEL.descriptions?.en?.content as string;

/** The verdict on a channel showing `shown` for a reference with `reference`, keyed by language. */
function judge(reference: Record<string, string>, shown: Record<string, string>) {
  const keyed = (texts: Record<string, string>): Record<string, Description> =>
    Object.fromEntries(
      Object.entries(texts).map(([language, text]) => [language, { content: text }]),
    );
  return compare(
    'DESCRIPTION',
    { ...NEW_YORK_HOTEL, descriptions: keyed(reference) },
    { descriptions: keyed(shown) },
  );
}

// Long texts as chains write them, where one changed word moves few bigrams.
const LONDON =
  'Set on the South Bank, the Riverside Tower London has 312 rooms and suites over 14 floors, ' +
  'most with views of the Thames. Guests can swim in the indoor pool, unwind in the spa or enjoy ' +
  'cocktails at the rooftop bar. The hotel offers free parking for guests arriving by car. ' +
  'Waterloo station is a 5-minute walk away and the London Eye is 800 m from the hotel. ' +
  'Pets are welcome. The hotel was renovated in 2019 and has three restaurants.';
const PARIS =
  "Au cœur du 7e arrondissement, l'Hôtel Bellechasse propose 95 chambres sur 6 étages, à 10 " +
  "minutes à pied de la tour Eiffel. L'établissement dispose d'une piscine intérieure, d'un " +
  'spa et de trois restaurants. Les animaux sont admis. Le parking est gratuit pour les clients ' +
  "de l'hôtel, et la gare Montparnasse est à 2 km. L'hôtel a été rénové en 2021.";
const BERLIN =
  'Das Hotel Spreebogen liegt im Herzen von Berlin-Mitte, nur 500 m vom Brandenburger Tor ' +
  'entfernt. Die 1.200 Zimmer verteilen sich auf 18 Etagen. Gäste genießen das Hallenbad, den ' +
  'Wellnessbereich und die Dachterrassenbar mit Blick über die Stadt. Haustiere sind erlaubt. ' +
  'Kostenlose Parkplätze stehen zur Verfügung. Das Hotel wurde 2018 renoviert und verfügt über ' +
  'zwei Restaurants.';
const MADRID =
  'Situado en plena Gran Vía, el Hotel Alcalá Real ofrece 240 habitaciones repartidas en 9 ' +
  'plantas, a 5 minutos a pie de la Puerta del Sol. Cuenta con una piscina cubierta, un gimnasio ' +
  'abierto las 24 horas y dos restaurantes. El aparcamiento es gratuito para los clientes. Se ' +
  'admiten mascotas. El hotel fue renovado en 2017.';
const ROME =
  "L'Hotel Palazzo Navona si trova a 300 metri da Piazza Navona e offre 86 camere su 5 piani. " +
  'Gli ospiti possono rilassarsi nella piscina coperta, cenare in uno dei tre ristoranti o ' +
  'gustare un aperitivo al bar sulla terrazza. Il parcheggio è gratuito. Gli animali sono ' +
  "ammessi. L'hotel è stato ristrutturato nel 2020.";

describe('DESCRIPTION', () => {
  it('keeps the same text in other case and spacing ACCURATE', () => {
    const shown = { en: { content: `  ${content.toUpperCase().replaceAll(' ', '  ')} ` } };
    expect(compare('DESCRIPTION', NEW_YORK_HOTEL, { descriptions: shown })).toMatchObject({
      status: 'ACCURATE',
      additionalData: { type: 'LANGUAGE', value: 'en' },
      evidence: { rule: 'description-same-facts' },
    });
  });

  describe('keeps wording and typography ACCURATE', () => {
    it.each([
      [
        'curly quotes, dashes, ellipsis, no-break spaces and line breaks',
        'en',
        LONDON,
        LONDON.replace('Set on', 'Set\u00a0on')
          .replace('. Guests', '.\n\nGuests')
          .replace('rooms and suites', 'rooms\u2009\u2013\u2009suites')
          .replace('Pets are welcome.', '\u201cPets are welcome\u201d\u2026'),
      ],
      [
        'HTML tags and entities',
        'fr',
        PARIS,
        `<p>${PARIS.replace("l'Hôtel", 'l&rsquo;H&ocirc;tel').replace('. ', '.<br/>')}</p>`,
      ],
      ['bullets for sentences', 'de', BERLIN, `• ${BERLIN.replaceAll('. ', '.\n• ')}`],
      ['a trailing "Read more"', 'en', LONDON, `${LONDON}… Read more`],
      ['a trailing "Lire la suite"', 'fr', PARIS, `${PARIS} Lire la suite`],
      ['thousands separators', 'de', BERLIN, BERLIN.replace('1.200 Zimmer', '1200 Zimmer')],
      [
        'thousands with a French space',
        'en',
        LONDON.replace('312 rooms', '1,200 rooms'),
        LONDON.replace('312 rooms', '1\u202f200 rooms'),
      ],
      [
        'a number in digits or words',
        'en',
        LONDON,
        LONDON.replace('three restaurants', '3 restaurants'),
      ],
      ['"dos" for 2', 'es', MADRID, MADRID.replace('dos restaurantes', '2 restaurantes')],
      ['"tre" for 3', 'it', ROME, ROME.replace('tre ristoranti', '3 ristoranti')],
      [
        'a unit spelt out or short',
        'en',
        LONDON,
        LONDON.replace('5-minute walk', '5 min walk').replace('800 m', '800 metres'),
      ],
      ['"minutos" or "min"', 'es', MADRID, MADRID.replace('5 minutos', '5 min')],
      [
        'another presentational verb and article',
        'en',
        LONDON,
        LONDON.replace('The hotel offers free', 'The hotel provides free'),
      ],
      [
        "Booking.com's couples line",
        'en',
        LONDON,
        `${LONDON} Couples in particular like the location – they rated it 9.1 for a two-person trip.`,
      ],
      [
        "Booking.com's map credit",
        'de',
        BERLIN,
        `${BERLIN}\n\nDie Entfernungsangaben in der Unterkunftsbeschreibung werden mit © OpenStreetMap berechnet.`,
      ],
    ])('%s (%s)', (_, language, reference, shown) => {
      const result = judge({ [language]: reference }, { [language]: shown });
      expect(result?.status, JSON.stringify(result?.evidence)).toBe('ACCURATE');
    });
  });

  describe('caps a changed fact in a long text at DISCREPANCY and names it', () => {
    it.each([
      [
        'a room count',
        'en',
        LONDON,
        LONDON.replace('312 rooms', '321 rooms'),
        '312 rooms',
        '321 rooms',
      ],
      ['a walking time', 'en', LONDON, LONDON.replace('5-minute', '15-minute'), '5 min', '15 min'],
      ['a distance', 'de', BERLIN, BERLIN.replace('500 m', '800 m'), '500 m', '800 m'],
      [
        'a floor count',
        'es',
        MADRID,
        MADRID.replace('9 plantas', '19 plantas'),
        '9 plantas',
        '19 plantas',
      ],
      ['a renovation year', 'it', ROME, ROME.replace('2020', '2010'), '2020', '2010'],
      [
        'a count in words',
        'en',
        LONDON,
        LONDON.replace('three restaurants', 'two restaurants'),
        '3 restaurants',
        '2 restaurants',
      ],
      [
        'a count in French words',
        'fr',
        PARIS,
        PARIS.replace('trois restaurants', 'deux restaurants'),
        '3 restaurants',
        '2 restaurants',
      ],
      [
        'indoor for outdoor',
        'en',
        LONDON,
        LONDON.replace('indoor pool', 'outdoor pool'),
        'indoor pool',
        'outdoor pool',
      ],
      [
        'Hallenbad for Freibad',
        'de',
        BERLIN,
        BERLIN.replace('Hallenbad', 'Freibad'),
        'hallenbad',
        'freibad',
      ],
      [
        'cubierta for exterior',
        'es',
        MADRID,
        MADRID.replace('cubierta', 'exterior'),
        'cubierta',
        'exterior',
      ],
      [
        'rooftop bar for lobby bar',
        'en',
        LONDON,
        LONDON.replace('rooftop bar', 'lobby bar'),
        'rooftop bar',
        'lobby bar',
      ],
      [
        'a landmark',
        'fr',
        PARIS,
        PARIS.replace('tour Eiffel', 'pyramide du Louvre'),
        'tour eiffel',
        'pyramide du louvre',
      ],
      [
        'free for paid parking',
        'en',
        LONDON,
        LONDON.replace('free parking', 'paid parking'),
        'free parking',
        'paid parking',
      ],
      [
        'gratuito for a pagamento',
        'it',
        ROME,
        ROME.replace('è gratuito', 'è a pagamento'),
        'gratuito',
        'a pagamento',
      ],
      [
        'a negation added',
        'de',
        BERLIN,
        BERLIN.replace('sind erlaubt', 'sind nicht erlaubt'),
        'erlaubt',
        'nicht erlaubt',
      ],
      [
        'a negation added in French',
        'fr',
        PARIS,
        PARIS.replace('sont admis', 'ne sont pas admis'),
        'sont admis',
        'ne sont pas admis',
      ],
      [
        'a negation removed',
        'es',
        MADRID,
        MADRID.replace('Se admiten', 'No se admiten'),
        'se admiten',
        'no se admiten',
      ],
    ])('%s (%s)', (_, language, reference, shown, source, channel) => {
      const result = judge({ [language]: reference }, { [language]: shown });
      expect(result).toMatchObject({
        status: 'DISCREPANCY',
        evidence: { rule: 'description-changed-fact', threshold: 0.6 },
      });
      expect(result?.evidence.details?.changedFacts).toContainEqual({ source, channel });
    });
  });

  it('calls a short text with one changed number a DISCREPANCY, not a knockout', () => {
    const result = judge(
      { en: 'Boutique hotel with 24 rooms near Bondi Beach.' },
      { en: 'Boutique hotel with 42 rooms near Bondi Beach.' },
    );
    expect(result).toMatchObject({
      status: 'DISCREPANCY',
      evidence: {
        rule: 'description-changed-fact',
        details: { changedFacts: [{ source: '24 rooms', channel: '42 rooms' }] },
      },
    });
  });

  it('keeps a short text that differs only in a number written out ACCURATE', () => {
    expect(
      judge({ en: 'Two outdoor pools and a spa.' }, { en: '2 outdoor pools & a spa' }),
    ).toMatchObject({ status: 'ACCURATE', evidence: { rule: 'description-same-facts' } });
  });

  it('calls a text cut to the channel limit a DISCREPANCY, however short the cut', () => {
    for (const shown of [`${LONDON.slice(0, 200)}…`, `${LONDON.slice(0, LONDON.length - 20)}...`]) {
      expect(judge({ en: LONDON }, { en: shown })).toMatchObject({
        status: 'DISCREPANCY',
        evidence: { rule: 'description-truncated', details: { referenceWords: 82 } },
      });
    }
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

  it('never calls a description without words INACCURATE', () => {
    expect(judge({ en: LONDON }, { en: '<p>&nbsp;</p><br>' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { unreadable: 'channel' } },
    });
    expect(judge({ en: '<div></div>' }, { en: LONDON })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { unreadable: 'reference' } },
    });
  });

  it('sends a text filed under the wrong language to a person, not to a knockout', () => {
    expect(judge({ en: LONDON }, { en: BERLIN })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'description-other-language', details: { writtenIn: 'de' } },
    });
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

  it('sends a text only in languages the reference lacks to a person', () => {
    const german = { de: { content: 'Ein Hotel in New York.' } };
    expect(compare('DESCRIPTION', NEW_YORK_HOTEL, { descriptions: german })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: {
        rule: 'description-other-language',
        details: { missingLanguages: ['en'], channelLanguages: ['de'], unreadable: 'channel' },
      },
    });
  });

  it('calls no description at all MISSING', () => {
    expect(compare('DESCRIPTION', NEW_YORK_HOTEL, { descriptions: {} })).toMatchObject({
      status: 'MISSING',
      evidence: { details: { missingLanguages: ['en'] } },
    });
  });
});
