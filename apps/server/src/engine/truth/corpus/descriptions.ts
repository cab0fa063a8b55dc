import type { PropertyType, Status } from '@lens/domain';
import type { TruthPair } from '../truth-pair.ts';

interface Extra {
  propertyType?: PropertyType;
  /** The language key the channel files its text under, when not the reference's. */
  shownAs?: string;
}

/** The description the reference has in `language` and the text the channel shows. */
function description(
  id: string,
  country: string,
  channel: string,
  language: string,
  reference: string,
  shown: string,
  expected: Status,
  reason: string,
  extra: Extra = {},
): TruthPair {
  return {
    id: `description-${id}`,
    characteristic: 'DESCRIPTION',
    country,
    channel,
    ...(extra.propertyType && { propertyType: extra.propertyType }),
    reference: { descriptions: { [language]: { content: reference } } },
    listing: { descriptions: { [extra.shownAs ?? language]: { content: shown } } },
    expected,
    reason,
  };
}

// Chains' texts, long enough that one changed word moves few word pairs.
const LONDON =
  'Set on the South Bank, the Riverside Tower London has 312 rooms and suites over 14 floors, ' +
  'most with views of the Thames. Guests can swim in the indoor pool, unwind in the spa or enjoy ' +
  'cocktails at the rooftop bar. The hotel offers free parking for guests arriving by car. ' +
  'Waterloo station is a 5-minute walk away and the London Eye is 800 m from the hotel. ' +
  'Pets are welcome. The hotel was renovated in 2019 and has three restaurants.';
const CHICAGO =
  'Overlooking the Chicago River, the Lakeview Grand offers 1,200 rooms, two outdoor pools and a ' +
  "24-hour fitness center. Millennium Park is a 10-minute walk, and O'Hare International " +
  'Airport is 17 miles away. Dine at Prairie Kitchen, our farm-to-table restaurant, or meet ' +
  'friends at the lobby bar. Self-parking is available for $45 per night. The hotel opened in ' +
  '1929 and was fully renovated in 2022.';
const SYDNEY =
  'The Harbourside Sydney sits on Circular Quay with views of the Opera House and the Harbour ' +
  'Bridge. Its 230 rooms include 18 suites with private balconies. Guests enjoy an indoor ' +
  'heated pool, a day spa and the Wharf Terrace restaurant. The ferry terminal is a 2-minute ' +
  'walk and Sydney Airport is 12 km away. Valet parking is available for AUD 75 per day.';
const TOKYO =
  'Hotel Sakura Shinjuku is a 3-minute walk from the south exit of Shinjuku Station. The 410 ' +
  'rooms on 28 floors offer views of Mount Fuji on clear days, and the 28th-floor lounge looks ' +
  'out over Tokyo Tower. Guests can relax in the public bath on the 3rd floor or dine at one of ' +
  'our four restaurants. Haneda Airport is 40 minutes away by the airport limousine bus.';
const DUBLIN =
  'In the heart of Georgian Dublin, The Merrion Row Hotel has 142 rooms across five floors. ' +
  "St Stephen's Green is a 2-minute walk and Trinity College is 600 m away. Guests can dine at " +
  'the Gallery restaurant, relax in the residents\u2019 lounge or work out in the gym. ' +
  'Children under 12 stay free.';
const DUBAI =
  'Rising 52 floors above Dubai Marina, the Marina Pearl Hotel offers 480 rooms and suites with ' +
  'floor-to-ceiling windows. Guests enjoy a private beach, an outdoor infinity pool on the 52nd ' +
  'floor and six restaurants. Dubai Marina Metro Station is a 5-minute walk, and Dubai ' +
  'International Airport is 35 km away. Breakfast is served from 6:30 to 11:00.';
