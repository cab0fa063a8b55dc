import { listWith, type PhraseBook } from './description-phrases.ts';

export const FRENCH: PhraseBook = {
  list: listWith('et'),
  segments: {
    LUXURY: "une adresse d'exception cinq étoiles",
    UPSCALE: 'un hôtel élégant aux services complets',
    LIFESTYLE: 'un hôtel lifestyle au design affirmé',
    MIDSCALE: 'un hôtel confortable au très bon rapport qualité-prix',
    EXTENDED_STAY: "un hôtel d'appartements pensé pour les longs séjours",
    RESORT: 'un resort où le temps ralentit',
  },
  amenities: {
    Spa: 'un spa',
    'Indoor pool': 'une piscine intérieure',
    'Outdoor pool': 'une piscine extérieure',
    'Fitness center': 'une salle de fitness ouverte 24 h/24',
    Restaurant: 'un restaurant',
    Bar: 'un bar animé',
    'Rooftop terrace': 'un rooftop',
    'Airport shuttle': 'une navette aéroport',
    'Kids club': 'un club enfants',
    'Beach access': 'un accès direct à la plage',
    Sauna: 'un sauna',
    'Ski storage': 'un local à skis chauffé',
    'Bicycle rental': 'un service de location de vélos',
    'Room service': 'un service en chambre',
    'EV charging': 'des bornes de recharge pour véhicules électriques',
    'Pet friendly': 'des chambres ouvertes aux animaux',
  },
  cuisines: {
    FRENCH: 'une cuisine française de tradition',
    ITALIAN: 'une cuisine italienne généreuse',
    MEDITERRANEAN: 'une cuisine méditerranéenne ensoleillée',
    JAPANESE: 'une cuisine japonaise contemporaine',
    SPANISH: 'des tapas et des grillades espagnoles',
    STEAKHOUSE: 'des viandes maturées et des grillades',
    SEAFOOD: 'des poissons et fruits de mer de première fraîcheur',
    MODERN_EUROPEAN: 'une cuisine européenne moderne',
    CHINESE: 'des classiques cantonais et des dim sum',
    BARBECUE: 'des viandes fumées au barbecue',
    LATIN_AMERICAN: "des saveurs d'Amérique latine",
  },
  hotel: {
    opening: [
      (f) => `Au cœur du quartier ${f.neighbourhood}, ${f.name} est ${f.segment} à ${f.cityName}.`,
      (f) => `${f.name} est ${f.segment} dans le quartier ${f.neighbourhood}, à ${f.cityName}.`,
      (f) =>
        `Bienvenue à ${f.name}, ${f.segment} à ${f.cityName}, dans le quartier ${f.neighbourhood}.`,
    ],
    location: [
      (f) =>
        `Les principaux sites de ${f.cityName} se rejoignent facilement à pied, et l'aéroport se trouve à environ ${f.airportMinutes} minutes en voiture.`,
      () =>
        `Boutiques, musées et restaurants sont à quelques minutes à pied, et les transports en commun partent tout près.`,
    ],
    beach: [
      () =>
        `La mer n'est qu'à quelques pas, et la promenade du bord de mer commence juste devant la porte.`,
      () => `Les journées commencent par une baignade, avant de partir à la découverte de la côte.`,
    ],
    mountain: [
      () =>
        `Les remontées mécaniques et les sentiers de randonnée partent à proximité, face aux sommets.`,
      () =>
        `En hiver, les pistes sont à quelques minutes ; en été, des sentiers balisés mènent directement en montagne.`,
    ],
    rooms: [
      (f) =>
        `Ses ${f.rooms} chambres et suites associent des intérieurs lumineux et apaisants, une literie généreuse et des douches à effet pluie.`,
      (f) =>
        `Chacune des ${f.rooms} chambres est pensée pour le repos, avec rideaux occultants, literie haut de gamme et un vrai bureau.`,
    ],
    apartments: [
      (f) =>
        `Les ${f.rooms} studios et suites disposent tous d'une cuisine équipée et d'un coin salon séparé.`,
      (f) =>
        `Ses ${f.rooms} appartements offrent une cuisine, une table à manger et un ménage hebdomadaire, pour se sentir chez soi.`,
    ],
    facilities: [
      (f) => `Sur place, les hôtes trouveront ${f.amenityList}.`,
      (f) => `L'hôtel propose ${f.amenityList}.`,
    ],
    service: [
      () =>
        `La journée commence par un petit-déjeuner généreux aux produits régionaux, et le lounge du lobby reste animé jusque tard.`,
      () =>
        `L'équipe de la réception se charge volontiers des réservations de tables, de billets et d'excursions, et partage ses bonnes adresses.`,
    ],
    meetings: [
      (f) =>
        `Avec ${f.meetingRooms} salles de réunion pouvant accueillir jusqu'à ${f.meetingCapacity} personnes, il se prête parfaitement aux congrès, mariages et réceptions.`,
      (f) =>
        `Ses ${f.meetingRooms} espaces modulables accueillent aussi bien un conseil d'administration qu'une réception de ${f.meetingCapacity} invités.`,
    ],
    closing: [
      () =>
        `Que vous voyagiez pour affaires ou pour le plaisir, notre équipe se réjouit de vous accueillir.`,
      (f) =>
        `C'est le point de départ idéal pour découvrir ${f.cityName} ; réservez en direct pour profiter du meilleur tarif.`,
      () =>
        `Un service attentionné et le souci du détail rendent chaque séjour simple et agréable.`,
    ],
  },
  restaurant: {
    opening: [
      (f) =>
        `${f.name} propose ${f.cuisine} au cœur du quartier ${f.neighbourhood}, à ${f.cityName}.`,
      (f) =>
        `Chez ${f.name}, ${f.cuisine} est à l'honneur dans un cadre chaleureux et décontracté.`,
    ],
    menu: [
      () =>
        `La carte suit les saisons, avec des plats construits autour des produits locaux et une carte des vins soigneusement choisie.`,
      () =>
        `Au menu : des assiettes à partager, des cocktails signature et des desserts faits maison chaque jour.`,
    ],
    kitchen: [
      () =>
        `La cuisine travaille main dans la main avec les petits producteurs, pêcheurs et vignerons de la région.`,
      () => `Du pain aux glaces, tout est préparé sur place chaque jour par l'équipe de cuisine.`,
    ],
    inHotel: [
      (f) =>
        `Situé au sein de ${f.parentName}, il accueille clients de l'hôtel et habitués du petit-déjeuner jusqu'au dîner.`,
    ],
    standalone: [
      (f) =>
        `La salle s'ouvre sur une terrasse animée, lieu de rendez-vous prisé du quartier ${f.neighbourhood}, du premier café au dernier verre de vin.`,
    ],
    closing: [
      () =>
        `La réservation est conseillée, en particulier le week-end, et l'équipe adapte volontiers les plats aux allergies et aux régimes particuliers.`,
      () =>
        `Un salon privé accueille les groupes pour les anniversaires, dîners d'affaires et autres célébrations.`,
    ],
  },
  spa: {
    opening: [
      (f) => `${f.name} est une parenthèse de calme à ${f.cityName}.`,
      (f) => `Poussez la porte de ${f.name} et laissez derrière vous le rythme de ${f.cityName}.`,
    ],
    treatments: [
      () =>
        `Ses praticiens proposent massages, soins du visage et rituels corps aux produits naturels, adaptés à chacun.`,
      () =>
        `La carte des soins va du massage profond aux soins du visage signature et aux rituels aux pierres chaudes.`,
    ],
    philosophy: [
      () =>
        `Chaque visite commence par un court échange, afin que chaque soin corresponde à vos envies.`,
      () => `Lumière douce, matières naturelles et musique apaisante donnent le ton dès l'arrivée.`,
    ],
    inHotel: [
      (f) =>
        `Situé au sein de ${f.parentName}, il est ouvert aux clients de l'hôtel comme aux visiteurs, avec sauna, hammam et salle de repos.`,
    ],
    standalone: [
      (f) =>
        `Au cœur du quartier ${f.neighbourhood}, il dispose d'un sauna, d'un hammam et d'une salle de repos pour se détendre avant ou après un soin.`,
    ],
    closing: [
      () =>
        `Il est conseillé de réserver à l'avance ; des cartes cadeaux sont disponibles à l'accueil.`,
      () => `Les forfaits journée associent un soin, un déjeuner et l'accès à l'espace bien-être.`,
    ],
  },
};
