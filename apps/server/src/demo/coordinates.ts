import type { Random } from './random.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

const KM_PER_DEGREE = 111.32;
const KM_PER_MILE = 1.609344;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The point `km` away from `from` towards `bearing` (radians from north), to 6 decimals. */
function offset(from: LatLng, km: number, bearing: number): LatLng {
  const lat = from.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const lng =
    from.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng) };
}

export function offsetMiles(from: LatLng, miles: number, bearing: number): LatLng {
  return offset(from, miles * KM_PER_MILE, bearing);
}

/** A point around a centre: normally distributed distance, capped so none lands out of town. */
export function scatter(centre: LatLng, spreadKm: number, random: Random): LatLng {
  const km = Math.min(Math.abs(random.gaussian(0, spreadKm)), spreadKm * 2.5);
  return offset(centre, km, random.float(0, 2 * Math.PI));
}
