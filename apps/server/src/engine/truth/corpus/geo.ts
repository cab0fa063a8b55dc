import type { Coordinates } from '../../types.ts';
import type { TruthPair } from '../truth-pair.ts';

/*
 * Map pins as channels give them: rounded, nudged onto the building's entrance, on the next
 * block, in another district, with latitude and longitude exchanged or a sign dropped, at (0, 0)
 * where a geocoder failed, and values that are not coordinates at all.
 */

const METRES_PER_DEGREE = 111_195;

/** The point moved `north` and `east` metres. */
function moved(point: Coordinates, north: number, east = 0): Coordinates {
  const lat = point.lat + north / METRES_PER_DEGREE;
  const lng = point.lng + east / (METRES_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180));
  return { lat, lng };
}

const LONDON = { lat: 51.5074, lng: -0.1478 };
const PARIS = { lat: 48.8696, lng: 2.3316 };
const CHICAGO = { lat: 41.8858, lng: -87.6181 };
const MUNICH = { lat: 48.1397, lng: 11.5752 };
const TOKYO = { lat: 35.6812, lng: 139.7671 };
const MADRID = { lat: 40.4153, lng: -3.6845 };
const SYDNEY = { lat: -33.8615, lng: 151.2106 };
const ROME = { lat: 41.9029, lng: 12.4964 };
const AMSTERDAM = { lat: 52.3731, lng: 4.8922 };
const LISBON = { lat: 38.7139, lng: -9.1394 };
const MEXICO_CITY = { lat: 19.4269, lng: -99.1676 };
const ZURICH = { lat: 47.3667, lng: 8.5392 };
const VIENNA = { lat: 48.2028, lng: 16.3695 };
const DUBAI = { lat: 25.2048, lng: 55.2708 };
const DUBLIN = { lat: 53.3398, lng: -6.2603 };
const TORONTO = { lat: 43.6453, lng: -79.3806 };
const NEW_YORK = { lat: 40.7624, lng: -73.9794 };

