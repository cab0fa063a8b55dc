import type { PropertyType } from '@lens/domain';
import type { Segment } from './brands.ts';
import { cityNameIn, type City } from './city.ts';
import type { DescriptionLanguage } from './countries.ts';
import { GERMAN } from './description-phrases-de.ts';
import { ENGLISH } from './description-phrases-en.ts';
import { SPANISH } from './description-phrases-es.ts';
import { FRENCH } from './description-phrases-fr.ts';
import { ITALIAN } from './description-phrases-it.ts';
import {
  HIGHLIGHT_AMENITIES,
  type CuisineKey,
  type DescriptionFacts,
  type HighlightAmenity,
  type PhraseBook,
  type Sentence,
} from './description-phrases.ts';
import { Random } from './random.ts';

const BOOKS: Record<DescriptionLanguage, PhraseBook> = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
  it: ITALIAN,
};

/** What a property's description is written from. */
export interface DescriptionSubject {
  type: PropertyType;
  name: string;
  city: City;
  neighbourhood: string;
  segment: Segment | null;
  resort: boolean;
  rooms: number;
  amenities: readonly string[];
  meetingRooms: number;
  meetingCapacity: number;
  cuisine: CuisineKey | null;
  parentName: string | null;
}

const isHighlight = (amenity: string): amenity is HighlightAmenity =>
  (HIGHLIGHT_AMENITIES as readonly string[]).includes(amenity);

function facts(subject: DescriptionSubject, book: PhraseBook, language: string, random: Random) {
  const highlights = random.sample(subject.amenities.filter(isHighlight), random.int(2, 4));
  const segment = subject.resort ? 'RESORT' : (subject.segment ?? 'UPSCALE');
  const result: DescriptionFacts = {
    name: subject.name,
    cityName: cityNameIn(subject.city, language),
    neighbourhood: subject.neighbourhood,
    landmarks: random.sample(subject.city.landmarks, 2),
    setting: subject.city.setting,
    segment: book.segments[segment],
    rooms: subject.rooms,
    airportMinutes: 5 * random.int(4, 9),
    amenityList: book.list(highlights.map((amenity) => book.amenities[amenity])),
    meetingRooms: subject.meetingRooms,
    meetingCapacity: subject.meetingCapacity,
    cuisine: book.cuisines[subject.cuisine ?? 'MODERN_EUROPEAN'],
    parentName: subject.parentName,
  };
  return { result, hasHighlights: highlights.length > 0 };
}

function sentences(
  subject: DescriptionSubject,
  book: PhraseBook,
  hasHighlights: boolean,
  random: Random,
): Sentence[] {
  const pick = (options: readonly Sentence[]) => random.pick(options);
  const inHotel = subject.parentName != null;
  switch (subject.type) {
    case 'HOTEL': {
      const { hotel } = book;
      const setting = subject.city.setting;
      return [
        pick(hotel.opening),
        pick(
          setting === 'BEACH'
            ? hotel.beach
            : setting === 'MOUNTAIN'
              ? hotel.mountain
              : hotel.location,
        ),
        pick(subject.segment === 'EXTENDED_STAY' ? hotel.apartments : hotel.rooms),
        ...(hasHighlights ? [pick(hotel.facilities)] : []),
        pick(subject.meetingRooms > 0 ? hotel.meetings : hotel.service),
        pick(hotel.closing),
      ];
    }
    case 'RESTAURANT': {
      const { restaurant } = book;
      return [
        pick(restaurant.opening),
        pick(restaurant.menu),
        pick(restaurant.kitchen),
        pick(inHotel ? restaurant.inHotel : restaurant.standalone),
        pick(restaurant.closing),
      ];
    }
    case 'SPA': {
      const { spa } = book;
      return [
        pick(spa.opening),
        pick(spa.treatments),
        pick(spa.philosophy),
        pick(inHotel ? spa.inHotel : spa.standalone),
        pick(spa.closing),
      ];
    }
  }
}

/**
 * A description of 60-150 words in `language`, assembled from the phrase book. `seed` picks the
 * sentences: the same seed gives the same text, and another seed an equally true but differently
 * worded one (what a channel still shows after the chain rewrote its copy).
 */
export function writeDescription(
  subject: DescriptionSubject,
  language: DescriptionLanguage,
  seed: number,
): { header: string; content: string } {
  const random = new Random(seed);
  const book = BOOKS[language];
  const { result, hasHighlights } = facts(subject, book, language, random);
  const content = sentences(subject, book, hasHighlights, random)
    .map((sentence) => sentence(result))
    .join(' ');
  return { header: subject.name, content };
}