const TORONTO =
  'Located on Front Street opposite Union Station, the Harbourfront Toronto has 650 rooms and ' +
  'a rooftop terrace with views of the CN Tower. The Scotiabank Arena is a 4-minute walk away. ' +
  'The hotel features a saltwater pool, a 24-hour gym and two restaurants. Pets up to 25 kg ' +
  'are welcome.';
const AMSTERDAM =
  'Canal House Amsterdam occupies seven 17th-century houses on the Herengracht. The 64 rooms ' +
  'overlook the canal or the garden. The Rijksmuseum is 1.5 km away and Dam Square a 10-minute ' +
  'walk. Bikes can be rented at reception. There is no lift; the hotel is not suitable for ' +
  'guests with reduced mobility.';
const LISBON =
  'Set in a restored 19th-century palace in Chiado, the Palácio Chiado Hotel has 96 rooms and ' +
  'a rooftop bar overlooking the Tagus. Baixa-Chiado metro station is 150 m away and Lisbon ' +
  'Airport is 8 km from the hotel. The spa offers an indoor pool and a Turkish bath. ' +
  'Breakfast is included in all rates.';
const PARIS =
  "Au cœur du 7e arrondissement, l'Hôtel Bellechasse propose 95 chambres sur 6 étages, à 10 " +
  "minutes à pied de la tour Eiffel. L'établissement dispose d'une piscine intérieure, d'un " +
  'spa et de trois restaurants. Les animaux sont admis. Le parking est gratuit pour les clients ' +
  "de l'hôtel, et la gare Montparnasse est à 2 km. L'hôtel a été rénové en 2021.";
const NICE =
  "Face à la mer sur la promenade des Anglais, l'Hôtel Baie des Anges compte 118 chambres, " +
  "dont 40 avec balcon. L'aéroport Nice Côte d'Azur est à 6 km et la vieille ville à 15 " +
  'minutes à pied. Plage privée de mai à septembre. Parking payant à 25 € par nuit.';
const GENEVA =
  'Situé au bord du lac Léman, le Grand Hôtel du Rhône offre 210 chambres et suites, un spa de ' +
  '1 200 m² et deux restaurants. La gare Cornavin est à 700 m. Le parking est gratuit pour les ' +
  'clients. Les chiens sont acceptés.';
const MONTREAL =
  "Au cœur du Vieux-Montréal, l'Auberge du Port compte 45 chambres dans un entrepôt de 1880. " +
  'La basilique Notre-Dame est à 5 minutes à pied. Petit-déjeuner inclus. Stationnement ' +
  'payant à proximité.';
const BERLIN =
  'Das Hotel Spreebogen liegt im Herzen von Berlin-Mitte, nur 500 m vom Brandenburger Tor ' +
  'entfernt. Die 1.200 Zimmer verteilen sich auf 18 Etagen. Gäste genießen das Hallenbad, den ' +
  'Wellnessbereich und die Dachterrassenbar mit Blick über die Stadt. Haustiere sind erlaubt. ' +
  'Kostenlose Parkplätze stehen zur Verfügung. Das Hotel wurde 2018 renoviert und verfügt über ' +
  'zwei Restaurants.';
const MUNICH =
  'Das Hotel Isartor liegt 5 Minuten vom Marienplatz entfernt und bietet 156 Zimmer. Der ' +
  'Hauptbahnhof ist 1,5 km entfernt, der Flughafen München 40 km. Im Haus befinden sich ein ' +
  'bayerisches Restaurant, eine Bar und eine Sauna. Die Tiefgarage kostet 28 € pro Tag.';
const VIENNA =
  'Das Hotel am Stadtpark liegt direkt an der Ringstraße, 10 Minuten zu Fuß vom Stephansdom. ' +
  'Die 88 Zimmer sind klimatisiert. Das Hotel verfügt über zwei Restaurants, ein Kaffeehaus und ' +
  'einen Wellnessbereich mit Sauna. Haustiere sind nicht erlaubt.';
