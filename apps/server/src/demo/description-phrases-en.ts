import { listWith, type PhraseBook } from './description-phrases.ts';
import { capitalised } from './strings.ts';

export const ENGLISH: PhraseBook = {
  list: listWith('and'),
  segments: {
    LUXURY: 'a refined five-star address',
    UPSCALE: 'an elegant full-service hotel',
    LIFESTYLE: 'a design-led lifestyle hotel',
    MIDSCALE: 'a comfortable, great-value hotel',
    EXTENDED_STAY: 'an apartment-style hotel made for longer stays',
    RESORT: 'a relaxed resort',
  },
  amenities: {
    Spa: 'a full-service spa',
    'Indoor pool': 'an indoor pool',
    'Outdoor pool': 'an outdoor pool',
    'Fitness center': 'a fitness center open around the clock',
    Restaurant: 'a restaurant',
    Bar: 'a lively bar',
    'Rooftop terrace': 'a rooftop terrace',
    'Airport shuttle': 'an airport shuttle',
    'Kids club': 'a kids club',
    'Beach access': 'direct beach access',
    Sauna: 'a sauna',
    'Ski storage': 'a heated ski room',
    'Bicycle rental': 'bicycle rental',
    'Room service': 'room service',
    'EV charging': 'charging points for electric cars',
    'Pet friendly': 'pet-friendly rooms',
  },
  cuisines: {
    FRENCH: 'classic French cooking',
    ITALIAN: 'honest Italian cooking',
    MEDITERRANEAN: 'sun-drenched Mediterranean dishes',
    JAPANESE: 'contemporary Japanese cuisine',
    SPANISH: 'Spanish tapas and grilled specialities',
    STEAKHOUSE: 'dry-aged steaks and grill classics',
    SEAFOOD: 'the freshest seafood',
    MODERN_EUROPEAN: 'modern European cuisine',
    CHINESE: 'Cantonese classics and dim sum',
    BARBECUE: 'slow-smoked barbecue',
    LATIN_AMERICAN: 'vibrant Latin American flavours',
  },
  hotel: {
    opening: [
      (f) => `${f.name} is ${f.segment} in the ${f.neighbourhood} area of ${f.cityName}.`,
      (f) => `Set in ${f.neighbourhood}, ${f.name} is ${f.segment} in the heart of ${f.cityName}.`,
      (f) =>
        `Welcome to ${f.name}, ${f.segment} in ${f.cityName}'s ${f.neighbourhood} neighbourhood.`,
    ],
    location: [
      (f) =>
        `${capitalised(f.landmarks[0] ?? f.neighbourhood)} and ${f.landmarks[1] ?? 'the old town'} are within easy reach, and the airport is about ${f.airportMinutes} minutes away by car.`,
      (f) =>
        `Guests are a short walk from ${f.landmarks[0] ?? 'the centre'}, with ${f.landmarks[1] ?? 'the main sights'} only a few minutes further.`,
    ],
    beach: [
      (f) =>
        `The sea is only moments away, with ${f.landmarks[0] ?? 'the centre'} a short drive along the coast.`,
      () => `Mornings start with a swim, and the beach promenade begins right outside the door.`,
    ],
    mountain: [
      (f) =>
        `Ski lifts and hiking trails start close by, with ${f.landmarks[0] ?? 'the peaks'} only minutes away.`,
      () =>
        `In winter the slopes are minutes away; in summer, marked trails lead straight into the mountains.`,
    ],
    rooms: [
      (f) =>
        `Its ${f.rooms} rooms and suites pair calm, light-filled interiors with generous beds and rain showers.`,
      (f) =>
        `Each of the ${f.rooms} rooms is designed for rest, with blackout curtains, premium bedding and a proper desk.`,
    ],
    apartments: [
      (f) =>
        `The ${f.rooms} studios and suites each have a fully equipped kitchen and a separate living area.`,
      (f) =>
        `All ${f.rooms} apartments come with a kitchen, a dining table and weekly housekeeping, so longer stays feel like home.`,
    ],
    facilities: [
      (f) => `On site, guests can enjoy ${f.amenityList}.`,
      (f) => `Facilities include ${f.amenityList}.`,
    ],
    service: [
      () =>
        `Mornings begin with a generous breakfast of regional produce, and the lobby lounge stays lively until late.`,
      () =>
        `The front desk team gladly books tables, tickets and tours, and shares its favourite local addresses.`,
    ],
    meetings: [
      (f) =>
        `With ${f.meetingRooms} meeting rooms for up to ${f.meetingCapacity} guests, it is a natural choice for conferences, weddings and celebrations.`,
      (f) =>
        `Its ${f.meetingRooms} flexible event spaces host anything from board meetings to receptions for ${f.meetingCapacity} people.`,
    ],
    closing: [
      () => `Whether you travel for business or leisure, our team looks forward to welcoming you.`,
      (f) =>
        `It is an ideal base for discovering ${f.cityName}; book direct for the best available rate.`,
      () => `Thoughtful service and attention to detail make every stay feel effortless.`,
    ],
  },
  restaurant: {
    opening: [
      (f) => `${f.name} serves ${f.cuisine} in the heart of ${f.neighbourhood}, ${f.cityName}.`,
      (f) => `At ${f.name}, ${f.cuisine} takes centre stage in a warm and relaxed setting.`,
    ],
    menu: [
      () =>
        `The menu follows the seasons, with dishes built around local produce and a carefully chosen wine list.`,
      () =>
        `Expect generous sharing plates, signature cocktails and desserts made in house every day.`,
    ],
    kitchen: [
      () => `The kitchen works closely with small farms, fishermen and winemakers from the region.`,
      () =>
        `Everything from the bread to the ice cream is prepared from scratch by the kitchen team, every single day.`,
    ],
    inHotel: [
      (f) =>
        `Located inside ${f.parentName}, it welcomes hotel guests and locals alike from breakfast until late.`,
    ],
    standalone: [
      (f) =>
        `The dining room opens onto a lively terrace, a favourite meeting place in ${f.neighbourhood} from the first coffee to the last glass of wine.`,
    ],
    closing: [
      () =>
        `Reservations are recommended, especially on weekends, and the team gladly adapts dishes for allergies and dietary preferences.`,
      () =>
        `A private dining room seats groups for birthdays, business dinners and other celebrations.`,
    ],
  },
  spa: {
    opening: [
      (f) => `${f.name} is a sanctuary of calm in ${f.cityName}.`,
      (f) => `Step into ${f.name} and leave the pace of ${f.cityName} behind.`,
    ],
    treatments: [
      () =>
        `Its therapists offer massages, facials and body rituals with natural products, tailored to each guest.`,
      () =>
        `The treatment menu ranges from deep-tissue massage to signature facials and hot-stone rituals.`,
    ],
    philosophy: [
      () => `Every visit begins with a short consultation, so that each treatment fits the guest.`,
      () =>
        `Soft light, natural materials and quiet music set the tone from the moment you arrive.`,
    ],
    inHotel: [
      (f) =>
        `Located inside ${f.parentName}, it is open to hotel guests and day visitors, with a sauna, a steam room and a quiet relaxation lounge.`,
    ],
    standalone: [
      (f) =>
        `In the middle of ${f.neighbourhood}, it offers a sauna, a steam room and a quiet relaxation lounge to unwind before or after a treatment.`,
    ],
    closing: [
      () => `Booking ahead is recommended, and gift cards are available at reception.`,
      () => `Day packages combine a treatment, lunch and access to the thermal area.`,
    ],
  },
};
