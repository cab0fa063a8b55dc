import type { FeatureCollection } from 'geojson';

export const CELL_DEGREES: number;
export const DETAIL_MIN_ZOOM: number;
export const MIN_PLACE_POPULATION: number;
export function placeRank(population: number, capital: boolean): number;
export function buildBasemap(): Promise<{
  world: FeatureCollection;
  cells: { key: string; collection: FeatureCollection }[];
}>;
