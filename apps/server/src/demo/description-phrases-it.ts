import { listWith, type PhraseBook } from './description-phrases.ts';

export const ITALIAN: PhraseBook = {
  list: listWith('e'),
  segments: {
    LUXURY: 'un indirizzo esclusivo a cinque stelle',
    UPSCALE: 'un elegante hotel con servizi completi',
    LIFESTYLE: 'un hotel lifestyle dal design deciso',
    MIDSCALE: 'un hotel confortevole con un ottimo rapporto qualità-prezzo',
    EXTENDED_STAY: 'un residence pensato per i soggiorni lunghi',
    RESORT: 'un resort dove rallentare',
  },
  amenities: {
    Spa: 'una spa',
    'Indoor pool': 'una piscina coperta',
    'Outdoor pool': "una piscina all'aperto",
    'Fitness center': 'una palestra aperta 24 ore su 24',
    Restaurant: 'un ristorante',
    Bar: 'un bar vivace',
    'Rooftop terrace': 'una terrazza panoramica',
    'Airport shuttle': "un servizio navetta per l'aeroporto",
    'Kids club': 'un miniclub',
    'Beach access': "l'accesso diretto alla spiaggia",
    Sauna: 'una sauna',
    'Ski storage': 'un deposito sci riscaldato',
    'Bicycle rental': 'il noleggio biciclette',
    'Room service': 'il servizio in camera',
    'EV charging': 'colonnine di ricarica per auto elettriche',
    'Pet friendly': 'camere che accolgono animali domestici',
  },
  cuisines: {
    FRENCH: 'la cucina francese classica',
    ITALIAN: 'la cucina italiana più autentica',
    MEDITERRANEAN: 'piatti mediterranei pieni di sole',
    JAPANESE: 'la cucina giapponese contemporanea',
    SPANISH: 'tapas e specialità spagnole alla griglia',
    STEAKHOUSE: 'carni frollate e grandi classici alla brace',
    SEAFOOD: 'pesce e frutti di mare freschissimi',
    MODERN_EUROPEAN: 'la cucina europea moderna',
    CHINESE: 'classici cantonesi e dim sum',
    BARBECUE: 'carni affumicate lentamente',
    LATIN_AMERICAN: "i sapori vivaci dell'America Latina",
  },
  hotel: {
    opening: [
      (f) => `${f.name} è ${f.segment} nel quartiere ${f.neighbourhood}, a ${f.cityName}.`,
      (f) => `Nel cuore di ${f.cityName}, a ${f.neighbourhood}, ${f.name} è ${f.segment}.`,
      (f) => `Benvenuti al ${f.name}, ${f.segment} a ${f.cityName}.`,
    ],
    location: [
      (f) =>
        `Le principali attrazioni di ${f.cityName} si raggiungono comodamente a piedi, e l'aeroporto dista circa ${f.airportMinutes} minuti in auto.`,
      () =>
        `Negozi, musei e ristoranti sono a pochi minuti a piedi, con i mezzi pubblici proprio accanto.`,
    ],
    beach: [
      () => `Il mare è a pochi passi e il lungomare inizia proprio davanti all'ingresso.`,
      () =>
        `Le giornate iniziano con un bagno in mare, prima di partire alla scoperta della costa.`,
    ],
    mountain: [
      () =>
        `Impianti di risalita e sentieri escursionistici partono nelle vicinanze, con le vette all'orizzonte.`,
      () =>
        `In inverno le piste sono a pochi minuti; in estate, sentieri segnalati portano direttamente in montagna.`,
    ],
    rooms: [
      (f) =>
        `Le sue ${f.rooms} camere e suite uniscono interni luminosi e rilassanti, letti generosi e docce a pioggia.`,
      (f) =>
        `Ognuna delle ${f.rooms} camere è pensata per il riposo, con tende oscuranti, biancheria di pregio e una vera scrivania.`,
    ],
    apartments: [
      (f) =>
        `I ${f.rooms} monolocali e suite dispongono tutti di cucina attrezzata e di una zona giorno separata.`,
      (f) =>
        `I ${f.rooms} appartamenti offrono cucina, tavolo da pranzo e pulizia settimanale, per sentirsi a casa anche nei soggiorni più lunghi.`,
    ],
    facilities: [
      (f) => `L'hotel offre ${f.amenityList}.`,
      (f) => `Gli ospiti hanno a disposizione ${f.amenityList}.`,
    ],
    service: [
      () =>
        `La giornata inizia con una ricca colazione a base di prodotti del territorio, e la lounge della hall resta animata fino a tardi.`,
      () =>
        `Lo staff della reception prenota volentieri tavoli, biglietti ed escursioni, e condivide i suoi indirizzi preferiti in città.`,
    ],
    meetings: [
      (f) =>
        `Con ${f.meetingRooms} sale riunioni fino a ${f.meetingCapacity} persone, è la scelta naturale per congressi, matrimoni e celebrazioni.`,
      (f) =>
        `I suoi ${f.meetingRooms} spazi modulabili ospitano tanto un consiglio di amministrazione quanto un ricevimento per ${f.meetingCapacity} invitati.`,
    ],
    closing: [
      () => `Che viaggiate per lavoro o per piacere, il nostro team sarà lieto di accogliervi.`,
      (f) =>
        `È il punto di partenza ideale per scoprire ${f.cityName}; prenotate direttamente per la migliore tariffa disponibile.`,
      () =>
        `Un servizio attento e la cura dei dettagli rendono ogni soggiorno semplice e piacevole.`,
    ],
  },
  restaurant: {
    opening: [
      (f) =>
        `${f.name} propone ${f.cuisine} nel cuore del quartiere ${f.neighbourhood}, a ${f.cityName}.`,
      (f) => `${f.name} porta in tavola ${f.cuisine} in un ambiente caldo e rilassato.`,
    ],
    menu: [
      () =>
        `Il menu segue le stagioni, con piatti costruiti attorno ai prodotti del territorio e una carta dei vini scelta con cura.`,
      () =>
        `In carta piatti da condividere, cocktail d'autore e dolci preparati in casa ogni giorno.`,
    ],
    kitchen: [
      () =>
        `La cucina lavora a stretto contatto con piccoli produttori, pescatori e vignaioli della zona.`,
      () =>
        `Dal pane al gelato, tutto viene preparato in casa ogni giorno dalla brigata di cucina.`,
    ],
    inHotel: [
      (f) =>
        `All'interno di ${f.parentName}, accoglie ospiti dell'hotel e clienti del quartiere dalla colazione alla cena.`,
    ],
    standalone: [
      (f) =>
        `La sala si apre su una vivace terrazza, punto d'incontro amato nel quartiere ${f.neighbourhood} dal primo caffè all'ultimo calice di vino.`,
    ],
    closing: [
      () =>
        `Si consiglia la prenotazione, soprattutto nel fine settimana, e lo staff adatta volentieri i piatti ad allergie ed esigenze alimentari.`,
      () =>
        `Una sala privata accoglie gruppi per compleanni, cene aziendali e altre occasioni speciali.`,
    ],
  },
  spa: {
    opening: [
      (f) => `${f.name} è un'oasi di calma a ${f.cityName}.`,
      (f) => `Varcate la soglia di ${f.name} e lasciate alle spalle il ritmo di ${f.cityName}.`,
    ],
    treatments: [
      () =>
        `I suoi terapisti propongono massaggi, trattamenti viso e rituali corpo con prodotti naturali, su misura per ciascun ospite.`,
      () =>
        `La carta dei trattamenti spazia dal massaggio decontratturante ai trattamenti viso signature e ai rituali con pietre calde.`,
    ],
    philosophy: [
      () =>
        `Ogni visita inizia con un breve colloquio, perché ogni trattamento sia davvero su misura.`,
      () => `Luci soffuse, materiali naturali e musica rilassante danno il tono fin dall'arrivo.`,
    ],
    inHotel: [
      (f) =>
        `All'interno di ${f.parentName}, è aperta agli ospiti dell'hotel e ai visitatori esterni, con sauna, bagno turco e una tranquilla sala relax.`,
    ],
    standalone: [
      (f) =>
        `Nel cuore del quartiere ${f.neighbourhood}, offre sauna, bagno turco e una tranquilla sala relax per rilassarsi prima o dopo un trattamento.`,
    ],
    closing: [
      () => `Si consiglia di prenotare in anticipo; le gift card sono disponibili alla reception.`,
      () =>
        `I pacchetti giornalieri uniscono un trattamento, il pranzo e l'accesso all'area benessere.`,
    ],
  },
};
