import { listWith, type PhraseBook } from './description-phrases.ts';

export const SPANISH: PhraseBook = {
  list: listWith('y'),
  segments: {
    LUXURY: 'una dirección exclusiva de cinco estrellas',
    UPSCALE: 'un elegante hotel con todos los servicios',
    LIFESTYLE: 'un hotel lifestyle de diseño marcado',
    MIDSCALE: 'un hotel confortable con una excelente relación calidad-precio',
    EXTENDED_STAY: 'un hotel de apartamentos pensado para estancias largas',
    RESORT: 'un resort para desconectar',
  },
  amenities: {
    Spa: 'un spa',
    'Indoor pool': 'una piscina cubierta',
    'Outdoor pool': 'una piscina exterior',
    'Fitness center': 'un gimnasio abierto las 24 horas',
    Restaurant: 'un restaurante',
    Bar: 'un animado bar',
    'Rooftop terrace': 'una terraza en la azotea',
    'Airport shuttle': 'un servicio de traslado al aeropuerto',
    'Kids club': 'un club infantil',
    'Beach access': 'acceso directo a la playa',
    Sauna: 'una sauna',
    'Ski storage': 'un guardaesquís con calefacción',
    'Bicycle rental': 'alquiler de bicicletas',
    'Room service': 'servicio de habitaciones',
    'EV charging': 'puntos de recarga para coches eléctricos',
    'Pet friendly': 'habitaciones que admiten mascotas',
  },
  cuisines: {
    FRENCH: 'cocina francesa clásica',
    ITALIAN: 'auténtica cocina italiana',
    MEDITERRANEAN: 'platos mediterráneos llenos de sol',
    JAPANESE: 'cocina japonesa contemporánea',
    SPANISH: 'tapas y especialidades a la brasa',
    STEAKHOUSE: 'carnes maduradas y clásicos de la parrilla',
    SEAFOOD: 'pescados y mariscos del día',
    MODERN_EUROPEAN: 'cocina europea moderna',
    CHINESE: 'clásicos cantoneses y dim sum',
    BARBECUE: 'carnes ahumadas a fuego lento',
    LATIN_AMERICAN: 'sabores latinoamericanos llenos de vida',
  },
  hotel: {
    opening: [
      (f) => `${f.name} es ${f.segment} en el barrio de ${f.neighbourhood}, en ${f.cityName}.`,
      (f) =>
        `En pleno ${f.neighbourhood}, ${f.name} es ${f.segment} en el corazón de ${f.cityName}.`,
      (f) => `Bienvenido a ${f.name}, ${f.segment} en ${f.cityName}.`,
    ],
    location: [
      (f) =>
        `Los principales lugares de interés de ${f.cityName} quedan a un paseo, y el aeropuerto está a unos ${f.airportMinutes} minutos en coche.`,
      () =>
        `Tiendas, museos y restaurantes están a pocos minutos a pie, con transporte público justo al lado.`,
    ],
    beach: [
      () => `El mar está a solo unos pasos y el paseo marítimo empieza en la misma puerta.`,
      () => `Las mañanas empiezan con un baño en el mar antes de salir a descubrir la costa.`,
    ],
    mountain: [
      () =>
        `Los remontes y las rutas de senderismo empiezan muy cerca, con las cumbres en el horizonte.`,
      () =>
        `En invierno las pistas están a pocos minutos; en verano, senderos señalizados llevan directamente a la montaña.`,
    ],
    rooms: [
      (f) =>
        `Sus ${f.rooms} habitaciones y suites combinan interiores luminosos y serenos con camas amplias y duchas efecto lluvia.`,
      (f) =>
        `Cada una de sus ${f.rooms} habitaciones está pensada para el descanso, con cortinas opacas, ropa de cama de calidad y un escritorio de verdad.`,
    ],
    apartments: [
      (f) =>
        `Sus ${f.rooms} estudios y suites cuentan con cocina totalmente equipada y una zona de estar independiente.`,
      (f) =>
        `Los ${f.rooms} apartamentos incluyen cocina, mesa de comedor y limpieza semanal, para que las estancias largas se vivan como en casa.`,
    ],
    facilities: [
      (f) => `El hotel ofrece ${f.amenityList}.`,
      (f) => `Los huéspedes disponen de ${f.amenityList}.`,
    ],
    service: [
      () =>
        `El día empieza con un desayuno generoso de productos de la región, y el lounge del vestíbulo mantiene el ambiente hasta tarde.`,
      () =>
        `El equipo de recepción reserva con gusto mesas, entradas y excursiones, y comparte sus direcciones favoritas de la ciudad.`,
    ],
    meetings: [
      (f) =>
        `Con ${f.meetingRooms} salas de reuniones para hasta ${f.meetingCapacity} personas, es una elección natural para congresos, bodas y celebraciones.`,
      (f) =>
        `Sus ${f.meetingRooms} espacios polivalentes acogen desde reuniones de consejo hasta recepciones de ${f.meetingCapacity} invitados.`,
    ],
    closing: [
      () =>
        `Tanto si viaja por negocios como por placer, nuestro equipo estará encantado de recibirle.`,
      (f) =>
        `Es el punto de partida ideal para descubrir ${f.cityName}; reserve directamente para obtener la mejor tarifa disponible.`,
      () =>
        `Un servicio atento y el cuidado por los detalles hacen que cada estancia resulte fácil y agradable.`,
    ],
  },
  restaurant: {
    opening: [
      (f) => `${f.name} sirve ${f.cuisine} en pleno ${f.neighbourhood}, en ${f.cityName}.`,
      (f) => `${f.name} propone ${f.cuisine} en un ambiente cálido y relajado.`,
    ],
    menu: [
      () =>
        `La carta sigue las estaciones, con platos elaborados a partir de producto local y una bodega cuidadosamente seleccionada.`,
      () =>
        `Platos para compartir, cócteles de autor y postres caseros elaborados cada día completan la propuesta.`,
    ],
    kitchen: [
      () =>
        `La cocina trabaja de la mano de pequeños productores, pescadores y bodegueros de la región.`,
      () =>
        `Del pan a los helados, el equipo de cocina lo elabora todo en casa, cada día y desde cero.`,
    ],
    inHotel: [
      (f) =>
        `Situado en ${f.parentName}, recibe a huéspedes y vecinos desde el desayuno hasta la cena.`,
    ],
    standalone: [
      (f) =>
        `El comedor se abre a una animada terraza, punto de encuentro habitual en ${f.neighbourhood} desde el primer café hasta la última copa de vino.`,
    ],
    closing: [
      () =>
        `Se recomienda reservar, sobre todo los fines de semana, y el equipo adapta con gusto los platos a alergias y dietas especiales.`,
      () =>
        `Un comedor privado acoge grupos para cumpleaños, cenas de empresa y otras celebraciones.`,
    ],
  },
  spa: {
    opening: [
      (f) => `${f.name} es un remanso de calma en ${f.cityName}.`,
      (f) => `Entre en ${f.name} y deje atrás el ritmo de ${f.cityName}.`,
    ],
    treatments: [
      () =>
        `Sus terapeutas ofrecen masajes, tratamientos faciales y rituales corporales con productos naturales, adaptados a cada persona.`,
      () =>
        `La carta de tratamientos va desde el masaje de tejido profundo hasta faciales de autor y rituales con piedras calientes.`,
    ],
    philosophy: [
      () =>
        `Cada visita empieza con una breve consulta para que cada tratamiento se adapte a usted.`,
      () => `Luz suave, materiales naturales y música tranquila marcan el tono desde la llegada.`,
    ],
    inHotel: [
      (f) =>
        `Situado en ${f.parentName}, está abierto a huéspedes y visitantes, con sauna, baño de vapor y una tranquila sala de relajación.`,
    ],
    standalone: [
      (f) =>
        `En pleno ${f.neighbourhood}, cuenta con sauna, baño de vapor y una tranquila sala de relajación para desconectar antes o después de un tratamiento.`,
    ],
    closing: [
      () => `Se recomienda reservar con antelación; hay tarjetas regalo disponibles en recepción.`,
      () => `Los paquetes de día combinan un tratamiento, almuerzo y acceso a la zona termal.`,
    ],
  },
};