const ZURICH =
  'Das Seehotel Zürichhorn bietet 74 Zimmer mit Blick auf den Zürichsee. Der Hauptbahnhof ist ' +
  '15 Minuten mit dem Tram entfernt. Gäste nutzen kostenlos das Hallenbad und den Fitnessraum. ' +
  'Das Restaurant Seeblick serviert Schweizer Küche.';
const MADRID =
  'Situado en plena Gran Vía, el Hotel Alcalá Real ofrece 240 habitaciones repartidas en 9 ' +
  'plantas, a 5 minutos a pie de la Puerta del Sol. Cuenta con una piscina cubierta, un gimnasio ' +
  'abierto las 24 horas y dos restaurantes. El aparcamiento es gratuito para los clientes. Se ' +
  'admiten mascotas. El hotel fue renovado en 2017.';
const BARCELONA =
  'A 200 metros de la Sagrada Família, el Hotel Eixample Modernista dispone de 132 habitaciones, ' +
  'una piscina exterior en la azotea y un restaurante de cocina catalana. El aeropuerto de El ' +
  'Prat está a 15 km. No se admiten mascotas.';
const MEXICO =
  'En el corazón de Polanco, el Hotel Reforma Alta cuenta con 180 habitaciones y suites, un spa ' +
  'con alberca techada y tres restaurantes. El Museo Nacional de Antropología está a 10 minutos ' +
  'a pie y el Aeropuerto Internacional de la Ciudad de México a 13 km. Estacionamiento con ' +
  'valet sin costo para huéspedes.';
const ROME =
  "L'Hotel Palazzo Navona si trova a 300 metri da Piazza Navona e offre 86 camere su 5 piani. " +
  'Gli ospiti possono rilassarsi nella piscina coperta, cenare in uno dei tre ristoranti o ' +
  'gustare un aperitivo al bar sulla terrazza. Il parcheggio è gratuito. Gli animali sono ' +
  "ammessi. L'hotel è stato ristrutturato nel 2020.";
const MILAN =
  "A due passi dal Duomo, l'Hotel Brera Suites dispone di 54 camere e di una terrazza panoramica. " +
  'La stazione Centrale dista 2,5 km e la metropolitana M1 è a 150 metri. Colazione inclusa. ' +
  'Animali non ammessi.';
const OSTERIA =
  "L'Osteria del Ponte propone cucina toscana con pasta fatta in casa e una carta di oltre 300 " +
  'vini. La sala ha 60 coperti e la terrazza estiva altri 30. Aperto dal martedì alla domenica.';
const SPA_BATH =
  'The Thermae Garden Spa offers 12 treatment rooms, a rooftop thermal pool and a steam room. ' +
  'Our signature 90-minute massage uses local Bath salts. Guests must be 16 or over.';
const BISTRO_NYC =
  'Le Petit Marché is a French bistro in the West Village serving steak frites, oysters and ' +
  'natural wines. The dining room seats 48 and the sidewalk patio 16. Walk-ins welcome at ' +
  'the bar.';

