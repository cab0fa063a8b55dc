import { listWith, type PhraseBook } from './description-phrases.ts';

// Amenities and cuisines are written in the accusative: every sentence using them has them as
// the object of "bietet", "finden" or "serviert".
export const GERMAN: PhraseBook = {
  list: listWith('und'),
  segments: {
    LUXURY: 'eine exklusive Fünf-Sterne-Adresse',
    UPSCALE: 'ein elegantes Hotel mit umfassendem Service',
    LIFESTYLE: 'ein Lifestyle-Hotel mit ausgeprägtem Design',
    MIDSCALE: 'ein komfortables Hotel mit sehr gutem Preis-Leistungs-Verhältnis',
    EXTENDED_STAY: 'ein Apartmenthotel für längere Aufenthalte',
    RESORT: 'ein entspanntes Resort',
  },
  amenities: {
    Spa: 'einen großzügigen Spa-Bereich',
    'Indoor pool': 'ein Hallenbad',
    'Outdoor pool': 'einen Außenpool',
    'Fitness center': 'einen rund um die Uhr geöffneten Fitnessraum',
    Restaurant: 'ein Restaurant',
    Bar: 'eine lebhafte Bar',
    'Rooftop terrace': 'eine Dachterrasse',
    'Airport shuttle': 'einen Flughafentransfer',
    'Kids club': 'einen Kinderclub',
    'Beach access': 'einen direkten Strandzugang',
    Sauna: 'eine Sauna',
    'Ski storage': 'einen beheizten Skiraum',
    'Bicycle rental': 'einen Fahrradverleih',
    'Room service': 'einen Zimmerservice',
    'EV charging': 'Ladestationen für Elektroautos',
    'Pet friendly': 'haustierfreundliche Zimmer',
  },
  cuisines: {
    FRENCH: 'klassische französische Küche',
    ITALIAN: 'ehrliche italienische Küche',
    MEDITERRANEAN: 'sonnige mediterrane Gerichte',
    JAPANESE: 'zeitgemäße japanische Küche',
    SPANISH: 'spanische Tapas und Grillspezialitäten',
    STEAKHOUSE: 'trocken gereifte Steaks und Grillklassiker',
    SEAFOOD: 'fangfrischen Fisch und Meeresfrüchte',
    MODERN_EUROPEAN: 'moderne europäische Küche',
    CHINESE: 'kantonesische Klassiker und Dim Sum',
    BARBECUE: 'langsam geräuchertes Barbecue',
    LATIN_AMERICAN: 'lebendige lateinamerikanische Aromen',
  },
  hotel: {
    opening: [
      (f) => `${f.name} ist ${f.segment} im Viertel ${f.neighbourhood} in ${f.cityName}.`,
      (f) =>
        `Mitten in ${f.neighbourhood} gelegen, ist ${f.name} ${f.segment} im Herzen von ${f.cityName}.`,
      (f) => `Willkommen im ${f.name}, ${f.segment} in ${f.cityName}.`,
    ],
    location: [
      (f) =>
        `Die wichtigsten Sehenswürdigkeiten von ${f.cityName} sind bequem zu Fuß erreichbar, der Flughafen liegt etwa ${f.airportMinutes} Autominuten entfernt.`,
      () =>
        `Geschäfte, Museen und Restaurants liegen nur wenige Gehminuten entfernt, öffentliche Verkehrsmittel halten direkt vor der Tür.`,
    ],
    beach: [
      () =>
        `Das Meer ist nur wenige Schritte entfernt, die Strandpromenade beginnt direkt vor der Tür.`,
      () =>
        `Der Tag beginnt mit einem Bad im Meer, bevor es auf Entdeckungstour entlang der Küste geht.`,
    ],
    mountain: [
      () =>
        `Skilifte und Wanderwege beginnen ganz in der Nähe, mit Blick auf die umliegenden Gipfel.`,
      () =>
        `Im Winter sind die Pisten nur wenige Minuten entfernt, im Sommer führen markierte Wege direkt in die Berge.`,
    ],
    rooms: [
      (f) =>
        `Die ${f.rooms} Zimmer und Suiten verbinden helle, ruhige Interieurs mit großzügigen Betten und Regenduschen.`,
      (f) =>
        `Jedes der ${f.rooms} Zimmer ist auf erholsamen Schlaf ausgelegt, mit Verdunkelungsvorhängen, hochwertiger Bettwäsche und einem echten Schreibtisch.`,
    ],
    apartments: [
      (f) =>
        `Die ${f.rooms} Studios und Suiten verfügen jeweils über eine voll ausgestattete Küche und einen separaten Wohnbereich.`,
      (f) =>
        `Alle ${f.rooms} Apartments bieten eine Küche, einen Esstisch und wöchentliche Reinigung, damit sich auch längere Aufenthalte wie zu Hause anfühlen.`,
    ],
    facilities: [
      (f) => `Das Haus bietet ${f.amenityList}.`,
      (f) => `Vor Ort finden Gäste ${f.amenityList}.`,
    ],
    service: [
      () =>
        `Der Tag beginnt mit einem reichhaltigen Frühstück aus regionalen Produkten, und die Lobby-Lounge bleibt bis spät belebt.`,
      () =>
        `Das Team an der Rezeption reserviert gerne Tische, Tickets und Ausflüge und teilt seine liebsten Adressen in der Stadt.`,
    ],
    meetings: [
      (f) =>
        `Mit ${f.meetingRooms} Tagungsräumen für bis zu ${f.meetingCapacity} Personen eignet sich das Haus ideal für Konferenzen, Hochzeiten und Feiern.`,
      (f) =>
        `${f.meetingRooms} flexible Veranstaltungsräume bieten Platz für Vorstandssitzungen ebenso wie für Empfänge mit ${f.meetingCapacity} Gästen.`,
    ],
    closing: [
      () =>
        `Ob geschäftlich oder privat unterwegs: Unser Team freut sich darauf, Sie willkommen zu heißen.`,
      (f) =>
        `Der ideale Ausgangspunkt, um ${f.cityName} zu entdecken; bei Direktbuchung erhalten Sie den besten verfügbaren Preis.`,
      () =>
        `Aufmerksamer Service und Liebe zum Detail machen jeden Aufenthalt angenehm und unkompliziert.`,
    ],
  },
  restaurant: {
    opening: [
      (f) => `${f.name} serviert ${f.cuisine} mitten in ${f.neighbourhood}, ${f.cityName}.`,
      (f) => `${f.name} bietet ${f.cuisine} in warmer, entspannter Atmosphäre.`,
    ],
    menu: [
      () =>
        `Die Karte folgt den Jahreszeiten, mit Gerichten aus regionalen Zutaten und einer sorgfältig ausgewählten Weinkarte.`,
      () =>
        `Auf der Karte stehen großzügige Teller zum Teilen, hauseigene Cocktails und täglich frisch zubereitete Desserts.`,
    ],
    kitchen: [
      () =>
        `Die Küche arbeitet eng mit kleinen Höfen, Fischern und Winzern aus der Region zusammen.`,
      () =>
        `Vom Brot bis zum Eis bereitet das Küchenteam jeden Tag alles selbst und von Grund auf zu.`,
    ],
    inHotel: [
      (f) =>
        `Im ${f.parentName} gelegen, empfängt es Hotelgäste wie Einheimische vom Frühstück bis zum Abendessen.`,
    ],
    standalone: [
      (f) =>
        `Der Gastraum öffnet sich zu einer lebhaften Terrasse, einem beliebten Treffpunkt in ${f.neighbourhood} vom ersten Kaffee bis zum letzten Glas Wein.`,
    ],
    closing: [
      () =>
        `Eine Reservierung wird empfohlen, besonders am Wochenende; auf Allergien und besondere Ernährungswünsche geht das Team gerne ein.`,
      () =>
        `Ein privater Speiseraum bietet Platz für Geburtstage, Geschäftsessen und andere Feiern.`,
    ],
  },
  spa: {
    opening: [
      (f) => `${f.name} ist eine Oase der Ruhe in ${f.cityName}.`,
      (f) => `Betreten Sie ${f.name} und lassen Sie das Tempo von ${f.cityName} hinter sich.`,
    ],
    treatments: [
      () =>
        `Das Team bietet Massagen, Gesichtsbehandlungen und Körperrituale mit natürlichen Produkten, individuell abgestimmt.`,
      () =>
        `Das Angebot reicht von der Tiefengewebsmassage über Signature-Gesichtsbehandlungen bis zu Hot-Stone-Ritualen.`,
    ],
    philosophy: [
      () => `Jeder Besuch beginnt mit einem kurzen Gespräch, damit jede Behandlung zu Ihnen passt.`,
      () =>
        `Sanftes Licht, natürliche Materialien und ruhige Musik prägen die Atmosphäre vom ersten Moment an.`,
    ],
    inHotel: [
      (f) =>
        `Im ${f.parentName} gelegen, steht es Hotel- und Tagesgästen offen, mit Sauna, Dampfbad und einem stillen Ruheraum.`,
    ],
    standalone: [
      (f) =>
        `Mitten in ${f.neighbourhood} bietet es Sauna, Dampfbad und einen stillen Ruheraum, um vor oder nach einer Behandlung zu entspannen.`,
    ],
    closing: [
      () =>
        `Wir empfehlen, im Voraus zu buchen; Geschenkgutscheine sind an der Rezeption erhältlich.`,
      () =>
        `Tagespakete verbinden eine Behandlung, ein Mittagessen und den Zugang zum Wellnessbereich.`,
    ],
  },
};
