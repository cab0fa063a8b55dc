import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The shapes ship with the app as hashed assets of this server: the offline map asks nothing of
// the internet (docs/architecture.md, "Offline basemap").
import countriesUrl from 'world-atlas/countries-50m.json?url';
import worldUrl from 'virtual:offline-basemap';

/** What the world file (scripts/basemap/build-basemap.mjs) holds beside its features. */
export interface WorldFile extends FeatureCollection {
  /** Address of each detail cell, keyed `column_row`. */
  cells: Record<string, string>;
  cellDegrees: number;
  /** From this zoom on, the detail cells are drawn instead of the world shapes. */
  detailMinZoom: number;
}

export interface Basemap {
  land: FeatureCollection;
  /** Lines between two countries. */
  borders: MultiLineString;
  /** Lines with land on one side only. */
  coast: MultiLineString;
  /** Lakes, state lines and the names of countries, states and big cities. */
  world: WorldFile;
}

/** Antarctica is dropped: on a Mercator map it smears into stray lines along the bottom edge. */
const ANTARCTICA = '010';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export function basemapFromTopology(topology: Countries, world: WorldFile): Basemap {
  const countries = topology.objects.countries;
  const kept = {
    ...countries,
    geometries: countries.geometries.filter((country) => country.id !== ANTARCTICA),
  };
  return {
    land: feature(topology, kept) as FeatureCollection,
    borders: mesh(topology, kept, (a, b) => a !== b),
    coast: mesh(topology, kept, (a, b) => a === b),
    world,
  };
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The basemap answered ${response.status} for ${url}`);
  return (await response.json()) as T;
}

let loading: Promise<Basemap> | null = null;

/** Fetched and converted once per page: every map after the first draws at once. */
export function loadBasemap(): Promise<Basemap> {
  loading ??= Promise.all([fetchJson<Countries>(countriesUrl), fetchJson<WorldFile>(worldUrl)])
    .then(([countries, world]) => basemapFromTopology(countries, world))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const cells = new Map<string, Promise<FeatureCollection>>();

/** One detail cell, fetched once per page and shared by every map. */
export function loadCell(url: string): Promise<FeatureCollection> {
  let cell = cells.get(url);
  if (!cell) {
    cell = fetchJson<FeatureCollection>(url).catch((error: unknown) => {
      cells.delete(url);
      throw error;
    });
    cells.set(url, cell);
  }
  return cell;
}

/** The keys of the cells a box of longitudes and latitudes touches, nearest the centre first. */
export function cellsInView(
  [west, south, east, north]: [number, number, number, number],
  cellDegrees: number,
): string[] {
  const column = (lng: number) =>
    Math.floor((Math.max(-180, Math.min(179.999, lng)) + 180) / cellDegrees);
  const row = (lat: number) =>
    Math.floor((Math.max(-90, Math.min(89.999, lat)) + 90) / cellDegrees);
  const [c0, c1, r0, r1] = [column(west), column(east), row(south), row(north)];
  const middle = [(c0 + c1) / 2, (r0 + r1) / 2] as const;
  const keys: [number, string][] = [];
  for (let c = c0; c <= c1; c += 1) {
    for (let r = r0; r <= r1; r += 1) {
      keys.push([Math.hypot(c - middle[0], r - middle[1]), `${c}_${r}`]);
    }
  }
  return keys.sort((a, b) => a[0] - b[0]).map(([, key]) => key);
}