export const DESCRIPTIONS_PAIRS: TruthPair[] = [
  // Must stay ACCURATE: the same facts, however the channel renders them.
  description(
    'us-google-same',
    'US',
    'Google',
    'en',
    CHICAGO,
    CHICAGO,
    'ACCURATE',
    'the same text',
  ),
  description(
    'gb-booking-couples-line',
    'GB',
    'Booking.com',
    'en',
    LONDON,
    `${LONDON}\n\nCouples in particular like the location – they rated it 9.2 for a two-person trip.\n\nWe speak your language!`,
    'ACCURATE',
    "the chain's text with the lines Booking.com adds to every description",
  ),
  description(
    'de-booking-map-credit',
    'DE',
    'Booking.com',
    'de',
    BERLIN,
    `${BERLIN}\n\nPaaren gefällt die Lage besonders – sie haben diese mit 9,0 für einen Aufenthalt zu zweit bewertet.\n\nDie Entfernungsangaben in der Unterkunftsbeschreibung werden mit © OpenStreetMap berechnet.`,
    'ACCURATE',
    "Booking.com's rating line and map credit are the channel's, not a change to the text",
  ),
  description(
    'fr-expedia-html-entities',
    'FR',
    'Expedia',
    'fr',
    PARIS,
    `<p>${PARIS.replaceAll("'", '&#39;').replace('cœur', 'c&oelig;ur').replace('Hôtel', 'H&ocirc;tel').replace('. ', '.</p><p>')}</p>`,
    'ACCURATE',
    'HTML paragraphs and entities around the same words',
  ),
  description(
    'us-sabre-uppercase',
    'US',
    'Sabre',
    'en',
    CHICAGO,
    CHICAGO.toUpperCase().replaceAll("'", ''),
    'ACCURATE',
    'GDS screens show the text in capitals without apostrophes',
  ),
  description(
    'jp-expedia-typography',
    'JP',
    'Expedia',
    'en',
    TOKYO,
    TOKYO.replace('Hotel Sakura Shinjuku is', 'Hotel Sakura Shinjuku \u2014 is')
      .replace('3-minute', '3\u2011minute')
      .replace('. The 410', '.\n\nThe\u00a0410'),
    'ACCURATE',
    'dashes, a non-breaking hyphen, no-break spaces and a paragraph break only',
  ),
  description(
    'au-tripadvisor-read-more',
    'AU',
    'Tripadvisor',
    'en',
    SYDNEY,
    `${SYDNEY}… Read more`,
    'ACCURATE',
    'the whole text with the page\u2019s expand link after it',
  ),
  description(
    'es-booking-thousands',
    'ES',
    'Booking.com',
    'es',
    MADRID.replace('240 habitaciones', '1.240 habitaciones'),
    MADRID.replace('240 habitaciones', '1240 habitaciones'),
    'ACCURATE',
    '1.240 and 1240 are the same number',
  ),
  description(
    'ch-google-thousands-space',
    'CH',
    'Google',
    'fr',
    GENEVA,
    GENEVA.replace('1 200 m²', '1200 m2'),
    'ACCURATE',
    'a French thousands space and m² written m2',
  ),
  description(
    'it-tripadvisor-number-word',
    'IT',
    'Tripadvisor',
    'it',
    ROME,
    ROME.replace('tre ristoranti', '3 ristoranti').replace('300 metri', '300 m'),
    'ACCURATE',
    'tre is 3, metri is m',
  ),
  description(
    'us-expedia-digits-for-words',
    'US',
    'Expedia',
    'en',
    CHICAGO,
    CHICAGO.replace('two outdoor pools', '2 outdoor pools').replace('17 miles', '17 mi'),
    'ACCURATE',
    'two is 2, miles is mi',
  ),
  description(
    'de-hrs-minutes-short',
    'DE',
    'HRS',
    'de',
    MUNICH,
    MUNICH.replace('5 Minuten', '5 Min.'),
    'ACCURATE',
    '5 Minuten and 5 Min. are the same distance',
  ),
  description(
    'ch-booking-bullets',
    'CH',
    'Booking.com',
    'de',
    ZURICH,
    `• ${ZURICH.replaceAll('. ', '.\n• ')}`,
    'ACCURATE',
    'the sentences as bullet points',
  ),
  description(
    'ca-expedia-fr-line-breaks',
    'CA',
    'Expedia',
    'fr',
    MONTREAL,
    MONTREAL.replaceAll('. ', '.\r\n'),
    'ACCURATE',
    'one sentence per line',
  ),
  description(
    'ie-facebook-ampersand',
    'IE',
    'Facebook',
    'en',
    DUBLIN.replace('Gallery restaurant', 'Gallery restaurant & bar'),
    DUBLIN.replace('Gallery restaurant', 'Gallery restaurant and bar').replace('\u2019', "'"),
    'ACCURATE',
    '& for and, a straight apostrophe',
  ),
  description(
    'mx-expedia-case-accents',
    'MX',
    'Expedia',
    'es',
    MEXICO,
    MEXICO.normalize('NFD').replace(/\p{M}/gu, ''),
    'ACCURATE',
    'accents dropped by the channel',
  ),
  description(
    'at-holidaycheck-verb',
    'AT',
    'HolidayCheck',
    'de',
    VIENNA,
    VIENNA.replace('Das Hotel verfügt über zwei', 'Das Hotel bietet zwei'),
    'ACCURATE',
    '"verfügt über" for "bietet": the same facilities',
  ),
  description(
    'ae-booking-en-gb-key',
    'AE',
    'Booking.com',
    'en',
    DUBAI,
    `${DUBAI}\n\nWe speak your language!`,
    'ACCURATE',
    'the same text filed under en-gb, with Booking.com\u2019s language line',
    { shownAs: 'en-gb' },
  ),
  description(
    'nl-google-nbsp',
    'NL',
    'Google',
    'en',
    AMSTERDAM,
    AMSTERDAM.replaceAll(' km', '\u00a0km').replace('17th-century', '17th\u2011century'),
    'ACCURATE',
    'no-break spaces and hyphens',
  ),
  description(
    'pt-expedia-quotes',
    'PT',
    'Expedia',
    'en',
    LISBON,
    LISBON.replace('Palácio Chiado Hotel', '\u201cPalácio Chiado\u201d Hotel'),
    'ACCURATE',
    'the name in quotes',
  ),
  description(
    'us-cvent-br-tags',
    'US',
    'Cvent',
    'en',
    CHICAGO,
    CHICAGO.replaceAll('. ', '.<br />'),
    'ACCURATE',
    'line-break tags between sentences',
  ),
  description(
    'it-booking-we-speak',
    'IT',
    'Booking.com',
    'it',
    MILAN,
    `${MILAN}\n\nParliamo la tua lingua!`,
    'ACCURATE',
    "Booking.com's language line in Italian",
  ),
  description(
    'fr-thefork-entities',
    'FR',
    'TheFork',
    'fr',
    NICE,
    NICE.replaceAll("'", '&rsquo;').replace('€', '&euro;'),
    'ACCURATE',
    'typographic apostrophes and the euro sign as entities',
    { propertyType: 'RESTAURANT' },
  ),
  description(
    'gb-treatwell-bullets',
    'GB',
    'Treatwell',
    'en',
    SPA_BATH,
    SPA_BATH.replace('offers 12 treatment rooms, ', 'offers:\n· 12 treatment rooms\n· ').replace(
      ' and a steam room',
      '\n· a steam room',
    ),
    'ACCURATE',
    'a list rendered with middle dots, same words',
    { propertyType: 'SPA' },
  ),
  description(
    'us-opentable-case',
    'US',
    'OpenTable',
    'en',
    BISTRO_NYC,
    BISTRO_NYC.replace('Le Petit Marché', 'LE PETIT MARCHÉ'),
    'ACCURATE',
    'the name in capitals',
    { propertyType: 'RESTAURANT' },
  ),

  // Must not be ACCURATE: a changed fact inside an otherwise faithful text.
  description(
    'gb-booking-room-count',
    'GB',
    'Booking.com',
    'en',
    LONDON,
    LONDON.replace('312 rooms', '321 rooms'),
    'DISCREPANCY',
    'the room count is wrong',
  ),
  description(
    'us-expedia-walk-minutes',
    'US',
    'Expedia',
    'en',
    CHICAGO,
    CHICAGO.replace('10-minute walk', '15-minute walk'),
    'DISCREPANCY',
    'the walking time to the park changed',
  ),
  description(
    'de-hrs-distance-metres',
    'DE',
    'HRS',
    'de',
    BERLIN,
    BERLIN.replace('500 m', '800 m'),
    'DISCREPANCY',
    'the distance to the Brandenburg Gate changed',
  ),
  description(
    'fr-booking-restaurant-words',
    'FR',
    'Booking.com',
    'fr',
    PARIS,
    PARIS.replace('trois restaurants', 'deux restaurants'),
    'DISCREPANCY',
    'three restaurants in words became two',
  ),
  description(
    'es-expedia-floors',
    'ES',
    'Expedia',
    'es',
    MADRID,
    MADRID.replace('9 plantas', '12 plantas'),
    'DISCREPANCY',
    'the floor count changed',
  ),
  description(
    'it-google-renovation-year',
    'IT',
    'Google',
    'it',
    ROME,
    ROME.replace('nel 2020', 'nel 2002'),
    'DISCREPANCY',
    'the renovation year changed',
  ),
  description(
    'au-expedia-pool',
    'AU',
    'Expedia',
    'en',
    SYDNEY,
    SYDNEY.replace('indoor heated pool', 'outdoor heated pool'),
    'DISCREPANCY',
    'the indoor pool is shown as outdoor',
  ),
  description(
    'jp-booking-landmark',
    'JP',
    'Booking.com',
    'en',
    TOKYO,
    TOKYO.replace('Tokyo Tower', 'Tokyo Skytree'),
    'DISCREPANCY',
    'the landmark seen from the lounge changed',
  ),
  description(
    'fr-google-landmark',
    'FR',
    'Google',
    'fr',
    PARIS,
    PARIS.replace('de la tour Eiffel', 'du Louvre'),
    'DISCREPANCY',
    'the Eiffel Tower became the Louvre',
  ),
  description(
    'us-tripadvisor-parking',
    'US',
    'Tripadvisor',
    'en',
    CHICAGO.replace('Self-parking is available for $45 per night.', 'Free self-parking.'),
    CHICAGO.replace('Self-parking is available for $45 per night.', 'Paid self-parking.'),
    'DISCREPANCY',
    'free parking became paid parking',
  ),
  description(
    'de-booking-pets-negated',
    'DE',
    'Booking.com',
    'de',
    BERLIN,
    BERLIN.replace('Haustiere sind erlaubt', 'Haustiere sind nicht erlaubt'),
    'DISCREPANCY',
    'pets allowed became pets not allowed',
  ),
  description(
    'es-tripadvisor-pets-negation-dropped',
    'ES',
    'Tripadvisor',
    'es',
    BARCELONA,
    BARCELONA.replace('No se admiten mascotas', 'Se admiten mascotas'),
    'DISCREPANCY',
    'no pets became pets allowed',
  ),
  description(
    'it-expedia-pets-negation-dropped',
    'IT',
    'Expedia',
    'it',
    MILAN,
    MILAN.replace('Animali non ammessi', 'Animali ammessi'),
    'DISCREPANCY',
    'no pets became pets allowed',
  ),
  description(
    'gb-google-rooftop-bar',
    'GB',
    'Google',
    'en',
    LONDON,
    LONDON.replace('rooftop bar', 'lobby bar'),
    'DISCREPANCY',
    'the rooftop bar became a lobby bar',
  ),
  description(
    'ca-booking-cut-to-limit',
    'CA',
    'Booking.com',
    'en',
    TORONTO,
    `${TORONTO.slice(0, 160)}…`,
    'DISCREPANCY',
    'the channel cut the text at its character limit: half the facts are not shown',
  ),
  description(
    'ie-expedia-cut-mid-word',
    'IE',
    'Expedia',
    'en',
    DUBLIN,
    `${DUBLIN.slice(0, DUBLIN.indexOf('lounge') + 3)}...`,
    'DISCREPANCY',
    'cut mid-word before the last sentences',
  ),
  description(
    'ae-google-breakfast-hours',
    'AE',
    'Google',
    'en',
    DUBAI,
    DUBAI.replace('6:30 to 11:00', '6:30 to 10:30'),
    'DISCREPANCY',
    'breakfast hours in the text changed',
  ),
  description(
    'mx-booking-short-room-count',
    'MX',
    'Booking.com',
    'es',
    'Hotel boutique con 24 habitaciones en Polanco.',
    'Hotel boutique con 42 habitaciones en Polanco.',
    'DISCREPANCY',
    'a short text with a wrong room count: broadly right, not another text',
  ),
  description(
    'at-google-restaurant-count',
    'AT',
    'Google',
    'de',
    VIENNA,
    VIENNA.replace('zwei Restaurants', 'drei Restaurants'),
    'DISCREPANCY',
    'two restaurants in words became three',
  ),
  description(
    'ch-expedia-paid-parking',
    'CH',
    'Expedia',
    'fr',
    GENEVA,
    GENEVA.replace('Le parking est gratuit pour les clients', 'Le parking est payant'),
    'DISCREPANCY',
    'free parking became paid parking',
  ),
  description(
    'us-sabre-room-count',
    'US',
    'Sabre',
    'en',
    CHICAGO,
    CHICAGO.toUpperCase().replace('1,200 ROOMS', '1,020 ROOMS'),
    'DISCREPANCY',
    'the GDS text has another room count',
  ),
  description(
    'jp-agoda-added-shuttle',
    'JP',
    'Agoda',
    'en',
    TOKYO,
    `${TOKYO} A free shuttle runs to Haneda Airport every hour.`,
    'DISCREPANCY',
    'the channel adds a free shuttle the reference does not have',
  ),
  description(
    'au-google-price',
    'AU',
    'Google',
    'en',
    SYDNEY,
    SYDNEY.replace('AUD 75', 'AUD 57'),
    'DISCREPANCY',
    'the valet parking price changed',
  ),
  description(
    'es-booking-pool-outdoor',
    'ES',
    'Booking.com',
    'es',
    MADRID,
    MADRID.replace('piscina cubierta', 'piscina exterior'),
    'DISCREPANCY',
    'the indoor pool became an outdoor pool',
  ),
  description(
    'it-thefork-covers',
    'IT',
    'TheFork',
    'it',
    OSTERIA,
    OSTERIA.replace('60 coperti', '80 coperti'),
    'DISCREPANCY',
    'the number of covers changed',
    { propertyType: 'RESTAURANT' },
  ),
  description(
    'nl-tripadvisor-other-hotel',
    'NL',
    'Tripadvisor',
    'en',
    AMSTERDAM,
    LISBON,
    'INACCURATE',
    "another hotel's description",
  ),
  description(
    'pt-booking-other-hotel',
    'PT',
    'Booking.com',
    'en',
    LISBON,
    DUBLIN,
    'INACCURATE',
    'the description of a hotel in another city',
  ),
  description(
    'gb-expedia-empty-markup',
    'GB',
    'Expedia',
    'en',
    LONDON,
    '<p>&nbsp;</p>',
    'AWAITING REVIEW',
    'only markup was captured: the engine cannot read a text',
  ),
  description(
    'de-google-english-under-de',
    'DE',
    'Google',
    'de',
    MUNICH,
    'Hotel Isartor is 5 minutes from Marienplatz and has 156 rooms. The main station is 1.5 km ' +
      'away and Munich Airport 40 km. On site there is a Bavarian restaurant, a bar and a sauna. ' +
      'The underground car park costs €28 per day.',
    'AWAITING REVIEW',
    'an English translation filed as German: only a person can compare across languages',
  ),
  description(
    'ca-google-english-only',
    'CA',
    'Google',
    'fr',
    MONTREAL,
    'In the heart of Old Montreal, Auberge du Port has 45 rooms in an 1880 warehouse. ' +
      'Notre-Dame Basilica is a 5-minute walk. Breakfast included. Paid parking nearby.',
    'AWAITING REVIEW',
    'the channel has the text only in English, the reference only in French',
    { shownAs: 'en' },
  ),
];