export const GEO_PAIRS: TruthPair[] = [
  {
    id: 'geo-gb-same-pin-rounded',
    characteristic: 'GEO_COORDINATES',
    country: 'GB',
    channel: 'Google',
    reference: { coordinates: LONDON },
    listing: { coordinates: { lat: 51.50741, lng: -0.14779 } },
    expected: 'ACCURATE',
    reason: 'the same pin to five decimals',
  },
  {
    id: 'geo-fr-entrance-20m',
    characteristic: 'GEO_COORDINATES',
    country: 'FR',
    channel: 'Booking.com',
    reference: { coordinates: PARIS },
    listing: { coordinates: moved(PARIS, 15, -12) },
    expected: 'ACCURATE',
    reason: "a pin on the building's entrance, 20 m from the reference point",
  },
  {
    id: 'geo-ie-fewer-decimals',
    characteristic: 'GEO_COORDINATES',
    country: 'IE',
    channel: 'Amadeus',
    reference: { coordinates: DUBLIN },
    listing: { coordinates: { lat: 53.34, lng: -6.26 } },
    expected: 'ACCURATE',
    reason: 'a GDS rounds to two decimals: under 40 m away',
  },
  {
    id: 'geo-pt-60m',
    characteristic: 'GEO_COORDINATES',
    country: 'PT',
    channel: 'Booking.com',
    reference: { coordinates: LISBON },
    listing: { coordinates: moved(LISBON, -40, 45) },
    expected: 'ACCURATE',
    reason: 'a pin 60 m off, on the same block',
  },
  {
    id: 'geo-ch-120m',
    characteristic: 'GEO_COORDINATES',
    country: 'CH',
    channel: 'Expedia',
    reference: { coordinates: ZURICH },
    listing: { coordinates: moved(ZURICH, 0, 120) },
    expected: 'ACCURATE',
    reason: 'a pin 120 m off: a guest still finds the hotel from it',
  },
  {
    id: 'geo-nl-canal-side',
    characteristic: 'GEO_COORDINATES',
    country: 'NL',
    channel: 'Apple Maps',
    reference: { coordinates: AMSTERDAM },
    listing: { coordinates: moved(AMSTERDAM, 30, 30) },
    expected: 'ACCURATE',
    reason: 'the other side of the canal, 40 m away',
  },
  {
    id: 'geo-us-300m',
    characteristic: 'GEO_COORDINATES',
    country: 'US',
    channel: 'Apple Maps',
    reference: { coordinates: CHICAGO },
    listing: { coordinates: moved(CHICAGO, 300) },
    expected: 'DISCREPANCY',
    reason: 'three blocks off: findable, but the pin should be moved',
  },
  {
    id: 'geo-at-600m',
    characteristic: 'GEO_COORDINATES',
    country: 'AT',
    channel: 'Sabre',
    reference: { coordinates: VIENNA },
    listing: { coordinates: moved(VIENNA, -420, 420) },
    expected: 'DISCREPANCY',
    reason: 'about 600 m off, inside the same district',
  },
  {
    id: 'geo-de-2km',
    characteristic: 'GEO_COORDINATES',
    country: 'DE',
    channel: 'Expedia',
    reference: { coordinates: MUNICH },
    listing: { coordinates: moved(MUNICH, 2000) },
    expected: 'INACCURATE',
    reason: 'two kilometres away in another district: a guest goes to the wrong place',
  },
  {
    id: 'geo-mx-5km',
    characteristic: 'GEO_COORDINATES',
    country: 'MX',
    channel: 'Google',
    reference: { coordinates: MEXICO_CITY },
    listing: { coordinates: moved(MEXICO_CITY, -3500, 3500) },
    expected: 'INACCURATE',
    reason: 'five kilometres away across the city',
  },
  {
    id: 'geo-us-city-centroid',
    characteristic: 'GEO_COORDINATES',
    country: 'US',
    channel: 'Yelp',
    reference: { coordinates: NEW_YORK },
    listing: { coordinates: { lat: 40.7128, lng: -74.006 } },
    expected: 'INACCURATE',
    reason: "the city's centre point instead of the hotel, 6 km away",
  },
  {
    id: 'geo-jp-swapped-out-of-range',
    characteristic: 'GEO_COORDINATES',
    country: 'JP',
    channel: 'Google',
    reference: { coordinates: TOKYO },
    listing: { coordinates: { lat: 139.7671, lng: 35.6812 } },
    expected: 'INACCURATE',
    reason: 'latitude and longitude exchanged: the pin is not on the hotel',
  },
  {
    id: 'geo-es-swapped-in-range',
    characteristic: 'GEO_COORDINATES',
    country: 'ES',
    channel: 'Tripadvisor',
    reference: { coordinates: MADRID },
    listing: { coordinates: { lat: -3.6845, lng: 40.4153 } },
    expected: 'INACCURATE',
    reason: 'latitude and longitude exchanged put the pin in East Africa',
  },
  {
    id: 'geo-au-sign-dropped',
    characteristic: 'GEO_COORDINATES',
    country: 'AU',
    channel: 'Bing Places',
    reference: { coordinates: SYDNEY },
    listing: { coordinates: { lat: 33.8615, lng: 151.2106 } },
    expected: 'INACCURATE',
    reason: 'the southern sign dropped puts the pin in the Pacific off Japan',
  },
  {
    id: 'geo-it-null-island',
    characteristic: 'GEO_COORDINATES',
    country: 'IT',
    channel: 'HERE WeGo',
    reference: { coordinates: ROME },
    listing: { coordinates: { lat: 0, lng: 0 } },
    expected: 'MISSING',
    reason: '(0, 0) is where a failed geocoder puts a listing: it has no position',
  },
  {
    id: 'geo-nl-not-a-number',
    characteristic: 'GEO_COORDINATES',
    country: 'NL',
    channel: 'TomTom',
    reference: { coordinates: AMSTERDAM },
    listing: { coordinates: { lat: Number.NaN, lng: Number.NaN } },
    expected: 'AWAITING REVIEW',
    reason: 'the capture gave no readable latitude or longitude: a person looks at the map',
  },
  {
    id: 'geo-ae-latitude-out-of-range',
    characteristic: 'GEO_COORDINATES',
    country: 'AE',
    channel: 'Booking.com',
    reference: { coordinates: DUBAI },
    listing: { coordinates: { lat: 252.048, lng: 55.2708 } },
    expected: 'AWAITING REVIEW',
    reason: 'a latitude beyond 90 degrees is not a position; a person decides what was meant',
  },
  {
    id: 'geo-ca-not-shown',
    characteristic: 'GEO_COORDINATES',
    country: 'CA',
    channel: 'Cvent',
    reference: { coordinates: TORONTO },
    listing: {},
    expected: 'MISSING',
    reason: 'the venue page has no map position',
  },
];
